import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { companies, companyJoinRequests, contacts } from '../db/schema/index.ts';
import { activeAccount, call, linkToken, login, password, solvedCaptcha, uniqueEmail } from '../testing/test-client.ts';
import { messages } from '#domain/messages.ts';
import { companyContactTexts } from '#domain/company-contacts.ts';
import { authTexts } from '#domain/auth.ts';
import { INVITATION_TTL_MS } from './company-contacts-invitation.ts';

describe('company contacts and sign-up by invitation', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function send(method: 'GET' | 'POST' | 'PUT', path: string, token?: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { message?: string } };
  }

  async function company(name: string) {
    const [row] = await t.deps.db.insert(companies).values({ name }).returning();
    if (!row) throw new Error('No company.');
    return row;
  }

  async function member(companyId: number, webRole: number) {
    const { email, session } = await activeAccount(t.app, t.deps, { accountType: 'client' });
    const contactId = Number(session.contactId);
    await t.deps.db.update(contacts).set({ companyId, webRole }).where(eq(contacts.id, contactId));
    const fresh = await login(t.app, email);
    return { email, contactId, token: String(fresh.body.token) };
  }

  const newContact = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail('invitee'),
    webRole: 1,
    ...overrides,
  });

  async function invite(adminToken: string, overrides: Record<string, unknown> = {}) {
    const input = newContact(overrides);
    const res = await send('POST', '/api/Contact/Post', adminToken, input);
    expect(res).toMatchObject({ status: 200, body: { message: messages.profile.inviteSent } });
    const contact = res.body.contact as { contactID: number; status: string };
    return { ...input, contactId: contact.contactID, token: await linkToken(t.deps, input.email, '/signupinvite') };
  }

  const signupInvite = async (token: string) =>
    call(t.app, 'POST', '/api/User/SignupInvite', {
      token,
      firstName: 'Grace',
      lastName: 'Hopper',
      password,
      acceptTerms: true,
      captcha: await solvedCaptcha(t.app),
    });

  it('lets only an active company administrator manage contacts, and only those of their own company', async () => {
    const acme = await company('Acme Contacts');
    const other = await company('Other Contacts');
    const admin = await member(acme.id, 3);
    const standard = await member(acme.id, 1);
    const otherAdmin = await member(other.id, 3);
    const talent = await activeAccount(t.app, t.deps, { accountType: 'talent' });
    const invited = await invite(admin.token);

    const list = await send('GET', '/api/Contact/GetAll', admin.token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ contactID: admin.contactId, status: 'A', webRole: 3, newRequest: false }),
        expect.objectContaining({ contactID: standard.contactId, status: 'A', webRole: 1 }),
        { contactID: invited.contactId, firstName: 'Grace', lastName: 'Hopper', email: invited.email, webRole: 1, status: 'P', newRequest: false },
      ]),
    );
    expect(list.body).toHaveLength(3);

    for (const token of [standard.token, talent.session.token]) {
      expect(await send('GET', '/api/Contact/GetAll', token)).toMatchObject({ status: 403, body: { message: companyContactTexts.notAdministrator } });
      expect((await send('POST', '/api/Contact/Post', token, newContact())).status).toBe(403);
    }
    expect((await send('GET', '/api/Contact/GetAll')).status).toBe(401);
    expect((await send('POST', '/api/Contact/Post', undefined, newContact())).status).toBe(401);

    const otherList = await send('GET', '/api/Contact/GetAll', otherAdmin.token);
    expect(otherList.body).toEqual([expect.objectContaining({ contactID: otherAdmin.contactId })]);
    const notFound = { status: 404, body: { message: companyContactTexts.notFound } };
    expect(await send('PUT', '/api/Contact/Put', otherAdmin.token, { ...newContact(), contactID: invited.contactId })).toMatchObject(notFound);
    expect(await send('POST', '/api/Contact/ReInvite', otherAdmin.token, { contactID: invited.contactId })).toMatchObject(notFound);
    expect(await send('PUT', '/api/Contact/DeActivateContact', otherAdmin.token, { contactID: standard.contactId })).toMatchObject(notFound);
    expect(await send('PUT', '/api/Contact/ReActivateContact', otherAdmin.token, { contactID: standard.contactId })).toMatchObject(notFound);

    await t.deps.db.update(contacts).set({ status: 'I' }).where(eq(contacts.id, otherAdmin.contactId));
    expect((await send('GET', '/api/Contact/GetAll', otherAdmin.token)).status).toBe(403);
  });

  it('answers every invitation message', async () => {
    const acme = await company('Acme Messages');
    const admin = await member(acme.id, 3);
    const product = t.deps.config.productName;

    const long = `${'a'.repeat(50)}@example.com`;
    expect(await send('POST', '/api/Contact/Post', admin.token, newContact({ email: long }))).toMatchObject({
      status: 400,
      body: { errors: { email: [messages.contact.emailTooLong] } },
    });
    expect(await send('POST', '/api/Contact/Post', admin.token, newContact({ webRole: null }))).toMatchObject({
      status: 400,
      body: { message: messages.contact.accessLevelRequired(product), errors: { webRole: [messages.contact.accessLevelRequired(product)] } },
    });
    const missing = await send('POST', '/api/Contact/Post', admin.token, { webRole: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ firstName: ['First Name is Required'], lastName: ['Last Name is Required'], email: [messages.auth.emailRequired] });

    const elsewhere = await activeAccount(t.app, t.deps, { accountType: 'talent' });
    expect(await send('POST', '/api/Contact/Post', admin.token, newContact({ email: elsewhere.email }))).toMatchObject({
      status: 409,
      body: { message: messages.contact.hasAccountElsewhere(product) },
    });
    const invited = await invite(admin.token);
    expect(await send('POST', '/api/Contact/Post', admin.token, newContact({ email: invited.email.toUpperCase() }))).toMatchObject({
      status: 409,
      body: { message: messages.contact.alreadyInCompany },
    });
    expect(await send('POST', '/api/Contact/Post', admin.token, newContact({ email: admin.email }))).toMatchObject({
      status: 409,
      body: { message: messages.contact.alreadyInCompany },
    });
  });

  it('signs the invited person up by the link, once, into the company, and locks their name and e-mail', async () => {
    const acme = await company('Acme Lifecycle');
    const admin = await member(acme.id, 3);
    const invited = await invite(admin.token, { webRole: 3 });

    expect(await call(t.app, 'GET', `/api/User/Invitation?token=${encodeURIComponent(invited.token)}`)).toMatchObject({
      status: 200,
      body: { email: invited.email, firstName: 'Grace', lastName: 'Hopper', companyName: 'Acme Lifecycle' },
    });
    const [payload, sig] = invited.token.split('.');
    const altered = `${Buffer.from(JSON.stringify({ c: invited.contactId + 1, e: invited.email, x: Date.now() + INVITATION_TTL_MS })).toString('base64url')}.${sig}`;
    const refused = { status: 400, body: { message: companyContactTexts.invitationInvalid } };
    expect(await call(t.app, 'GET', `/api/User/Invitation?token=${altered}`)).toMatchObject(refused);
    expect(await signupInvite(`${payload}.${sig?.slice(1)}x`)).toMatchObject(refused);

    expect(await signupInvite(invited.token)).toMatchObject({ status: 200, body: { message: companyContactTexts.signedUp } });
    expect(await signupInvite(invited.token)).toMatchObject(refused);
    expect(await call(t.app, 'GET', `/api/User/Invitation?token=${encodeURIComponent(invited.token)}`)).toMatchObject(refused);

    const session = await login(t.app, invited.email);
    expect(session).toMatchObject({ status: 200, body: { clientId: acme.id, contactId: invited.contactId, webRole: 3 } });
    const list = await send('GET', '/api/Contact/GetAll', admin.token);
    expect(list.body).toContainEqual(expect.objectContaining({ contactID: invited.contactId, status: 'A' }));

    const edit = { contactID: invited.contactId, firstName: 'Grace', lastName: 'Hopper', email: invited.email, webRole: 1 };
    expect(await send('PUT', '/api/Contact/Put', admin.token, edit)).toMatchObject({ status: 200, body: { contact: { webRole: 1 } } });
    expect(await send('PUT', '/api/Contact/Put', admin.token, { ...edit, firstName: 'Amazing' })).toMatchObject({
      status: 400,
      body: { message: companyContactTexts.lockedFields },
    });
    expect(await send('POST', '/api/Contact/ReInvite', admin.token, { contactID: invited.contactId })).toMatchObject({
      status: 400,
      body: { message: companyContactTexts.onlyPendingReinvite },
    });
  });

  it('refuses an expired link; a pending contact can be edited and re-invited with a fresh link', async () => {
    const acme = await company('Acme Expiry');
    const admin = await member(acme.id, 3);
    const invited = await invite(admin.token);
    t.clock.advance(INVITATION_TTL_MS + 1000);
    expect(await signupInvite(invited.token)).toMatchObject({ status: 400, body: { message: companyContactTexts.invitationInvalid } });

    const fresh = await login(t.app, admin.email);
    const adminToken = String(fresh.body.token);
    const renamed = { contactID: invited.contactId, firstName: 'Anita', lastName: 'Borg', email: uniqueEmail('renamed'), webRole: 1 };
    expect(await send('PUT', '/api/Contact/Put', adminToken, renamed)).toMatchObject({ status: 200, body: { contact: { firstName: 'Anita', status: 'P' } } });
    expect(await send('POST', '/api/Contact/ReInvite', adminToken, { contactID: invited.contactId })).toMatchObject({
      status: 200,
      body: { message: messages.profile.inviteSent },
    });
    const token = await linkToken(t.deps, renamed.email, '/signupinvite');
    expect(await call(t.app, 'GET', `/api/User/Invitation?token=${encodeURIComponent(token)}`)).toMatchObject({
      status: 200,
      body: { email: renamed.email, firstName: 'Anita' },
    });
    expect(await signupInvite(token)).toMatchObject({ status: 200 });
  });

  it('deactivates an active contact and ends their sessions; reactivates an inactive one', async () => {
    const acme = await company('Acme Deactivate');
    const admin = await member(acme.id, 3);
    const standard = await member(acme.id, 1);
    const invited = await invite(admin.token);
    const asker = await activeAccount(t.app, t.deps, { accountType: 'client', email: uniqueEmail('asker') });
    await t.deps.db.update(contacts).set({ email: asker.email }).where(eq(contacts.id, invited.contactId));
    await t.deps.db.insert(companyJoinRequests).values({ contactId: Number(asker.session.contactId), companyId: acme.id });
    expect((await send('GET', '/api/Contact/GetAll', admin.token)).body).toContainEqual(
      expect.objectContaining({ contactID: invited.contactId, newRequest: true }),
    );

    expect((await send('GET', '/api/User/Session', standard.token)).status).toBe(200);
    expect(await send('PUT', '/api/Contact/DeActivateContact', admin.token, { contactID: admin.contactId })).toMatchObject({
      status: 400,
      body: { message: companyContactTexts.cannotDeactivateSelf },
    });
    expect(await send('PUT', '/api/Contact/DeActivateContact', admin.token, { contactID: invited.contactId })).toMatchObject({
      status: 400,
      body: { message: companyContactTexts.cannotDeactivate },
    });
    expect(await send('PUT', '/api/Contact/ReActivateContact', admin.token, { contactID: standard.contactId })).toMatchObject({
      status: 400,
      body: { message: companyContactTexts.onlyInactiveReactivate },
    });
    expect(await send('PUT', '/api/Contact/DeActivateContact', admin.token, { contactID: standard.contactId })).toMatchObject({
      status: 200,
      body: { message: companyContactTexts.deactivated },
    });
    expect((await send('GET', '/api/User/Session', standard.token)).status).toBe(401);
    expect(await login(t.app, standard.email)).toMatchObject({ status: 403, body: { message: authTexts.contactDeactivated } });
    expect((await send('GET', '/api/Contact/GetAll', admin.token)).body).toContainEqual(expect.objectContaining({ contactID: standard.contactId, status: 'I' }));
    expect(await send('PUT', '/api/Contact/DeActivateContact', admin.token, { contactID: standard.contactId })).toMatchObject({ status: 400 });
    expect(await send('PUT', '/api/Contact/ReActivateContact', admin.token, { contactID: standard.contactId })).toMatchObject({
      status: 200,
      body: { message: companyContactTexts.reactivated },
    });
    expect((await send('GET', '/api/Contact/GetAll', admin.token)).body).toContainEqual(expect.objectContaining({ contactID: standard.contactId, status: 'A' }));
    expect((await login(t.app, standard.email)).status).toBe(200);
  });
});
