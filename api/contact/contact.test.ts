import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { contacts, projectContacts, projects, users } from '../db/schema/index.ts';
import { makePng } from '../seed/demo-files.ts';
import { call } from '../testing/test-client.ts';
import { testPeople } from '../my-information/test-people.ts';
import { accountTexts } from '#domain/account.ts';
import { messages } from '#domain/messages.ts';

describe('Contact: my information and active jobs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let people: ReturnType<typeof testPeople>;
  beforeAll(async () => {
    t = await createTestApp();
    people = testPeople(t.deps);
  });
  afterAll(() => t.close());

  const get = (token: string) => call(t.app, 'GET', '/api/Contact/GetMyinformation', undefined, { token });
  const update = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/api/Contact/UpdateMyInformation', body, { token });
  const activeJob = (token: string) => call(t.app, 'GET', '/api/Contact/GetHasActiveJob', undefined, { token });
  const valid = { firstName: 'Carla', lastName: 'Stone', nickName: 'Cee', phone: '+1 (555) 123-4567', jobTitle: 'L&D Lead', departmentId: 2 };

  it('reads and saves a contact’s information, names and nickname going to the login too', async () => {
    const companyId = await people.company('Acme Learning');
    const contact = await people.contact({ companyId });
    const before = await get(contact.token);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      contactId: contact.contactId,
      firstName: 'Cory',
      nickName: null,
      email: contact.email,
      phone: null,
      departmentId: null,
      thumbnailBlobId: null,
      companyId,
      companyName: 'Acme Learning',
      webRole: 3,
      status: 'A',
    });
    expect(before.body.departments).toContainEqual({ id: 2, name: 'Training' });

    const photo = `data:image/png;base64,${Buffer.from(makePng([0, 90, 200])).toString('base64')}`;
    const saved = await update(contact.token, { ...valid, imageAsBase64String: photo });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: accountTexts.informationSaved, ...valid, email: contact.email });
    const [row] = await t.deps.db.select().from(contacts).where(eq(contacts.id, contact.contactId));
    const [login] = await t.deps.db.select().from(users).where(eq(users.id, contact.userId));
    expect(row?.imageBlobId).toBe(saved.body.thumbnailBlobId);
    expect(login).toMatchObject({ firstName: 'Carla', lastName: 'Stone', nickname: 'Cee', photoBlobId: row?.imageBlobId });

    const photoRes = await t.app.request(`/api/Blob/Photo?id=${String(saved.body.thumbnailBlobId)}`, { headers: { authorization: `Bearer ${contact.token}` } });
    expect(photoRes.headers.get('content-type')).toBe('image/png');

    const blanked = await update(contact.token, { firstName: 'Carla', lastName: 'Stone', phone: '', departmentId: '' });
    expect(blanked.body).toMatchObject({ phone: null, jobTitle: null, departmentId: null, nickName: null, thumbnailBlobId: saved.body.thumbnailBlobId });
  });

  it('answers clear validation messages', async () => {
    const contact = await people.contact();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, lastName: 'S'.repeat(21) }, 'lastName', 'Last Name should not exceed 20 characters'],
      [{ ...valid, firstName: '' }, 'firstName', 'First Name is Required'],
      [{ ...valid, phone: '12345' }, 'phone', accountTexts.phoneInvalid],
      [{ ...valid, phone: '1'.repeat(18) }, 'phone', accountTexts.phoneInvalid],
      [{ ...valid, phone: '555-CALL-NOW' }, 'phone', accountTexts.phoneInvalid],
      [{ ...valid, departmentId: 999 }, 'departmentId', accountTexts.departmentUnknown],
      [{ ...valid, jobTitle: 'J'.repeat(101) }, 'jobTitle', accountTexts.jobTitleTooLong],
    ];
    for (const [body, field, message] of cases) {
      const res = await update(contact.token, body);
      expect(res.status, field).toBe(400);
      expect(res.body.errors, field).toMatchObject({ [field]: [message] });
    }
    const text = `data:image/jpeg;base64,${Buffer.from('plain text').toString('base64')}`;
    expect(await update(contact.token, { ...valid, imageAsBase64String: text })).toMatchObject({
      status: 415,
      body: { message: messages.upload.typeNotAllowed },
    });
    const [row] = await t.deps.db.select().from(contacts).where(eq(contacts.id, contact.contactId));
    expect(row?.phone).toBeNull();
  });

  it('is for contacts only', async () => {
    const talent = await people.talent();
    for (const res of [await get(talent.token), await update(talent.token, valid), await activeJob(talent.token)]) {
      expect(res).toMatchObject({ status: 403, body: { message: accountTexts.contactOnly } });
    }
    expect((await call(t.app, 'GET', '/api/Contact/GetHasActiveJob')).status).toBe(401);
  });

  it('says whether the contact is on an open job', async () => {
    const companyId = await people.company('Jobs Inc');
    const contact = await people.contact({ companyId });
    const colleague = await people.contact({ companyId, webRole: 1 });
    expect((await activeJob(contact.token)).body).toEqual({ hasActiveJob: false });

    const [draft] = await t.deps.db.insert(projects).values({ companyId, title: 'Draft job', status: 'draft' }).returning();
    await t.deps.db.insert(projectContacts).values({ projectId: draft?.id ?? 0, contactId: contact.contactId });
    expect((await activeJob(contact.token)).body).toEqual({ hasActiveJob: false });

    const [open] = await t.deps.db.insert(projects).values({ companyId, title: 'Open job', status: 'open' }).returning();
    await t.deps.db.insert(projectContacts).values({ projectId: open?.id ?? 0, contactId: contact.contactId });
    expect((await activeJob(contact.token)).body).toEqual({ hasActiveJob: true });
    expect((await activeJob(colleague.token)).body).toEqual({ hasActiveJob: false });

    await t.deps.db.update(projects).set({ status: 'closed' }).where(eq(projects.id, open?.id ?? 0));
    expect((await activeJob(contact.token)).body).toEqual({ hasActiveJob: false });
  });
});
