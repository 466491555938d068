import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { notificationTexts } from '#domain/notifications.ts';
import { signSubscriptionLink, subscriptionSignature } from './settings-link.ts';
import { agencyAccounts, clientAccount, request, talentAccount } from './test-accounts.ts';

const allOn = { jobAlerts: true, proposalUpdates: true, messages: true, testimonials: true, payments: true, newsletter: true };

describe('notification settings', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (path: string, token?: string) => request(t.app, 'GET', path, token ? { token } : {});
  const post = (path: string, body: unknown, token?: string) => request(t.app, 'POST', path, { body, ...(token ? { token } : {}) });

  it('a talent reads and changes their own e-mail subscriptions; missing flags keep their value', async () => {
    const talent = await talentAccount(t.deps);
    const read = await get(`/api/Notification/GetEmailSubscriptions?instrId=${talent.instrId}`, talent.token);
    expect(read).toEqual({ status: 200, body: { instrId: talent.instrId, email: talent.email, ...allOn } });
    const saved = await post('/api/Notification/AddUpdateEmailSubscriptions', { instrId: talent.instrId, newsletter: false }, talent.token);
    expect(saved.body).toEqual({ instrId: talent.instrId, email: talent.email, ...allOn, newsletter: false });
    const again = await post('/api/Notification/AddUpdateEmailSubscriptions', { instrId: talent.instrId, messages: false }, talent.token);
    expect(again.body).toMatchObject({ newsletter: false, messages: false, jobAlerts: true });
    expect((await get(`/api/Notification/GetEmailSubscriptions?instrId=${talent.instrId}`, talent.token)).body).toEqual(again.body);
    const bad = await post('/api/Notification/AddUpdateEmailSubscriptions', { instrId: talent.instrId, messages: 'no' }, talent.token);
    expect(bad).toMatchObject({ status: 400, body: { message: notificationTexts.flagInvalid } });
  });

  it('a talent’s in-app notification settings', async () => {
    const talent = await talentAccount(t.deps);
    const path = `/api/Notification/GetAccountNotifications?instrId=${talent.instrId}`;
    expect((await get(path, talent.token)).body).toEqual({ instrId: talent.instrId, email: talent.email, jobMatches: true, proposalUpdates: true, messages: true, documents: true });
    await post('/api/Notification/AddUpdateAccountNotifications', { instrId: talent.instrId, documents: false }, talent.token);
    expect((await get(path, talent.token)).body).toMatchObject({ documents: false, jobMatches: true });
  });

  it('a contact’s own e-mail subscriptions', async () => {
    const client = await clientAccount(t.deps);
    const path = `/api/Notification/GetContactEmailSubscriptions?contactId=${client.contactId}`;
    expect((await get(path, client.token)).body).toEqual({ contactId: client.contactId, email: client.email, newProposals: true, proposalUpdates: true, messages: true, companyUpdates: true, payments: true, newsletter: true });
    await post('/api/Notification/AddUpdateContactEmailSubscriptions', { contactId: client.contactId, newProposals: false }, client.token);
    expect((await get(path, client.token)).body).toMatchObject({ newProposals: false, messages: true });
  });

  it('refuses another talent’s or contact’s settings, and callers with neither session nor link', async () => {
    const talent = await talentAccount(t.deps);
    const other = await talentAccount(t.deps);
    const client = await clientAccount(t.deps);
    const otherClient = await clientAccount(t.deps);
    const refused = { status: 403, body: { message: notificationTexts.notYours } };
    expect(await get(`/api/Notification/GetEmailSubscriptions?instrId=${other.instrId}`, talent.token)).toMatchObject(refused);
    expect(await post('/api/Notification/AddUpdateEmailSubscriptions', { instrId: other.instrId, newsletter: false }, talent.token)).toMatchObject(refused);
    expect(await get(`/api/Notification/GetAccountNotifications?instrId=${other.instrId}`, talent.token)).toMatchObject(refused);
    expect(await post('/api/Notification/AddUpdateAccountNotifications', { instrId: other.instrId, messages: false }, talent.token)).toMatchObject(refused);
    expect(await get(`/api/Notification/GetContactEmailSubscriptions?contactId=${otherClient.contactId}`, client.token)).toMatchObject(refused);
    expect(await post('/api/Notification/AddUpdateContactEmailSubscriptions', { contactId: otherClient.contactId, messages: false }, client.token)).toMatchObject(refused);
    expect(await get(`/api/Notification/GetEmailSubscriptions?instrId=${talent.instrId}`, client.token)).toMatchObject(refused);
    expect(await get(`/api/Notification/GetEmailSubscriptions?instrId=999999`, talent.token)).toMatchObject(refused);
    expect((await get(`/api/Notification/GetEmailSubscriptions?instrId=${other.instrId}`, other.token)).body).toMatchObject(allOn);
    expect(await get(`/api/Notification/GetEmailSubscriptions?instrId=${talent.instrId}`)).toMatchObject({ status: 401, body: { message: notificationTexts.signInOrLink } });
    expect((await get(`/api/Notification/GetContactEmailSubscriptions?contactId=${client.contactId}`)).status).toBe(401);
  });

  it('an agency owner manages the agency’s talent; a member only their own profile', async () => {
    const agency = await agencyAccounts(t.deps);
    const outsider = await talentAccount(t.deps);
    const path = (instrId: number | null) => `/api/Notification/GetEmailSubscriptions?instrId=${instrId}`;
    for (const instrId of [agency.agencyId, agency.talentInstrId, agency.member.instrId, agency.owner.instrId]) {
      expect((await get(path(instrId), agency.owner.token)).status, `owner → ${instrId}`).toBe(200);
    }
    expect((await get(path(outsider.instrId), agency.owner.token)).status).toBe(403);
    expect((await get(path(agency.member.instrId), agency.member.token)).body).toMatchObject({ email: agency.member.email });
    expect((await get(path(agency.talentInstrId), agency.member.token)).status).toBe(403);
    expect((await get(path(agency.agencyId), agency.member.token)).status).toBe(403);
    const saved = await post('/api/Notification/AddUpdateEmailSubscriptions', { instrId: agency.talentInstrId, jobAlerts: false }, agency.owner.token);
    expect(saved.body).toMatchObject({ instrId: agency.talentInstrId, email: null, jobAlerts: false });
  });

  it('the signed link from an e-mail stands in for a session; an altered one is refused', async () => {
    const talent = await talentAccount(t.deps);
    const other = await talentAccount(t.deps);
    const client = await clientAccount(t.deps);
    const link = new URL(signSubscriptionLink(t.deps, { instrId: talent.instrId ?? 0, email: talent.email }, 'https://market.example'));
    expect(link.pathname).toBe('/notification-settings');
    const params = Object.fromEntries(link.searchParams) as { instrId: string; email: string; sig: string };
    const query = (p: Record<string, string>) => new URLSearchParams(p).toString();

    const read = await get(`/api/Notification/GetEmailSubscriptions?${query(params)}`);
    expect(read).toEqual({ status: 200, body: { instrId: talent.instrId, email: talent.email, ...allOn } });
    const saved = await post('/api/Notification/AddUpdateEmailSubscriptions', { instrId: talent.instrId, email: params.email, sig: params.sig, newsletter: false });
    expect(saved.body).toMatchObject({ newsletter: false });
    expect((await get(`/api/Notification/GetAccountNotifications?${query(params)}`)).status).toBe(200);
    // The link decides even for someone signed in as another account.
    expect((await get(`/api/Notification/GetEmailSubscriptions?${query(params)}`, other.token)).status).toBe(200);

    const refused = { status: 403, body: { message: notificationTexts.linkInvalid } };
    expect(await get(`/api/Notification/GetEmailSubscriptions?${query({ ...params, instrId: String(other.instrId) })}`)).toMatchObject(refused);
    expect(await get(`/api/Notification/GetEmailSubscriptions?${query({ ...params, email: other.email })}`)).toMatchObject(refused);
    const flipped = `${params.sig.slice(0, -1)}${params.sig.endsWith('A') ? 'B' : 'A'}`;
    expect(await get(`/api/Notification/GetEmailSubscriptions?${query({ ...params, sig: flipped })}`)).toMatchObject(refused);
    expect(await get(`/api/Notification/GetEmailSubscriptions?${query({ ...params, sig: 'forged' })}`)).toMatchObject(refused);
    expect(await post('/api/Notification/AddUpdateEmailSubscriptions', { instrId: other.instrId, email: params.email, sig: params.sig, newsletter: false })).toMatchObject(refused);
    expect(await get(`/api/Notification/GetEmailSubscriptions?${query({ instrId: params.instrId, sig: params.sig })}`)).toMatchObject({
      status: 400,
      body: { message: notificationTexts.linkNeedsEmail },
    });
    // A talent's signature is not a contact's, even with the same number.
    const asContact = subscriptionSignature(t.deps, { contactId: talent.instrId ?? 0, email: talent.email });
    expect(asContact).not.toBe(params.sig);
    const contactSig = subscriptionSignature(t.deps, { contactId: client.contactId ?? 0, email: client.email });
    const contactRead = await get(`/api/Notification/GetContactEmailSubscriptions?${query({ contactId: String(client.contactId), email: client.email, sig: contactSig })}`);
    expect(contactRead.body).toMatchObject({ contactId: client.contactId, email: client.email, newProposals: true });
    expect(await get(`/api/Notification/GetContactEmailSubscriptions?${query({ contactId: String(client.contactId), email: client.email, sig: params.sig })}`)).toMatchObject(refused);
  });

  it('a link signed with another secret is refused', async () => {
    const talent = await talentAccount(t.deps);
    const foreign = await createTestApp({ linkSecret: 'another-secret' });
    try {
      const sig = subscriptionSignature(foreign.deps, { instrId: talent.instrId ?? 0, email: talent.email });
      const res = await get(`/api/Notification/GetEmailSubscriptions?instrId=${talent.instrId}&email=${encodeURIComponent(talent.email)}&sig=${sig}`);
      expect(res.status).toBe(403);
    } finally {
      await foreign.close();
    }
  });
});
