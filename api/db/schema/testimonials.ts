/** Testimonials: a talent asks a past client (request); the client answers on a no-menu page (testimonial). */
import { boolean, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instructors } from './accounts.ts';
import { createdAt, instant, reference } from './columns.ts';

/** requestID. The submit link carries a signed id, not a stored secret. */
export const testimonialRequests = pgTable(
  'testimonial_requests',
  {
    id: serial('id').primaryKey(),
    instrId: reference('instr_id', () => instructors.id, { onDelete: 'cascade' }).notNull(),
    clientFirstName: text('client_first_name').notNull(),
    clientLastName: text('client_last_name').notNull(),
    email: text('email').notNull(),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    projectName: text('project_name').notNull(),
    requestMessage: text('request_message'),
    createdAt: createdAt(),
  },
  (t) => [index('testimonial_requests_instr_idx').on(t.instrId, t.createdAt.desc())],
);

/** The client's answer. Only public ones are shown to viewers other than the talent. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    requestId: reference('request_id', () => testimonialRequests.id, { onDelete: 'cascade' }).notNull(),
    testimonialResponse: text('testimonial_response').notNull(),
    isResponsePublic: boolean('is_response_public').notNull().default(true),
    isRead: boolean('is_read').notNull().default(false),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('testimonials_request_key').on(t.requestId)],
);
