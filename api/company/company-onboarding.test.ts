import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { companies, companyJoinRequests, contacts, notifications } from '../db/schema/index.ts';
import { call, enterFreshWindow } from '../testing/test-client.ts';
import { testPeople, type SignedIn } from '../my-information/test-people.ts';
import { accountTexts } from '#domain/account.ts';
import { messages } from '#domain/messages.ts';

describe('Company onboarding', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let people: ReturnType<typeof testPeople>;
  beforeAll(async () => {
    t = await createTestApp();
    people = testPeople(t.deps);
  });
  afterAll(() => t.close());

  const post = (path: string, token: string, body?: Record<string, unknown>) => call(t.app, 'POST', `/api/Company/${path}`, body, { token });
  const get = (path: string, token: string) => call(t.app, 'GET', `/api/Company/${path}`, undefined, { token });
  const refresh = (who: SignedIn) => call(t.app, 'POST', '/api/User/RefreshToken', { jwtToken: who.token, refreshToken: who.refreshToken });
  const contactRow = async (contactId: number) => (await t.deps.db.select().from(contacts).where(eq(contacts.id, contactId)))[0];
  const subjectsOf = async (userId: number) =>
    (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => `${n.type}: ${n.subject}`);
  const newCompany = { name: 'Acme Learning', website: 'acme.example.com', phone: '+1 555 010 2030', countryCode: 'US', stateCode: 'IL', city: "O'Fallon" };

  describe('Create', () => {
    it('creates the company and makes the company-less caller its active Administrator; a refresh carries the new claims', async () => {
      const founder = await people.contact({ webRole: 1, status: 'I' });
      const res = await post('Create', founder.token, newCompany);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: accountTexts.companyCreated,
        company: { name: 'Acme Learning', website: 'https://acme.example.com', phone: '+1 555 010 2030', countryCode: 'US', stateCode: 'IL', city: "O'Fallon" },
      });
      const companyId = (res.body.company as { id: number }).id;
      expect(await contactRow(founder.contactId)).toMatchObject({ companyId, webRole: 3, status: 'A' });

      const renewed = await refresh(founder);
      expect(renewed.status).toBe(200);
      expect(renewed.body).toMatchObject({ contactId: founder.contactId, clientId: companyId, webRole: 3 });

      expect(await post('Create', founder.token, { ...newCompany, name: 'Second' })).toMatchObject({
        status: 409,
        body: { message: accountTexts.alreadyInCompany },
      });
    });

    it('creates one company when the same contact sends Create twice at once', async () => {
      const founder = await people.contact();
      const answers = await Promise.all([post('Create', founder.token, newCompany), post('Create', founder.token, newCompany)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const created = await t.deps.db.select().from(companies).where(eq(companies.id, Number((await contactRow(founder.contactId))?.companyId)));
      expect(created).toHaveLength(1);
    });

    it('is refused to talent, and to a contact of a company', async () => {
      const talent = await people.talent();
      expect(await post('Create', talent.token, newCompany)).toMatchObject({ status: 403, body: { message: accountTexts.contactOnly } });
      const member = await people.contact({ companyId: await people.company('Existing'), webRole: 1 });
      expect((await post('Create', member.token, newCompany)).status).toBe(409);
      expect((await call(t.app, 'POST', '/api/Company/Create', newCompany)).status).toBe(401);
    });

    it('validates every field with a clear message and writes nothing', async () => {
      const founder = await people.contact();
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ ...newCompany, name: ' ' }, 'name', accountTexts.companyNameRequired],
        [{ ...newCompany, name: 'N'.repeat(101) }, 'name', accountTexts.companyNameTooLong],
        [{ ...newCompany, city: 'Springfield 2' }, 'city', messages.city.invalid],
        [{ ...newCompany, website: 'not a site' }, 'website', messages.portfolio.badUrl],
        [{ ...newCompany, website: 'ftp://files.example.com' }, 'website', messages.portfolio.badUrl],
        [{ ...newCompany, phone: '123' }, 'phone', accountTexts.phoneInvalid],
        [{ ...newCompany, countryCode: 'XX' }, 'countryCode', accountTexts.countryUnknown],
        [{ ...newCompany, stateCode: 'BC' }, 'stateCode', accountTexts.stateUnknown],
      ];
      for (const [body, field, message] of cases) {
        const res = await post('Create', founder.token, body);
        expect(res.status, field).toBe(400);
        expect(res.body.errors, field).toMatchObject({ [field]: [message] });
      }
      expect((await contactRow(founder.contactId))?.companyId).toBeNull();
      const minimal = await post('Create', founder.token, { name: 'Minimal Co', countryCode: 'fr', website: '', city: '' });
      expect(minimal.body).toMatchObject({ company: { name: 'Minimal Co', countryCode: 'FR', website: null, stateCode: null, city: null } });
    });
  });

  describe('Search', () => {
    it('finds companies by name, those starting with it first, at most 10, without contact data', async () => {
      const asker = await people.contact();
      await people.company('Northwind Training');
      await people.company('The Northwind Group');
      await people.company('Unrelated Ltd');
      for (let i = 0; i < 12; i += 1) await people.company(`Zeta ${i} Widgets`);

      const res = await call(t.app, 'GET', '/api/Company/Search?name=northwind', undefined, { token: asker.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { id: expect.any(Number), name: 'Northwind Training', city: 'Springfield', countryCode: 'US', country: 'United States' },
        { id: expect.any(Number), name: 'The Northwind Group', city: 'Springfield', countryCode: 'US', country: 'United States' },
      ]);
      expect((await call(t.app, 'GET', '/api/Company/Search?Name=widgets', undefined, { token: asker.token })).body).toHaveLength(10);
      expect((await call(t.app, 'GET', '/api/Company/Search?name=%25%25', undefined, { token: asker.token })).body).toEqual([]);
    });

    it('needs two characters and a contact', async () => {
      const asker = await people.contact();
      expect(await call(t.app, 'GET', '/api/Company/Search?name=a', undefined, { token: asker.token })).toMatchObject({
        status: 400,
        body: { message: accountTexts.searchTooShort },
      });
      const talent = await people.talent();
      expect((await call(t.app, 'GET', '/api/Company/Search?name=acme', undefined, { token: talent.token })).status).toBe(403);
    });
  });

  describe('join requests', () => {
    async function companyWithAdmin(name: string) {
      const companyId = await people.company(name);
      return { companyId, admin: await people.contact({ companyId, firstName: 'Ada' }) };
    }

    it('go from request to approval: one pending at a time, cancellable, answered only by an administrator of that company', async () => {
      const { companyId, admin } = await companyWithAdmin('Join Me Inc');
      const other = await companyWithAdmin('Someone Else Inc');
      const asker = await people.contact({ firstName: 'Jo' });

      expect(await get('MyJoinRequest', asker.token)).toMatchObject({ status: 200, body: null });
      const sent = await post('RequestToJoin', asker.token, { companyId });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({
        message: accountTexts.joinRequested,
        request: { companyId, companyName: 'Join Me Inc', city: 'Springfield', country: 'United States', status: 'pending' },
      });
      const requestId = (sent.body.request as { requestId: number }).requestId;
      expect((await get('MyJoinRequest', asker.token)).body).toMatchObject({ requestId, companyId });

      expect(await post('RequestToJoin', asker.token, { companyId: other.companyId })).toMatchObject({
        status: 409,
        body: { message: accountTexts.requestAlreadyPending },
      });
      expect(await post('Create', asker.token, newCompany)).toMatchObject({ status: 409, body: { message: accountTexts.requestAlreadyPending } });
      const login = await call(t.app, 'GET', '/api/User/Session', undefined, { token: asker.token });
      expect(login.body.redirectTo).toBe('/companyPendingRequest');

      expect(await post('CancelJoinRequest', asker.token)).toMatchObject({ status: 200, body: { message: accountTexts.joinRequestCancelled } });
      expect((await get('MyJoinRequest', asker.token)).body).toBeNull();
      expect(await post('CancelJoinRequest', asker.token)).toMatchObject({ status: 404, body: { message: accountTexts.noPendingRequest } });

      const again = await post('RequestToJoin', asker.token, { companyId });
      expect(await subjectsOf(admin.userId)).toEqual(['C: Jo Tester asked to join Join Me Inc', 'C: Jo Tester asked to join Join Me Inc']);
      expect(await subjectsOf(other.admin.userId)).toEqual([]);
      const pendingId = (again.body.request as { requestId: number }).requestId;
      const listed = await call(t.app, 'GET', '/api/User/GetJoiningRequestedUsers', undefined, { token: admin.token });
      expect(listed.body).toEqual([expect.objectContaining({ requestId: pendingId, contactId: asker.contactId })]);

      const standard = await people.contact({ companyId, webRole: 1 });
      const inactiveAdmin = await people.contact({ companyId, webRole: 3, status: 'I' });
      const companyLess = await people.contact();
      const talent = await people.talent();
      for (const refused of [standard, inactiveAdmin, companyLess, talent]) {
        expect(await post('ApproveJoinRequest', refused.token, { requestId: pendingId })).toMatchObject({
          status: 403,
          body: { message: accountTexts.notCompanyAdministrator },
        });
        expect((await post('RejectJoinRequest', refused.token, { requestId: pendingId })).status).toBe(403);
      }
      expect(await post('ApproveJoinRequest', other.admin.token, { requestId: pendingId })).toMatchObject({
        status: 404,
        body: { message: accountTexts.requestNotFound },
      });
      expect((await post('RejectJoinRequest', other.admin.token, { requestId: pendingId })).status).toBe(404);
      expect((await contactRow(asker.contactId))?.companyId).toBeNull();

      expect(await post('ApproveJoinRequest', admin.token, { requestId: pendingId })).toMatchObject({
        status: 200,
        body: { message: accountTexts.joinRequestApproved },
      });
      expect(await contactRow(asker.contactId)).toMatchObject({ companyId, webRole: 1, status: 'A' });
      const [decided] = await t.deps.db.select().from(companyJoinRequests).where(eq(companyJoinRequests.id, pendingId));
      expect(decided).toMatchObject({ status: 'approved', decidedByContactId: admin.contactId, decidedAt: expect.any(Date) });
      expect((await refresh(asker)).body).toMatchObject({ clientId: companyId, webRole: 1 });
      expect(await subjectsOf(asker.userId)).toEqual(['C: You joined Join Me Inc']);

      expect((await post('ApproveJoinRequest', admin.token, { requestId: pendingId })).status).toBe(404);
      expect(await post('RequestToJoin', asker.token, { companyId: other.companyId })).toMatchObject({
        status: 409,
        body: { message: accountTexts.alreadyInCompany },
      });
      expect((await get('MyJoinRequest', asker.token)).body).toBeNull();
    });

    it('can be rejected, after which the contact may ask again', async () => {
      const { companyId, admin } = await companyWithAdmin('Picky Ltd');
      const asker = await people.contact();
      const sent = await post('RequestToJoin', asker.token, { companyId });
      const requestId = (sent.body.request as { requestId: number }).requestId;
      expect(await post('RejectJoinRequest', admin.token, { requestId })).toMatchObject({
        status: 200,
        body: { message: accountTexts.joinRequestRejected },
      });
      expect((await contactRow(asker.contactId))?.companyId).toBeNull();
      expect((await get('MyJoinRequest', asker.token)).body).toBeNull();
      expect(await subjectsOf(asker.userId)).toEqual(['C: Your request to join Picky Ltd was declined']);
      expect((await post('ApproveJoinRequest', admin.token, { requestId })).status).toBe(404);
      expect((await post('RequestToJoin', asker.token, { companyId })).status).toBe(200);
    });

    it('keeps one pending request when two are sent at once', async () => {
      const first = await companyWithAdmin('Race One');
      const second = await companyWithAdmin('Race Two');
      const asker = await people.contact();
      const answers = await Promise.all([
        post('RequestToJoin', asker.token, { companyId: first.companyId }),
        post('RequestToJoin', asker.token, { companyId: second.companyId }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await t.deps.db.select().from(companyJoinRequests).where(eq(companyJoinRequests.contactId, asker.contactId))).toHaveLength(1);
    });

    it('are limited to 5 a minute per contact, so a contact cannot flood administrators by asking and cancelling', async () => {
      const { companyId, admin } = await companyWithAdmin('Flooded Inc');
      const asker = await people.contact();
      enterFreshWindow(t.clock);
      for (let i = 0; i < 5; i += 1) {
        expect((await post('RequestToJoin', asker.token, { companyId })).status).toBe(200);
        expect((await post('CancelJoinRequest', asker.token)).status).toBe(200);
      }
      const refused = await post('RequestToJoin', asker.token, { companyId });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await subjectsOf(admin.userId)).toHaveLength(5);
      expect((await post('RequestToJoin', (await people.contact()).token, { companyId })).status).toBe(200);
      t.clock.advance(Number(refused.headers.get('retry-after')) * 1000);
      expect((await post('RequestToJoin', asker.token, { companyId })).status).toBe(200);
    });

    it('refuses an unknown company, a contact of a company, talent and bad ids', async () => {
      const asker = await people.contact();
      const [last] = await t.deps.db.select({ id: companies.id }).from(companies).orderBy(companies.id);
      expect(await post('RequestToJoin', asker.token, { companyId: (last?.id ?? 0) + 100_000 })).toMatchObject({
        status: 404,
        body: { message: accountTexts.companyNotFound },
      });
      const { companyId, admin } = await companyWithAdmin('Full House');
      expect((await post('RequestToJoin', admin.token, { companyId })).status).toBe(409);
      const talent = await people.talent();
      expect((await post('RequestToJoin', talent.token, { companyId })).status).toBe(403);
      expect((await get('MyJoinRequest', talent.token)).status).toBe(403);
      expect((await post('RequestToJoin', asker.token, { companyId: 'abc' })).status).toBe(400);
      expect((await post('ApproveJoinRequest', admin.token, {})).status).toBe(400);
    });

    it('refuses to approve someone whose address is already a contact of the company', async () => {
      const { companyId, admin } = await companyWithAdmin('Twice Co');
      const asker = await people.contact();
      const sent = await post('RequestToJoin', asker.token, { companyId });
      await t.deps.db.insert(contacts).values({ companyId, email: asker.email.toUpperCase(), firstName: 'Invited', lastName: 'Twin', status: 'P' });
      const requestId = (sent.body.request as { requestId: number }).requestId;
      expect(await post('ApproveJoinRequest', admin.token, { requestId })).toMatchObject({
        status: 409,
        body: { message: accountTexts.requesterAlreadyContact },
      });
      expect((await contactRow(asker.contactId))?.companyId).toBeNull();
      const [still] = await t.deps.db.select().from(companyJoinRequests).where(eq(companyJoinRequests.id, requestId));
      expect(still?.status).toBe('pending');
    });
  });
});
