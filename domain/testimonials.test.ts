import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { clientFirstName, testimonialRequestSchema, testimonialsShown } from './testimonials.ts';

const request = {
  clientFirstName: 'Anne-Marie',
  clientLastName: 'O’Neil Jr.',
  companyName: 'Acme',
  email: 'Anne@Example.com',
  confirmEmail: 'anne@example.COM',
  jobTitle: 'Head of Learning',
  projectName: 'Excel for finance',
};

describe('requesting a testimonial', () => {
  it('takes the confirmation in any case, and refuses one that differs', () => {
    expect(testimonialRequestSchema.safeParse(request).success).toBe(true);
    const refused = testimonialRequestSchema.safeParse({ ...request, confirmEmail: 'ann@example.com' }).error?.issues[0];
    expect({ path: refused?.path, message: refused?.message }).toEqual({ path: ['confirmEmail'], message: messages.testimonial.confirmEmailMismatch });
  });

  it('takes names of letters of any script with the marks of names, and nothing else', () => {
    for (const name of ['Zoë', 'Anne-Marie', 'D’Arcy', "O'Brien", 'J. R.', 'Nguyễn', 'Zoe\u0301']) expect(clientFirstName.safeParse(name).success, name).toBe(true);
    for (const name of ['-Ann', '4nn', 'Ann3', 'Ann_', ' ']) expect(clientFirstName.safeParse(name).error?.issues[0]?.message, name).toBe(messages.testimonial.firstNameRequired);
  });
});

describe('testimonials shown before More', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('shows three and counts the others', () => {
    expect(testimonialsShown(items, false)).toEqual({ visible: ['a', 'b', 'c'], hidden: 2 });
    expect(testimonialsShown(items.slice(0, 3), false)).toEqual({ visible: ['a', 'b', 'c'], hidden: 0 });
    expect(testimonialsShown(items.slice(0, 2), false)).toEqual({ visible: ['a', 'b'], hidden: 0 });
  });

  it('shows them all once asked', () => {
    expect(testimonialsShown(items, true)).toEqual({ visible: items, hidden: 0 });
  });
});
