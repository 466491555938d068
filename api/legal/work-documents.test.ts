import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { agencyMembers, instructors, legalSignatures, users, workDocuments } from '../db/schema/index.ts';
import { readPdfText } from '../pdf/read-pdf-text.ts';
import { legalTexts, type WorkDocumentDetail, type WorkDocumentEntry } from '#domain/legal.ts';
import { fetchPdf, pdfHeader, signFrom } from '../testing/legal-client.ts';

const good = 'talent.good@demo.example';
const best = 'talent.best@demo.example';

describe('work documents of hired talent', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  const listOf = async (email: string) => (await t.request(email, 'GET', '/api/LegalDocuments/GetWorkDocuments')).body as unknown as WorkDocumentEntry[];

  it('lists only the caller’s own work orders and travel fees', async () => {
    const mine = await listOf(good);
    expect(mine).toEqual([expect.objectContaining({ docType: 'Work Order', talentName: 'Maya Chen', amount: 6800, isSigned: false, canSign: true })]);
    const sofia = await listOf(best);
    expect(sofia).toHaveLength(4);
    expect(sofia.map((d) => [d.docType, d.isSigned])).toEqual(
      expect.arrayContaining([
        ['Work Order', true],
        ['Travel Fee', true],
        ['Travel Fee', false],
      ]),
    );
    expect(sofia.every((d) => d.talentName === 'Sofia Martinez')).toBe(true);
    expect(await listOf('talent.noica@demo.example')).toEqual([]);
    expect((await t.request('client.admin@demo.example', 'GET', '/api/LegalDocuments/GetWorkDocuments')).status).toBe(403);
    expect((await t.request(null, 'GET', '/api/LegalDocuments/GetWorkDocuments')).status).toBe(401);
  });

  it('shows a work document to its talent only', async () => {
    const [order] = await listOf(good);
    if (!order) throw new Error('No work order');
    const detail = await t.request(good, 'GET', `/api/LegalDocuments/GetWorkDocument?id=${order.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body as unknown as WorkDocumentDetail).toMatchObject({ id: order.id, signerName: 'Maya Chen', canSign: true });
    expect((detail.body as unknown as WorkDocumentDetail).paragraphs[0]).toContain('Work Order for Maya Chen');

    for (const other of [best, 'agency.owner@demo.example']) {
      expect(await t.request(other, 'GET', `/api/LegalDocuments/GetWorkDocument?id=${order.id}`)).toMatchObject({ status: 404, body: { message: legalTexts.documentNotFound } });
      expect((await t.request(other, 'POST', `/api/LegalDocuments/SignWorkDocument?id=${order.id}`, { fullName: 'Maya Chen', consent: true })).status).toBe(404);
      expect((await fetchPdf(t, other, `/api/LegalDocuments/ViewWorkDocument?id=${order.id}`)).status).toBe(404);
    }
    expect((await t.request('client.admin@demo.example', 'GET', `/api/LegalDocuments/GetWorkDocument?id=${order.id}`)).status).toBe(403);
    expect((await t.request(good, 'GET', '/api/LegalDocuments/GetWorkDocument?id=abc')).body.message).toBe(legalTexts.documentNotFound);
  });

  it('serves an unsigned work document as a PDF marked not signed', async () => {
    const [order] = await listOf(good);
    const pdf = await fetchPdf(t, good, `/api/LegalDocuments/ViewWorkDocument?id=${order?.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdfHeader(pdf.bytes)).toBe('%PDF-');
    const text = await readPdfText(pdf.bytes);
    expect(text).toContain('Amount: USD 6800.00');
    expect(text).toContain('Not signed yet.');
  });

  it('signs a work order once, with the typed name, consent, address and browser', async () => {
    const [order] = await listOf(good);
    if (!order) throw new Error('No work order');
    const path = `/api/LegalDocuments/SignWorkDocument?id=${order.id}`;
    expect(await t.request(good, 'POST', path, { fullName: 'Maya Chen' })).toMatchObject({ status: 400, body: { message: legalTexts.consentRequired } });
    expect((await t.request(good, 'POST', path, { fullName: 'Sofia Martinez', consent: true })).body.message).toBe(legalTexts.nameMismatch('Maya Chen'));

    const signed = await signFrom(t, good, path, { fullName: 'maya chen', consent: true }, { ip: '192.0.2.44', userAgent: 'JourneyBrowser/2.0' });
    expect(signed).toMatchObject({ status: 200, body: { message: legalTexts.signed(order.title), id: order.id } });
    const [stored] = await t.deps.db.select().from(legalSignatures).where(eq(legalSignatures.workDocumentId, order.id));
    expect(stored).toMatchObject({ typedFullName: 'maya chen', ipAddress: '192.0.2.44', userAgent: 'JourneyBrowser/2.0', consent: true });

    expect((await t.request(good, 'POST', path, { fullName: 'Maya Chen', consent: true })).status).toBe(409);
    const [after] = await listOf(good);
    expect(after).toMatchObject({ isSigned: true, signedBy: 'maya chen', canSign: false });
    const text = await readPdfText((await fetchPdf(t, good, `/api/LegalDocuments/ViewWorkDocument?id=${order.id}`)).bytes);
    expect(text).toContain('Name: maya chen');
    expect(text).toContain('IP address: 192.0.2.44');
    expect(text).not.toContain('Not signed yet.');
  });

  it('lets the agency see its talent’s work documents, and only the owner sign them', async () => {
    const [agencyTalent] = await t.deps.db
      .select({ id: instructors.id })
      .from(instructors)
      .innerJoin(agencyMembers, eq(agencyMembers.agencyId, instructors.agencyId))
      .innerJoin(users, eq(users.id, agencyMembers.userId))
      .where(eq(users.email, 'agency.owner@demo.example'))
      .limit(1);
    if (!agencyTalent) throw new Error('The agency has no talent');
    const [project] = await t.deps.db.select({ projectId: workDocuments.projectId }).from(workDocuments).limit(1);
    const [doc] = await t.deps.db
      .insert(workDocuments)
      .values({ docType: 'Work Order', projectId: Number(project?.projectId), instrId: agencyTalent.id, title: 'Work Order: agency talent', bodyHtml: '<p>Agency work.</p>', amount: 100 })
      .returning();
    if (!doc) throw new Error('No document');
    expect((await listOf('agency.member@demo.example')).map((d) => d.id)).toContain(doc.id);
    expect((await listOf('agency.owner@demo.example')).find((d) => d.id === doc.id)).toMatchObject({ canSign: true });
    const byMember = await t.request('agency.member@demo.example', 'POST', `/api/LegalDocuments/SignWorkDocument?id=${doc.id}`, { fullName: 'Marcus Lee', consent: true });
    expect(byMember).toMatchObject({ status: 403, body: { message: legalTexts.agencyOwnerSigns } });
    const byOwner = await t.request('agency.owner@demo.example', 'POST', `/api/LegalDocuments/SignWorkDocument?id=${doc.id}`, { fullName: 'Hannah Brooks', consent: true });
    expect(byOwner.status).toBe(200);
    expect((await listOf(good)).map((d) => d.id)).not.toContain(doc.id);
  });
});
