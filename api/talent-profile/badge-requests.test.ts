import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blobs, certifications, mailOutbox } from '../db/schema/index.ts';
import { makePdf } from '../seed/demo-files.ts';
import { createProfileTestApp } from '../testing/profile-test-app.ts';
import { call } from '../testing/test-client.ts';
import { badgeRequestTexts } from '#domain/badge-request-texts.ts';

let t: Awaited<ReturnType<typeof createProfileTestApp>>;
beforeAll(async () => {
  t = await createProfileTestApp();
});
afterAll(() => t.close());

type Talent = Awaited<ReturnType<typeof t.people.talent>>;

async function certification(talent: Talent, name = 'Microsoft Certified Trainer'): Promise<number> {
  const res = await t.as(talent.token).post('/api/Certification/Post', { name, issuingOrganization: 'Microsoft', issueDate: '2022-05-01' });
  expect(res.status).toBe(200);
  const all = await t.deps.db.select({ id: certifications.id }).from(certifications).where(eq(certifications.instrId, talent.instrId)).orderBy(certifications.id);
  return all.at(-1)?.id ?? 0;
}

async function uploadDocument(talent: Talent, id: number, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('formFile', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await t.app.request(`/api/Certification/UploadDocument?id=${id}`, { method: 'PUT', headers: { authorization: `Bearer ${talent.token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message: string } };
}

/** The token of the latest reviewers' e-mail with this subject. */
async function reviewToken(subject: string): Promise<string> {
  const mails = (await t.deps.db.select().from(mailOutbox).orderBy(mailOutbox.id)).filter((m) => m.subject === subject);
  const mail = mails.at(-1);
  expect(mail?.toAddress).toBe(t.deps.config.supportEmail);
  const approve = /(http\S+\/approval\?token=[^&\s]+&decision=approve)/.exec(mail?.text ?? '')?.[1];
  expect(/decision=reject/.test(mail?.text ?? '')).toBe(true);
  return new URL(approve ?? 'http://x').searchParams.get('token') ?? '';
}

const decide = (token: string, decision: 'approve' | 'reject') => call(t.app, 'POST', '/api/Approval/Decide', { token, decision });
const publicBadge = async (talent: Talent) => {
  const res = await call(t.app, 'GET', `/api/TrainerProfile/GetPublicProfile?instrId=${talent.instrId}`, undefined, { token: talent.token });
  return (res.body.view as { trustBadge: string | null }).trustBadge;
};

describe('certified trust badges by approved evidence', () => {
  it('asks for CT with an uploaded certification document, shows it only once the support team approves, and tells the talent', async () => {
    const talent = await t.people.talent('Carla');
    const me = t.as(talent.token);
    const id = await certification(talent);

    const withoutDocument = await me.post('/api/TrustBadge/Request', { kind: 'CT', certificationId: id });
    expect(withoutDocument).toMatchObject({ status: 409, body: { message: badgeRequestTexts.documentMissing } });

    expect((await uploadDocument(talent, id, new TextEncoder().encode('just words'), 'certificate.pdf')).status).toBe(415);
    const uploaded = await uploadDocument(talent, id, makePdf('Microsoft Certified Trainer', ['Carla Tester']), 'mct.pdf');
    expect(uploaded).toMatchObject({ status: 200, body: { message: badgeRequestTexts.documentSaved, certifications: [{ id, documentName: 'mct.pdf' }] } });

    const asked = await me.post('/api/TrustBadge/Request', { kind: 'CT', certificationId: id });
    expect(asked).toMatchObject({ status: 200, body: { message: badgeRequestTexts.requested('CT'), badge: null, requests: { CT: { status: 'pending', certificationName: 'Microsoft Certified Trainer' }, CID: null } } });
    expect(await publicBadge(talent)).toBeNull();
    expect((await me.post('/api/TrustBadge/Request', { kind: 'CT', certificationId: id })).body.message).toBe(badgeRequestTexts.pending('CT'));

    const token = await reviewToken('Trust badge to review: CT (certified trainer)');
    const read = await call(t.app, 'GET', `/api/Approval/Get?token=${encodeURIComponent(token)}`);
    expect(read.body).toMatchObject({ kind: 'CT', status: 'pending', documentName: 'mct.pdf' });
    expect(JSON.stringify(read.body.facts)).toContain('Certification: Microsoft Certified Trainer issued by Microsoft on 2022-05-01');
    const evidence = await t.app.request(`/api/Approval/Evidence?token=${encodeURIComponent(token)}`);
    expect(evidence.status).toBe(200);
    expect(evidence.headers.get('content-type')).toBe('application/pdf');

    expect((await decide(token, 'approve')).status).toBe(200);
    expect(await publicBadge(talent)).toBe('CT');
    expect((await me.get('/api/TrustBadge/GetRequests')).body).toMatchObject({ badge: 'CT', requests: { CT: { status: 'approved' } } });
    expect((await me.post('/api/TrustBadge/Request', { kind: 'CT', certificationId: id })).body.message).toBe(badgeRequestTexts.held('CT'));
    expect(JSON.stringify((await me.get('/api/Notification/Get?notificationType=T')).body)).toContain('Your trust badge CT was approved');

    // The badge rests on the certification: deleting it takes the badge away.
    expect((await me.delete(`/api/Certification/Delete?id=${id}`)).status).toBe(200);
    expect(await publicBadge(talent)).toBeNull();
  });

  it('keeps the badge hidden when the request is rejected, tells the talent, and lets them ask again', async () => {
    const talent = await t.people.talent('Rita');
    const me = t.as(talent.token);
    const id = await certification(talent, 'Certified Scrum Trainer');
    await uploadDocument(talent, id, makePdf('Certified Scrum Trainer', ['Rita Tester']), 'cst.pdf');
    await me.post('/api/TrustBadge/Request', { kind: 'CT', certificationId: id });
    const token = await reviewToken('Trust badge to review: CT (certified trainer)');
    expect((await decide(token, 'reject')).status).toBe(200);
    expect((await decide(token, 'approve')).status).toBe(409);
    expect(await publicBadge(talent)).toBeNull();
    expect((await me.get('/api/TrustBadge/GetRequests')).body).toMatchObject({ badge: null, requests: { CT: { status: 'rejected' } } });
    expect(JSON.stringify((await me.get('/api/Notification/Get?notificationType=T')).body)).toContain('Your trust badge CT was not approved');
    expect((await me.post('/api/TrustBadge/Request', { kind: 'CT', certificationId: id })).status).toBe(200);
  });

  it('asks for CID only with the Instructional Designer role, and shows CTCID once both are approved', async () => {
    const talent = await t.people.talent('Ines');
    const me = t.as(talent.token);
    const id = await certification(talent, 'ATD Master Instructional Designer');
    await uploadDocument(talent, id, makePdf('ATD Master Instructional Designer', ['Ines Tester']), 'atd.pdf');
    expect((await me.post('/api/TrustBadge/Request', { kind: 'CID', certificationId: id })).body.message).toBe(badgeRequestTexts.designerRoleMissing);
    const role = await me.post('/api/Role/Post', {
      roleId: await t.roleId('Instructional Designer'),
      startYear: 2015,
      rateType: 'Hourly',
      rateMin: 60,
      rateMax: 80,
      skills: [{ skillId: await t.skillId('ADDIE Model') }],
    });
    expect(role.status).toBe(200);
    expect((await me.post('/api/TrustBadge/Request', { kind: 'CID', certificationId: id })).status).toBe(200);
    const cid = await reviewToken('Trust badge to review: CID (certified instructional designer)');
    expect((await me.post('/api/TrustBadge/Request', { kind: 'CT', certificationId: id })).status).toBe(200);
    const ct = await reviewToken('Trust badge to review: CT (certified trainer)');
    await decide(cid, 'approve');
    expect(await publicBadge(talent)).toBe('CID');
    await decide(ct, 'approve');
    expect(await publicBadge(talent)).toBe('CTCID');
  });

  it('refuses a certification of another profile as evidence and as an upload, and bad input with its message', async () => {
    const owner = await t.people.talent('Owen');
    const id = await certification(owner, 'Certified Professional in Talent Development');
    const other = await t.people.talent('Olga');
    expect((await t.as(other.token).post('/api/TrustBadge/Request', { kind: 'CT', certificationId: id })).body.message).toBe(badgeRequestTexts.certificationNotFound);
    expect((await uploadDocument(other, id, makePdf('Not mine', []), 'not-mine.pdf')).status).toBe(404);
    const [row] = await t.deps.db.select({ blobId: certifications.blobId }).from(certifications).where(eq(certifications.id, id));
    expect(row?.blobId).toBeNull();
    expect((await t.deps.db.select().from(blobs).where(eq(blobs.fileName, 'not-mine.pdf'))).length).toBe(0);
    const bad = await t.as(other.token).post('/api/TrustBadge/Request', { kind: 'Q', certificationId: 'x' });
    expect(bad).toMatchObject({ status: 400, body: { errors: { kind: [badgeRequestTexts.chooseBadge], certificationId: [badgeRequestTexts.chooseCertification] } } });
  });
});
