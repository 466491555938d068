import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { contacts, instructors, users, emailTokens } from '../db/schema/index.ts';
import { activeAccount, call, enterFreshWindow, latestMail, linkToken, login, password, signUp, solvedCaptcha, uniqueEmail } from '../testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';
import { messages } from '#domain/messages.ts';
import { testEdge } from '#edge/test-edge.ts';
import { inProcessApi } from '#edge/api-transport.ts';

describe('sign-up and activation', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ publicOrigin: 'https://market.example' });
  });
  afterAll(() => t.close());

  it('creates a talent: a user and an instructors row, and mails an activation link to /emailverification', async () => {
    const email = uniqueEmail('talent');
    const res = await signUp(t.app, { email: email.toUpperCase(), accountType: 'talent', firstName: 'Grace' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: authTexts.signedUp });

    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: 'Grace', lastName: 'Lovelace', activatedAt: null, forceChangePassword: 0 });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const talent = await t.deps.db.select().from(instructors).where(eq(instructors.userId, user?.id ?? 0));
    expect(talent).toHaveLength(1);
    expect(await t.deps.db.select().from(contacts).where(eq(contacts.userId, user?.id ?? 0))).toHaveLength(0);

    const mail = await latestMail(t.deps, email);
    expect(mail.subject).toContain('Activate');
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.text).toMatch(/https:\/\/market\.example\/emailverification\?token=[\w-]{43}/);
    expect(mail.html).toMatch(/<a href="https:\/\/market\.example\/emailverification\?token=[\w-]{43}"/);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('creates a client as a company-less contact with web role 3', async () => {
    const email = uniqueEmail('client');
    expect((await signUp(t.app, { email, accountType: 'client' })).status).toBe(200);
    const [row] = await t.deps.db
      .select({ companyId: contacts.companyId, webRole: contacts.webRole, status: contacts.status, email: contacts.email })
      .from(contacts)
      .innerJoin(users, eq(users.id, contacts.userId))
      .where(eq(users.email, email));
    expect(row).toEqual({ companyId: null, webRole: 3, status: 'A', email });
  });

  it('refuses an e-mail already registered (any letter case) with 409', async () => {
    const email = uniqueEmail('dup');
    await signUp(t.app, { email });
    const again = await signUp(t.app, { email: email.toUpperCase(), accountType: 'client' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: authTexts.emailTaken, errors: { email: [authTexts.emailTaken] } });
  });

  it('validates the form with the spec messages', async () => {
    const res = await call(t.app, 'POST', '/api/User/signup', {
      accountType: 'talent',
      firstName: 'A'.repeat(21),
      lastName: '',
      email: 'nope',
      password: 'short',
      acceptTerms: false,
      captcha: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      firstName: ['First Name should not exceed 20 characters'],
      lastName: ['Last Name is Required'],
      email: [messages.auth.emailInvalid],
      password: [messages.auth.passwordInvalid],
      acceptTerms: [messages.auth.termsRequired],
      captcha: [messages.auth.captchaRequired],
    });
  });

  it('refuses login before activation with 403 and the spec message, then activates once through the link', async () => {
    const email = uniqueEmail('activate');
    await signUp(t.app, { email });
    const early = await login(t.app, email);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(messages.auth.notActivated);
    expect(early.body.message).toContain('not activated');

    const token = await linkToken(t.deps, email, '/emailverification');
    const verified = await call(t.app, 'POST', '/api/User/VerifyEmail', { token });
    expect(verified).toMatchObject({ status: 200, body: { message: authTexts.emailVerified } });
    const reused = await call(t.app, 'POST', '/api/User/VerifyEmail', { token });
    expect(reused.status).toBe(400);
    expect(reused.body.errors).toEqual({ token: [authTexts.linkInvalid] });

    expect((await login(t.app, email)).status).toBe(200);
  });

  it('refuses an activation link after 48 hours', async () => {
    const email = uniqueEmail('late');
    await signUp(t.app, { email });
    const token = await linkToken(t.deps, email, '/emailverification');
    t.clock.advance(48 * 60 * 60 * 1000 + 1000);
    expect((await call(t.app, 'POST', '/api/User/VerifyEmail', { token })).status).toBe(400);
    expect((await login(t.app, email)).status).toBe(403);
  });

  it('resends the activation mail for an unactivated account only, always answering 200; the new link replaces the old', async () => {
    const email = uniqueEmail('resend');
    await signUp(t.app, { email });
    const first = await linkToken(t.deps, email, '/emailverification');
    const resend = await call(t.app, 'POST', '/api/User/ResendActivationEmail', { email });
    expect(resend).toMatchObject({ status: 200, body: { message: authTexts.activationSent } });
    const second = await linkToken(t.deps, email, '/emailverification');
    expect(second).not.toBe(first);
    expect((await call(t.app, 'POST', '/api/User/VerifyEmail', { token: first })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/User/VerifyEmail', { token: second })).status).toBe(200);

    const before = (await t.deps.db.select().from(emailTokens)).length;
    const activeResend = await call(t.app, 'POST', '/api/User/ResendActivationEmail', { email });
    const unknown = await call(t.app, 'POST', '/api/User/ResendActivationEmail', { email: uniqueEmail('nobody') });
    expect(activeResend.body).toEqual(resend.body);
    expect(unknown.body).toEqual(resend.body);
    expect((await t.deps.db.select().from(emailTokens)).length).toBe(before);
  });

  it('builds mail links from configuration only: a forged Referer or page URL never reaches a reset or activation link', async () => {
    const local = await createTestApp({ port: 4321 });
    try {
      const edge = testEdge(local.deps, inProcessApi(local.app));
      const forged = { 'content-type': 'application/json', origin: 'http://localhost', referer: 'https://evil.example/sign-up/talent', 'x-page-url': 'https://evil.example/x' };
      const email = uniqueEmail('origin');
      const signed = await edge.request('/api/User/signup', {
        method: 'POST',
        headers: forged,
        body: JSON.stringify({ accountType: 'talent', firstName: 'Al', lastName: 'Bo', email, password, acceptTerms: true, captcha: await solvedCaptcha(local.app) }),
      });
      expect(signed.status).toBe(200);
      expect((await latestMail(local.deps, email)).text).toContain('http://localhost:4321/emailverification?token=');
      await call(local.app, 'POST', '/api/User/VerifyEmail', { token: await linkToken(local.deps, email, '/emailverification') });

      const forgot = await edge.request('/api/User/ForgotPassword', { method: 'POST', headers: forged, body: JSON.stringify({ email }) });
      expect(forgot.status).toBe(200);
      const reset = await latestMail(local.deps, email);
      expect(reset.text).toContain('http://localhost:4321/forgetpasswordemail?token=');
      expect(`${reset.text}${reset.html}`).not.toContain('evil.example');
    } finally {
      await local.close();
    }
  });

  it('limits sign-ups per client address to 20 a minute', async () => {
    const ip = '192.0.2.10';
    enterFreshWindow(t.clock);
    const attempt = async () =>
      call(t.app, 'POST', '/api/User/signup', { accountType: 'talent', firstName: 'A', lastName: 'B', email: uniqueEmail('rl'), password, acceptTerms: true, captcha: await solvedCaptcha(t.app) }, { ip });
    for (let i = 0; i < 20; i++) expect((await attempt()).status).toBe(200);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(Number(refused.headers.get('retry-after')) * 1000);
    expect((await attempt()).status).toBe(200);
  });

  it('gives a whole account: sign-up, activation and login', async () => {
    const { session } = await activeAccount(t.app, t.deps);
    expect(session.token).toBeTruthy();
  });
});
