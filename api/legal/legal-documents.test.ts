import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { companies, instructors, legalSignatures, users } from '../db/schema/index.ts';
import { readPdfText } from '../pdf/read-pdf-text.ts';
import { legalTexts } from '#domain/legal.ts';
import { hasSignedLegalDocument } from '../access/signed-documents.ts';
import { fetchPdf, pdfHeader, signFrom } from '../testing/legal-client.ts';

const noica = 'talent.noica@demo.example';
const good = 'talent.good@demo.example';
const owner = 'agency.owner@demo.example';
const member = 'agency.member@demo.example';
const northwindAdmin = 'client.admin@demo.example';
const cobaltAdmin = 'client3.admin@demo.example';
const cobaltStandard = 'client3.standard@demo.example';

describe('legal documents of talent, agencies and companies', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  async function instrIdOf(email: string) {
    const [row] = await t.deps.db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, email));
    if (!row) throw new Error(`No talent ${email}`);
    return row.id;
  }

  async function companyIdOf(name: string) {
    const [row] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
    if (!row) throw new Error(`No company ${name}`);
    return row.id;
  }

  it('lists the ICA for talent, the Supplier Agreement for agency people and the four agreements for a company', async () => {
    const talent = await t.request(good, 'GET', '/api/LegalDocuments/GetTalentLegalDocuments');
    expect(talent.status).toBe(200);
    expect(talent.body).toEqual([expect.objectContaining({ docType: 'ICA', title: 'Independent Contractor Agreement', isSigned: true, canSign: false })]);

    const unsigned = await t.request(noica, 'GET', '/api/LegalDocuments/GetTalentLegalDocuments');
    expect(unsigned.body).toEqual([{ docType: 'ICA', title: 'Independent Contractor Agreement', isSigned: false, signedDate: null, canSign: true }]);

    for (const email of [owner, member]) {
      const agency = await t.request(email, 'GET', '/api/LegalDocuments/GetTalentLegalDocuments');
      expect(agency.body).toEqual([expect.objectContaining({ docType: 'Supplier Agreement', isSigned: true })]);
    }

    const northwind = await t.request(northwindAdmin, 'GET', '/api/LegalDocuments/GetClientLegalDocuments');
    expect((northwind.body as unknown as { docType: string; isSigned: boolean }[]).map((d) => [d.docType, d.isSigned])).toEqual([
      ['SOW', true],
      ['NDA', true],
      ['MSA', true],
      ['COC', true],
    ]);
    const cobalt = await t.request(cobaltStandard, 'GET', '/api/LegalDocuments/GetClientLegalDocuments');
    expect(cobalt.body).toEqual(expect.arrayContaining([{ docType: 'NDA', title: 'Mutual Non-Disclosure Agreement', isSigned: false, signedDate: null, canSign: false }]));
  });

  it('keeps each side to its own documents', async () => {
    expect((await t.request(northwindAdmin, 'GET', '/api/LegalDocuments/GetTalentLegalDocuments')).body.message).toBe(legalTexts.talentOnly);
    expect((await t.request(good, 'GET', '/api/LegalDocuments/GetClientLegalDocuments')).body.message).toBe(legalTexts.clientOnly);
    expect((await t.request(good, 'GET', '/api/LegalDocuments/GetLegalDocument?docType=NDA')).status).toBe(403);
    expect((await t.request(good, 'GET', '/api/LegalDocuments/GetLegalDocument?docType=Supplier%20Agreement')).status).toBe(403);
    expect((await t.request(northwindAdmin, 'GET', '/api/LegalDocuments/GetLegalDocument?docType=ICA')).status).toBe(403);
    expect((await t.request(null, 'GET', '/api/LegalDocuments/GetTalentLegalDocuments')).status).toBe(401);
    expect((await t.request(good, 'GET', '/api/LegalDocuments/GetLegalDocument?docType=XYZ')).body.message).toBe(legalTexts.unknownDocType);
  });

  it('gives the current text to read before signing, with the name to type', async () => {
    const res = await t.request(noica, 'GET', '/api/LegalDocuments/GetLegalDocument?doctype=ICA');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ docType: 'ICA', version: 1, isSigned: false, canSign: true, signerName: 'Priya Raman' });
    expect(res.body.paragraphs).toContain('You are responsible for your own taxes, insurance and equipment, and you keep the right to accept or decline any engagement.');
  });

  it('refuses a signature without consent, without a name or with another name, and keeps the document unsigned', async () => {
    const path = '/api/LegalDocuments/SignLegalDocuments?doctype=ICA';
    const noConsent = await t.request(noica, 'POST', path, { fullName: 'Priya Raman', consent: false });
    expect(noConsent).toMatchObject({ status: 400, body: { message: legalTexts.consentRequired } });
    const noName = await t.request(noica, 'POST', path, { fullName: '   ', consent: true });
    expect(noName).toMatchObject({ status: 400, body: { message: legalTexts.fullNameRequired } });
    const wrong = await t.request(noica, 'POST', path, { fullName: 'Maya Chen', consent: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(legalTexts.nameMismatch('Priya Raman'));
    expect(await hasSignedLegalDocument(t.deps.db, { instrId: await instrIdOf(noica) }, 'ICA')).toBe(false);
  });

  it('signs the ICA with the typed name in any case and spacing, storing time, address and browser; a second signature is refused', async () => {
    const res = await signFrom(t, noica, '/api/LegalDocuments/SignLegalDocuments?doctype=ICA', { fullName: '  priya   RAMAN ', consent: true }, { ip: '198.51.100.7', userAgent: 'JourneyBrowser/1.0' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: legalTexts.signed('Independent Contractor Agreement'), docType: 'ICA' });
    const instrId = await instrIdOf(noica);
    expect(await hasSignedLegalDocument(t.deps.db, { instrId }, 'ICA')).toBe(true);
    const [stored] = await t.deps.db.select().from(legalSignatures).where(eq(legalSignatures.instrId, instrId)).orderBy(desc(legalSignatures.signedAt));
    expect(stored).toMatchObject({ typedFullName: 'priya RAMAN', consent: true, ipAddress: '198.51.100.7', userAgent: 'JourneyBrowser/1.0' });

    const list = await t.request(noica, 'GET', '/api/LegalDocuments/GetTalentLegalDocuments');
    expect(list.body).toEqual([expect.objectContaining({ isSigned: true, signedDate: res.body.signedDate, canSign: false })]);

    const again = await t.request(noica, 'POST', '/api/LegalDocuments/SignLegalDocuments?doctype=ICA', { fullName: 'Priya Raman', consent: true });
    expect(again).toMatchObject({ status: 409, body: { message: legalTexts.alreadySigned('Independent Contractor Agreement') } });
  });

  it('serves the signed ICA as a PDF with the signer’s name, only to its talent', async () => {
    const pdf = await fetchPdf(t, noica, '/api/LegalDocuments/ViewLegalDocument?docType=ICA');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline; filename="ICA signed \d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdfHeader(pdf.bytes)).toBe('%PDF-');
    const text = await readPdfText(pdf.bytes);
    expect(text).toContain('Independent Contractor Agreement');
    expect(text).toContain('Name: priya RAMAN');
    expect(text).toContain('IP address: 198.51.100.7');

    const [row] = await t.deps.db.select({ signedAt: legalSignatures.signedAt }).from(legalSignatures).where(eq(legalSignatures.instrId, await instrIdOf(noica)));
    const day = row?.signedAt.toISOString().slice(0, 10);
    expect((await fetchPdf(t, noica, `/api/LegalDocuments/ViewLegalDocument?docType=ICA&signedDate=${day}`)).status).toBe(200);
    expect((await fetchPdf(t, noica, '/api/LegalDocuments/ViewLegalDocument?docType=ICA&signedDate=2001-01-01')).status).toBe(404);

    const other = await fetchPdf(t, good, '/api/LegalDocuments/ViewLegalDocument?docType=ICA');
    expect(other.status).toBe(200);
    expect(await readPdfText(other.bytes)).toContain('Name: Maya Chen');
    expect(await readPdfText(other.bytes)).not.toContain('priya');
    expect((await fetchPdf(t, null, '/api/LegalDocuments/ViewLegalDocument?docType=ICA')).status).toBe(401);
  });

  it('answers 404 for a document that is not signed', async () => {
    const res = await t.request('talent.incomplete@demo.example', 'GET', '/api/LegalDocuments/ViewLegalDocument?docType=ICA');
    expect(res).toMatchObject({ status: 404, body: { message: legalTexts.notSigned } });
  });

  it('lets only the agency owner sign the Supplier Agreement', async () => {
    const res = await t.request(member, 'POST', '/api/LegalDocuments/SignLegalDocuments?doctype=Supplier%20Agreement', { fullName: 'Marcus Lee', consent: true });
    expect(res).toMatchObject({ status: 403, body: { message: legalTexts.agencyOwnerSigns } });
    const again = await t.request(owner, 'POST', '/api/LegalDocuments/SignLegalDocuments?doctype=Supplier%20Agreement', { fullName: 'Hannah Brooks', consent: true });
    expect(again.status).toBe(409);
    const pdf = await fetchPdf(t, member, '/api/LegalDocuments/ViewLegalDocument?docType=Supplier%20Agreement');
    expect(await readPdfText(pdf.bytes)).toContain('Name: Hannah Brooks');
  });

  it('lets a company administrator sign the NDA; a Standard User reads it; another company sees only its own', async () => {
    const path = '/api/LegalDocuments/SignLegalDocuments?doctype=NDA';
    expect(await t.request(cobaltStandard, 'POST', path, { fullName: 'Zoe Bennett', consent: true })).toMatchObject({
      status: 403,
      body: { message: legalTexts.administratorSigns },
    });
    expect((await t.request(good, 'POST', path, { fullName: 'Maya Chen', consent: true })).status).toBe(403);
    const signed = await t.request(cobaltAdmin, 'POST', path, { fullName: 'Benjamin Scott', consent: true });
    expect(signed.status).toBe(200);
    const cobaltId = await companyIdOf('Cobalt Freight & Logistics');
    expect(await hasSignedLegalDocument(t.deps.db, { companyId: cobaltId }, 'NDA')).toBe(true);
    expect(await hasSignedLegalDocument(t.deps.db, { companyId: cobaltId }, 'MSA')).toBe(false);

    const forStandard = await fetchPdf(t, cobaltStandard, '/api/LegalDocuments/ViewLegalDocument?docType=NDA');
    expect(forStandard.status).toBe(200);
    expect(await readPdfText(forStandard.bytes)).toContain('Name: Benjamin Scott');

    const northwind = await fetchPdf(t, northwindAdmin, '/api/LegalDocuments/ViewLegalDocument?docType=NDA');
    expect(await readPdfText(northwind.bytes)).toContain('Name: Olivia Grant');
    const bluepeakSow = await t.request('client2.admin@demo.example', 'GET', '/api/LegalDocuments/ViewLegalDocument?docType=SOW');
    expect(bluepeakSow.status).toBe(404);
  });
});
