import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { contacts, users } from '../db/schema/index.ts';
import { activeAccount, call, enterFreshWindow, latestMail, linkToken, login, password, uniqueEmail } from '../testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';
import { messages } from '#domain/messages.ts';

describe('change e-mail', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const changeEmail = (token: string, body: Record<string, string>) => call(t.app, 'POST', '/api/User/ChangeEmail', body, { token });

  it('mails a confirmation link to the new address; the link switches the login e-mail (and the contact e-mail) once', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps, { accountType: 'client' });
    const newEmail = uniqueEmail('moved');
    const res = await changeEmail(s.token, { newEmail: newEmail.toUpperCase(), password });
    expect(res).toMatchObject({ status: 200, body: { message: authTexts.emailChangeSent } });
    expect((await latestMail(t.deps, newEmail)).subject).toContain('Confirm your new');
    expect((await login(t.app, email)).status).toBe(200);

    const token = await linkToken(t.deps, newEmail, '/emailverification');
    expect(await call(t.app, 'POST', '/api/User/VerifyEmail', { token })).toMatchObject({ status: 200, body: { message: authTexts.emailChanged } });
    expect((await call(t.app, 'POST', '/api/User/VerifyEmail', { token })).status).toBe(400);
    expect((await login(t.app, email)).status).toBe(400);
    expect((await login(t.app, newEmail)).status).toBe(200);
    const [contact] = await t.deps.db.select({ email: contacts.email }).from(contacts).innerJoin(users, eq(users.id, contacts.userId)).where(eq(users.email, newEmail));
    expect(contact?.email).toBe(newEmail);
  });

  it('asks for the right password, a different address and one nobody uses', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps);
    const other = await activeAccount(t.app, t.deps);
    expect((await changeEmail(s.token, { newEmail: uniqueEmail('x'), password: 'Wr0ng!Pass' })).body.errors).toEqual({ password: [authTexts.currentPasswordWrong] });
    expect((await changeEmail(s.token, { newEmail: email, password })).body.errors).toEqual({ newEmail: [authTexts.sameEmail] });
    const taken = await changeEmail(s.token, { newEmail: other.email, password });
    expect(taken).toMatchObject({ status: 409, body: { errors: { newEmail: [authTexts.emailTaken] } } });
    expect((await changeEmail(s.token, { newEmail: 'bad', password })).body.errors).toEqual({ newEmail: [messages.auth.emailInvalid] });
  });

  it('checks again when the link is opened: an address taken in between is refused with 409', async () => {
    const { session: s } = await activeAccount(t.app, t.deps);
    const wanted = uniqueEmail('contested');
    await changeEmail(s.token, { newEmail: wanted, password });
    const token = await linkToken(t.deps, wanted, '/emailverification');
    await activeAccount(t.app, t.deps, { email: wanted });
    expect((await call(t.app, 'POST', '/api/User/VerifyEmail', { token })).status).toBe(409);
  });

  it('tells whether an address has an account (any letter case)', async () => {
    const { email } = await activeAccount(t.app, t.deps);
    expect((await call(t.app, 'GET', `/api/User/EmailExists?Email=${encodeURIComponent(email.toUpperCase())}`)).body).toEqual({ exists: true });
    expect((await call(t.app, 'GET', `/api/User/EmailExists?email=${encodeURIComponent(uniqueEmail('no'))}`)).body).toEqual({ exists: false });
    const bad = await call(t.app, 'GET', '/api/User/EmailExists?Email=nope');
    expect(bad).toMatchObject({ status: 400, body: { message: messages.auth.emailInvalid } });
  });

  it('limits EmailExists per client address to 60 a minute', async () => {
    const ip = '192.0.2.99';
    enterFreshWindow(t.clock);
    const ask = () => call(t.app, 'GET', `/api/User/EmailExists?Email=${encodeURIComponent(uniqueEmail('probe'))}`, undefined, { ip });
    for (let i = 0; i < 60; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });
});
