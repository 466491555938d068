import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { companies, companyJoinRequests, contacts } from '../db/schema/index.ts';
import { activeAccount, call, login } from '../testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';

describe('GetJoiningRequestedUsers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const requests = (token: string) => call(t.app, 'GET', '/api/User/GetJoiningRequestedUsers', undefined, { token });

  /** A signed-in contact of the company; a status other than A is set after login, as a deactivation would. */
  async function contactWithCompany(companyId: number, webRole: number, status: 'A' | 'I' | 'P' = 'A') {
    const { email, session } = await activeAccount(t.app, t.deps, { accountType: 'client' });
    const contactId = Number(session.contactId);
    await t.deps.db.update(contacts).set({ companyId, webRole }).where(eq(contacts.id, contactId));
    const fresh = await login(t.app, email);
    if (status !== 'A') await t.deps.db.update(contacts).set({ status }).where(eq(contacts.id, contactId));
    return { contactId, token: String(fresh.body.token), body: fresh.body };
  }

  it('lists the pending requests of the administrator’s company only, and sends the requester to /companyPendingRequest', async () => {
    const [acme] = await t.deps.db.insert(companies).values({ name: 'Acme' }).returning();
    const [other] = await t.deps.db.insert(companies).values({ name: 'Other' }).returning();
    const admin = await contactWithCompany(acme?.id ?? 0, 3);
    expect(admin.body).toMatchObject({ clientId: acme?.id, webRole: 3, redirectTo: '/welcome' });

    const asker = await activeAccount(t.app, t.deps, { accountType: 'client' });
    const decided = await activeAccount(t.app, t.deps, { accountType: 'client' });
    const elsewhere = await activeAccount(t.app, t.deps, { accountType: 'client' });
    const [pending] = await t.deps.db
      .insert(companyJoinRequests)
      .values([
        { contactId: Number(asker.session.contactId), companyId: acme?.id ?? 0 },
        { contactId: Number(decided.session.contactId), companyId: acme?.id ?? 0, status: 'rejected' },
        { contactId: Number(elsewhere.session.contactId), companyId: other?.id ?? 0 },
      ])
      .returning();

    const res = await requests(admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        requestId: pending?.id,
        contactId: Number(asker.session.contactId),
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: asker.email,
        requestedAt: expect.any(String),
      },
    ]);
    expect((await login(t.app, asker.email)).body.redirectTo).toBe('/companyPendingRequest');
  });

  it('refuses with 403 a standard user, an inactive administrator, a company-less contact and a talent', async () => {
    const [acme] = await t.deps.db.insert(companies).values({ name: 'Acme 2' }).returning();
    const standard = await contactWithCompany(acme?.id ?? 0, 1);
    const inactive = await contactWithCompany(acme?.id ?? 0, 3, 'I');
    const alone = await activeAccount(t.app, t.deps, { accountType: 'client' });
    const talent = await activeAccount(t.app, t.deps, { accountType: 'talent' });
    for (const token of [standard.token, inactive.token, alone.session.token, talent.session.token]) {
      expect(await requests(token)).toMatchObject({ status: 403, body: { message: authTexts.notCompanyAdministrator } });
    }
    expect((await call(t.app, 'GET', '/api/User/GetJoiningRequestedUsers')).status).toBe(401);
  });
});
