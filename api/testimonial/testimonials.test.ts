import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { testPeople } from '../my-information/test-people.ts';
import { profileClient } from '../testing/profile-client.ts';
import { mailOutbox, notifications } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import { accountTexts } from '#domain/account.ts';
import { testimonialLimits, testimonialTexts } from '#domain/testimonials.ts';
import { ownTestimonialsOf } from './queries.ts';
import { enterFreshWindow } from '../testing/test-client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const request = (overrides: Record<string, unknown> = {}) => ({
  clientFirstName: 'Laura',
  clientLastName: 'Bennett',
  companyName: 'Acme Manufacturing',
  email: 'laura.bennett@acme.example',
  confirmEmail: 'Laura.Bennett@ACME.example',
  jobTitle: 'Head of Learning',
  projectName: 'Supervisor Academy',
  requestMessage: 'Would you write a few words about the programme?',
  ...overrides,
});

describe('Testimonial', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let people: ReturnType<typeof testPeople>;
  let send: ReturnType<typeof profileClient>;
  const visitor = async (method: 'GET' | 'POST', path: string, input: { query?: Record<string, string>; body?: unknown } = {}) => {
    const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
    const res = await t.app.request(`${path}${query}`, {
      method,
      headers: input.body === undefined ? {} : { 'content-type': 'application/json' },
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string; errors?: Record<string, string[]> } };
  };
  /** The token of the link in the newest mail to an address. */
  const mailedToken = async (to: string) => {
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
    const link = mail?.text.match(/https?:\/\/\S+\/submit-testimonial\?token=(\S+)/);
    if (!link?.[1]) throw new Error(`No testimonial link was mailed to ${to}.`);
    return decodeURIComponent(link[1]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    people = testPeople(t.deps);
    send = profileClient(t.app);
  });
  afterAll(() => t.close());

  it('a talent asks, the client answers through the mailed link, the talent reads it and makes it public', async () => {
    const talent = await people.talent('Sofia');
    const asked = await send('POST', '/api/Testimonial/RequestTestimonial', talent.token, { body: request() });
    expect(asked).toMatchObject({ status: 200, body: { message: messages.profile.testimonialRequestSent } });

    const token = await mailedToken('laura.bennett@acme.example');
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'laura.bennett@acme.example'));
    expect(mail?.subject).toBe('Sofia Tester asks you for a testimonial');
    expect(mail?.text).toContain('Would you write a few words about the programme?');

    const pending = await send('GET', '/api/Testimonial/GetAll', talent.token);
    expect(pending.body).toMatchObject({ testimonials: [], unread: 0, pendingRequests: [{ clientFirstName: 'Laura', expired: false }] });

    const form = await visitor('GET', '/api/Testimonial/GetSubmitForm', { query: { token } });
    expect(form).toMatchObject({ status: 200, body: { talentName: 'Sofia Tester', projectName: 'Supervisor Academy', jobTitle: 'Head of Learning' } });

    const answer = { token, clientFirstName: 'Laura', clientLastName: 'Bennett-Price', jobTitle: 'VP Learning', testimonialResponse: 'Practical, warm and well prepared.' };
    expect(await visitor('POST', '/api/Testimonial/SubmitTestimonial', { body: answer })).toMatchObject({ status: 200, body: { message: testimonialTexts.submitted } });
    const again = await visitor('POST', '/api/Testimonial/SubmitTestimonial', { body: answer });
    expect(again).toMatchObject({ status: 409, body: { message: testimonialTexts.alreadySubmitted } });
    expect((await visitor('GET', '/api/Testimonial/GetSubmitForm', { query: { token } })).status).toBe(409);

    const told = await t.deps.db.select().from(notifications).where(eq(notifications.userId, talent.userId));
    expect(told.map((n) => n.subject)).toContain('New testimonial');

    const own = await send('GET', '/api/Testimonial/GetAll', talent.token);
    expect(own.body).toMatchObject({
      unread: 1,
      pendingRequests: [],
      testimonials: [{ clientLastName: 'Bennett-Price', jobTitle: 'VP Learning', isRead: false, isResponsePublic: false, testimonialResponse: answer.testimonialResponse }],
    });
    const requestID = (own.body.testimonials as Array<{ requestID: number }>)[0]?.requestID;
    expect((await visitor('GET', '/api/Testimonial/GetPublic', { query: { instrId: String(talent.instrId) } })).body).toEqual({ testimonials: [] });

    const read = await send('POST', '/api/Testimonial/SetTestimonialRead', talent.token, { body: { requestID } });
    expect(read).toMatchObject({ status: 200, body: { isRead: true, isResponsePublic: false, message: testimonialTexts.markedRead } });
    const shown = await send('POST', '/api/Testimonial/SetTestimonialVisibility', talent.token, { body: { requestID, isResponsePublic: true } });
    expect(shown).toMatchObject({ status: 200, body: { isResponsePublic: true, message: testimonialTexts.madePublic } });
    const publicList = await visitor('GET', '/api/Testimonial/GetPublic', { query: { instrId: String(talent.instrId) } });
    expect(publicList.body.testimonials).toEqual([
      expect.objectContaining({ clientFirstName: 'Laura', clientLastName: 'Bennett-Price', companyName: 'Acme Manufacturing', testimonialResponse: answer.testimonialResponse }),
    ]);
    expect(JSON.stringify(publicList.body)).not.toContain('acme.example');

    await send('POST', '/api/Testimonial/SetTestimonialVisibility', talent.token, { body: { requestID, isResponsePublic: 'false' } });
    expect((await visitor('GET', '/api/Testimonial/GetPublic', { query: { instrId: String(talent.instrId) } })).body).toEqual({ testimonials: [] });
  });

  it('answers every rule of the request form with the spec’s messages, under their fields', async () => {
    const talent = await people.talent();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ clientFirstName: '' }, 'clientFirstName', messages.testimonial.firstNameRequired],
      [{ clientFirstName: 'L4ura' }, 'clientFirstName', messages.testimonial.firstNameRequired],
      [{ clientFirstName: 'L'.repeat(51) }, 'clientFirstName', messages.testimonial.firstNameTooLong],
      [{ clientLastName: ' ' }, 'clientLastName', messages.testimonial.lastNameRequired],
      [{ clientLastName: 'B'.repeat(51) }, 'clientLastName', messages.testimonial.lastNameTooLong],
      [{ companyName: '' }, 'companyName', messages.testimonial.companyRequired],
      [{ companyName: 'C'.repeat(101) }, 'companyName', messages.testimonial.companyTooLong],
      [{ email: '' }, 'email', messages.testimonial.emailRequired],
      [{ email: 'laura@acme', confirmEmail: 'laura@acme' }, 'email', messages.auth.emailInvalid],
      [{ confirmEmail: 'someone.else@acme.example' }, 'confirmEmail', messages.testimonial.confirmEmailMismatch],
      [{ confirmEmail: undefined }, 'confirmEmail', messages.testimonial.confirmEmailMismatch],
      [{ projectName: '' }, 'projectName', testimonialTexts.projectRequired],
      [{ jobTitle: '' }, 'jobTitle', testimonialTexts.jobTitleRequired],
      [{ requestMessage: 'm'.repeat(testimonialLimits.messageMax + 1) }, 'requestMessage', testimonialTexts.messageTooLong],
    ];
    for (const [change, field, message] of cases) {
      const res = await send('POST', '/api/Testimonial/RequestTestimonial', talent.token, { body: request(change) });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(change)).toContain(message);
    }
    const longest = await send('POST', '/api/Testimonial/RequestTestimonial', talent.token, {
      body: request({ clientFirstName: 'Anne-Marie', clientLastName: 'O’Neil', requestMessage: 'm'.repeat(testimonialLimits.messageMax) }),
    });
    expect(longest.status).toBe(200);
  });

  it('refuses asking yourself with ‘Invalid email’ on the e-mail field', async () => {
    const talent = await people.talent();
    const res = await send('POST', '/api/Testimonial/RequestTestimonial', talent.token, {
      body: request({ email: talent.email.toUpperCase(), confirmEmail: talent.email }),
    });
    expect(res).toMatchObject({ status: 400, body: { message: messages.testimonial.invalidEmail, errors: { email: [messages.testimonial.invalidEmail] } } });
  });

  it('refuses a forged, altered or expired link with a clear message', async () => {
    const talent = await people.talent('Maya');
    await send('POST', '/api/Testimonial/RequestTestimonial', talent.token, { body: request({ email: 'nina.park@harbor.example', confirmEmail: 'nina.park@harbor.example' }) });
    const token = await mailedToken('nina.park@harbor.example');
    const [id, expires, signature] = token.split('.');
    const forged = [`${id}.${expires}.${'A'.repeat(signature?.length ?? 43)}`, `${(parseInt(id ?? '0', 36) + 1).toString(36)}.${expires}.${signature}`, `${id}.zzzzzz.${signature}`, 'nonsense', ''];
    for (const bad of forged) {
      const res = await visitor('GET', '/api/Testimonial/GetSubmitForm', { query: { token: bad } });
      expect([400, 404], bad).toContain(res.status);
      expect(res.body.message, bad).toBe(testimonialTexts.linkInvalid);
      const submitted = await visitor('POST', '/api/Testimonial/SubmitTestimonial', {
        body: { token: bad, clientFirstName: 'Nina', clientLastName: 'Park', jobTitle: 'Lead', testimonialResponse: 'Great.' },
      });
      expect([400, 404], bad).toContain(submitted.status);
    }
    t.clock.advance((testimonialLimits.linkDays + 1) * DAY_MS);
    const expired = await visitor('GET', '/api/Testimonial/GetSubmitForm', { query: { token } });
    expect(expired).toMatchObject({ status: 404, body: { message: testimonialTexts.linkExpired('Maya Tester') } });
    const late = await visitor('POST', '/api/Testimonial/SubmitTestimonial', {
      body: { token, clientFirstName: 'Nina', clientLastName: 'Park', jobTitle: 'Lead', testimonialResponse: 'Great.' },
    });
    expect(late).toMatchObject({ status: 404, body: { message: testimonialTexts.linkExpired('Maya Tester') } });
    expect(await ownTestimonialsOf(t.deps.db, talent.instrId, t.deps.now())).toMatchObject({ testimonials: [], pendingRequests: [{ expired: true }] });
  });

  it('keeps each talent to their own testimonials; an agency owner acts for the agency’s talent', async () => {
    const sofia = await people.talent('Sofia');
    const other = await people.talent('Omar');
    await send('POST', '/api/Testimonial/RequestTestimonial', sofia.token, { body: request({ email: 'c.diaz@river.example', confirmEmail: 'c.diaz@river.example' }) });
    const token = await mailedToken('c.diaz@river.example');
    await visitor('POST', '/api/Testimonial/SubmitTestimonial', {
      body: { token, clientFirstName: 'Carlos', clientLastName: 'Diaz', jobTitle: 'CEO', testimonialResponse: 'Sofia turned a difficult merger around.' },
    });
    const requestID = ((await send('GET', '/api/Testimonial/GetAll', sofia.token)).body.testimonials as Array<{ requestID: number }>)[0]?.requestID;
    const stolen = await send('POST', '/api/Testimonial/SetTestimonialVisibility', other.token, { body: { requestID, isResponsePublic: true } });
    expect(stolen).toMatchObject({ status: 404, body: { message: testimonialTexts.notFound } });
    expect((await send('GET', '/api/Testimonial/GetAll', other.token, { query: { instrId: sofia.instrId } })).body.message).toBe(accountTexts.talentOnly);

    const agency = await people.agency('Brightpath');
    const forTalent = await send('POST', '/api/Testimonial/RequestTestimonial', agency.owner.token, {
      body: request({ instrId: agency.talentInstrId, email: 'h.moreau@lumen.example', confirmEmail: 'h.moreau@lumen.example' }),
    });
    expect(forTalent.status).toBe(200);
    const agencyToken = await mailedToken('h.moreau@lumen.example');
    expect((await visitor('GET', '/api/Testimonial/GetSubmitForm', { query: { token: agencyToken } })).body.talentName).toBe('Theo Tester');
    await visitor('POST', '/api/Testimonial/SubmitTestimonial', {
      body: { token: agencyToken, clientFirstName: 'Hélène', clientLastName: 'Moreau', jobTitle: 'QA Lead', testimonialResponse: 'Thorough and precise.' },
    });
    const told = await t.deps.db.select().from(notifications).where(eq(notifications.userId, agency.owner.userId));
    expect(told.map((n) => n.subject)).toContain('New testimonial');
    const list = await send('GET', '/api/Testimonial/GetAll', agency.owner.token, { query: { instrId: agency.talentInstrId } });
    expect(list.body).toMatchObject({ instrId: agency.talentInstrId, unread: 1 });
    const byMember = await send('POST', '/api/Testimonial/RequestTestimonial', agency.member.token, { body: request({ instrId: agency.talentInstrId }) });
    expect(byMember.status).toBe(403);
  });

  it('caps how many requests a talent sends in a day', async () => {
    const talent = await people.talent();
    for (let i = 0; i < testimonialLimits.requestsPerTalentPerDay; i++) {
      // Ten a minute are allowed (rateLimits.testimonialRequestsPerUser): each ten go after a quiet minute.
      if (i % 10 === 0) enterFreshWindow(t.clock);
      const email = `client${i}@cap.example`;
      const res = await send('POST', '/api/Testimonial/RequestTestimonial', talent.token, { body: request({ email, confirmEmail: email }) });
      expect(res.status).toBe(200);
    }
    enterFreshWindow(t.clock);
    const over = await send('POST', '/api/Testimonial/RequestTestimonial', talent.token, { body: request({ email: 'one.more@cap.example', confirmEmail: 'one.more@cap.example' }) });
    expect(over).toMatchObject({ status: 429, body: { message: testimonialTexts.tooManyToday } });
  });
});
