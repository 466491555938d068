/**
 * Mail that carries what a user wrote, or goes to an address a user typed: no live link from the user's text in
 * any part, daily caps per sender and per address, and no second testimonial or reference request to someone who
 * did not answer within a week.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { groupChats, mailOutbox, projects, users } from '../db/schema/index.ts';
import { defangLinks } from './defang.ts';
import { testimonialLimits, testimonialTexts } from '#domain/testimonials.ts';
import { referenceTexts } from '#domain/references.ts';
import { typedAddressMailLimits, typedAddressMailTexts } from '#domain/typed-address-mail.ts';
import { enterFreshWindow } from '../testing/test-client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PHISH = 'Please log in at https://evil.example/phish or www.evil.example, or mail boss@evil.example.';
const GOOD = 'talent.good@demo.example';

describe('defangLinks', () => {
  it('leaves no address a mail client would turn into a link, and ordinary prose as it was', () => {
    expect(defangLinks('See https://evil.example/phish now')).toBe('See evil[.]example/phish now');
    expect(defangLinks('www.evil.com and bob@evil.co.uk')).toBe('www[.]evil[.]com and bob@evil[.]co[.]uk');
    expect(defangLinks('http://10.0.0.1:8080/x')).toBe('10[.]0[.]0[.]1:8080/x');
    expect(defangLinks('пример.рф and evil。com')).toBe('пример[.]рф and evil[.]com');
    expect(defangLinks('javascript:alert(1)')).toBe('alert(1)');
    expect(defangLinks('e.g. 3.5 hours, v1.2.3. A sentence. Jr. O’Neil')).toBe('e.g. 3.5 hours, v1.2.3. A sentence. Jr. O’Neil');
  });
});

describe('mail with what users wrote, to addresses users typed', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  }, 120_000);
  afterAll(() => t.close());
  // Each test starts in a new day (the caps count per day) and a new minute (the per-minute rate limits); the
  // sessions of the day before have ended.
  beforeEach(() => {
    t.clock.advance(DAY_MS);
    for (const email of [GOOD, 'talent.best@demo.example', 'agency.owner@demo.example', 'client.admin@demo.example']) t.forgetToken(email);
  });

  const newestMailTo = async (to: string) => {
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
    if (!mail) throw new Error(`No mail to ${to}.`);
    return mail;
  };
  /** The user's text reached the mail, but as no link: in the text part and the HTML part alike. */
  const expectNoLiveLinks = (mail: { subject: string; text: string; html: string }) => {
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/evil\.example|https?:\/\/evil/);
    }
    expect(mail.text).toContain('evil[.]example/phish');
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.every((href) => href?.startsWith('http://localhost'))).toBe(true);
  };
  const testimonialRequest = (email: string, requestMessage = 'Would you write a few words?') =>
    t.request(GOOD, 'POST', '/api/Testimonial/RequestTestimonial', {
      clientFirstName: 'Laura',
      clientLastName: 'Bennett',
      companyName: 'Acme',
      email,
      confirmEmail: email,
      jobTitle: 'Head of Learning',
      projectName: 'Supervisor Academy',
      requestMessage,
    });

  it('mails a testimonial request whose message holds links with none of them live, in the text and the HTML', async () => {
    const res = await testimonialRequest('victim@mail.example', PHISH);
    expect(res.status).toBe(200);
    expectNoLiveLinks(await newestMailTo('victim@mail.example'));
  });

  it('asks an address again only after it answered; after a week of silence, never', async () => {
    expect((await testimonialRequest('quiet@mail.example')).status).toBe(200);
    t.clock.advance(60_000);
    const waiting = await testimonialRequest('Quiet@Mail.example');
    expect(waiting).toMatchObject({ status: 409, body: { message: testimonialTexts.alreadyAsked } });
    t.clock.advance(testimonialLimits.answerDays * DAY_MS);
    t.forgetToken(GOOD);
    expect(await testimonialRequest('quiet@mail.example')).toMatchObject({ status: 409, body: { message: testimonialTexts.notAnswered } });

    expect((await testimonialRequest('answers@mail.example')).status).toBe(200);
    const token = decodeURIComponent((await newestMailTo('answers@mail.example')).text.match(/token=(\S+)/)?.[1] ?? '');
    const answered = await t.request(null, 'POST', '/api/Testimonial/SubmitTestimonial', {
      token,
      clientFirstName: 'Ann',
      clientLastName: 'Swers',
      jobTitle: 'Lead',
      testimonialResponse: 'Great work.',
    });
    expect(answered.status).toBe(200);
    t.clock.advance(60_000);
    expect((await testimonialRequest('answers@mail.example')).status).toBe(200);
  });

  it(`sends one talent at most ${testimonialLimits.requestsPerTalentPerDay} testimonial requests a day`, async () => {
    for (let i = 0; i < testimonialLimits.requestsPerTalentPerDay; i += 1) {
      if (i % 5 === 0) enterFreshWindow(t.clock);
      expect((await testimonialRequest(`client${i}@cap.example`)).status).toBe(200);
    }
    enterFreshWindow(t.clock);
    expect(await testimonialRequest('one.more@cap.example')).toMatchObject({ status: 429, body: { message: testimonialTexts.tooManyToday } });
  });

  it(`lets one address receive at most ${typedAddressMailLimits.perAddressPerDay} such mails a day from everyone together`, async () => {
    const target = 'target@mail.example';
    expect((await testimonialRequest(target)).status).toBe(200);
    const reference = await t.request('talent.best@demo.example', 'POST', '/api/ProfessionalReference/Post', {
      firstName: 'Tara',
      lastName: 'Get',
      companyName: 'Acme',
      email: target,
      relationship: 'Manager, see https://evil.example/phish',
    });
    expect(reference.status).toBe(200);
    expectNoLiveLinks(await newestMailTo(target));
    const invited = await t.request('agency.owner@demo.example', 'POST', '/api/Agency/InviteMember', { email: target, firstName: 'Tara', lastName: 'Get' });
    expect(invited.status).toBe(200);
    const fourth = await t.request('client.admin@demo.example', 'POST', '/api/Contact/Post', { email: target, firstName: 'Tara', lastName: 'Get', webRole: 1 });
    expect(fourth).toMatchObject({ status: 429, body: { message: typedAddressMailTexts.addressFull } });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(DAY_MS);
    t.forgetToken('client.admin@demo.example');
    expect((await t.request('client.admin@demo.example', 'POST', '/api/Contact/Post', { email: target, firstName: 'Tara', lastName: 'Get', webRole: 1 })).status).toBe(200);
  });

  it('sends a reference no new request after a week without an answer', async () => {
    const email = 'slow.referee@mail.example';
    const added = await t.request('talent.best@demo.example', 'POST', '/api/ProfessionalReference/Post', { firstName: 'Sam', lastName: 'Low', companyName: 'Acme', email, relationship: 'Manager' });
    const id = (added.body.references as Array<{ id: number; email: string }>).find((r) => r.email === email)?.id;
    t.clock.advance(2 * 60 * 60 * 1000);
    t.forgetToken('talent.best@demo.example');
    expect((await t.request('talent.best@demo.example', 'POST', '/api/ProfessionalReference/ResendConfirmation', { id })).status).toBe(200);
    t.clock.advance(7 * DAY_MS);
    t.forgetToken('talent.best@demo.example');
    expect(await t.request('talent.best@demo.example', 'POST', '/api/ProfessionalReference/ResendConfirmation', { id })).toMatchObject({
      status: 409,
      body: { message: referenceTexts.notAnswered },
    });
  });

  it('mails mentions and feedback with what was written, and no live link in it', async () => {
    const [job] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Power BI Dashboards for Finance Analysts'));
    const [chat] = await t.deps.db.select({ id: groupChats.id }).from(groupChats).where(and(eq(groupChats.projectId, job?.id ?? 0), eq(groupChats.isGeneral, true)));
    const [sofia] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'talent.best@demo.example'));
    const sent = await t.request('client.admin@demo.example', 'POST', '/api/Messaging/SendMessage', { chatId: chat?.id, clientId: 'phish-1', body: PHISH, mentions: [sofia?.id] });
    expect(sent.status).toBe(200);
    expectNoLiveLinks(await newestMailTo('talent.best@demo.example'));

    const feedback = await t.request(GOOD, 'POST', '/api/Feedback/SendFeedback', { feedbackType: 'Other', feedback: PHISH });
    expect(feedback.status).toBe(200);
    const toSupport = await newestMailTo(t.deps.config.supportEmail);
    expect(toSupport.text).toContain(defangLinks(PHISH));
    expect(`${toSupport.text}${toSupport.html}`).not.toMatch(/evil\.example|https?:\/\/evil/);
  });
});
