/**
 * Tax forms on the demo data: a W-8BEN signed from a given address and browser, its PDF with every field (the tax id
 * whole only for the talent), a new form superseding it, the agency's W-8BEN-E signed by its owner and read by its
 * member with the tax id masked, and no one else's form reachable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { withFreshSecondFactor } from '../testing/second-factor.ts';
import { taxForms } from '../db/schema/index.ts';
import { open } from '#kernel/secret-box.ts';
import { readPdfText } from '../pdf/read-pdf-text.ts';
import { fetchPdf, pdfHeader, signFrom } from '../testing/legal-client.ts';
import { legalTexts } from '#domain/legal.ts';
import { taxFieldTexts } from '#domain/tax-form-fields.ts';
import { taxFormTexts } from '#domain/tax-forms.ts';

const best = 'talent.best@demo.example';
const owner = 'agency.owner@demo.example';
const member = 'agency.member@demo.example';
const w8ben = {
  name: 'Sofia Martinez',
  citizenshipCountry: 'ES',
  addressLine1: 'Calle Mayor 12, 3B',
  city: 'Madrid',
  postalCode: '28013',
  addressCountry: 'ES',
  mailingLine1: '',
  foreignTin: '12345678Z',
  usTin: '',
  dateOfBirth: '1984-03-02',
  claimTreaty: true,
  treatyCountry: 'ES',
  treatyArticle: '14(1)',
  treatyRate: '0',
  treatyIncomeType: 'Independent personal services',
  fullName: 'Sofia Martinez',
  consent: true,
};
const w8benE = {
  organizationName: 'Brightpath Learning Partners Ltd',
  incorporationCountry: 'GB',
  chapter3Status: 'corporation',
  addressLine1: '10 King Street',
  city: 'Manchester',
  postalCode: 'M2 6AZ',
  addressCountry: 'GB',
  foreignTin: '1234567890',
  claimTreaty: false,
  fullName: 'Hannah Brooks',
  consent: true,
};

describe('tax forms of talent and agencies', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
    await withFreshSecondFactor(t, best, owner, member);
  });
  afterAll(() => t.close());

  const formsOf = async (as: string) => (await t.request(as, 'GET', '/api/TaxForm/GetTaxForms')).body as unknown as { current: { id: number; status: string; formType: string } | null; history: { status: string }[]; canManage: boolean };

  it('refuses a name that is not the account holder’s and an unknown country, keeping nothing', async () => {
    const name = await t.request(best, 'POST', '/api/TaxForm/SignW8Ben', { ...w8ben, fullName: 'Maya Chen' });
    expect(name.status).toBe(400);
    expect(name.body.errors).toEqual({ fullName: [legalTexts.nameMismatch('Sofia Martinez')] });
    const country = await t.request(best, 'POST', '/api/TaxForm/SignW8Ben', { ...w8ben, citizenshipCountry: 'XQ' });
    expect(country.status).toBe(400);
    expect(country.body.errors).toEqual({ citizenshipCountry: [taxFieldTexts.countryRequired] });
    expect((await formsOf(best)).current).toBeNull();
  });

  it('signs a W-8BEN with the signer’s address and browser, valid to the end of the third year after', async () => {
    const signed = await signFrom(t, best, '/api/TaxForm/SignW8Ben', w8ben, { ip: '198.51.100.7', userAgent: 'Journey Browser 1.0' });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ message: taxFormTexts.saved('W-8BEN'), released: 0, form: { formType: 'W-8BEN', tinLast4: '678Z', status: 'valid' } });
    const [row] = await t.deps.db.select().from(taxForms).where(eq(taxForms.legalName, 'Sofia Martinez'));
    expect(row).toMatchObject({ ipAddress: '198.51.100.7', userAgent: 'Journey Browser 1.0', signedName: 'Sofia Martinez' });
    expect(row?.expiresAt?.toISOString()).toBe(`${(row?.signedAt.getUTCFullYear() ?? 0) + 4}-01-01T00:00:00.000Z`);
    expect(row?.dataEncrypted).not.toContain('12345678Z');
    expect(JSON.parse(open(t.deps.keys.dataKey, row?.dataEncrypted ?? ''))).toMatchObject({ formType: 'W-8BEN', foreignTin: '12345678Z', treatyArticle: '14(1)' });
  });

  it('renders the PDF with every field and the signature, the tax id whole for the talent', async () => {
    const id = (await formsOf(best)).current?.id ?? 0;
    const pdf = await fetchPdf(t, best, `/api/TaxForm/ViewTaxForm?taxFormId=${id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdfHeader(pdf.bytes)).toBe('%PDF-');
    const text = (await readPdfText(pdf.bytes)).replace(/\s+/g, ' ');
    for (const value of ['Form W-8BEN', 'Sofia Martinez', 'Spain', 'Calle Mayor 12, 3B, Madrid, 28013, Spain', '12345678Z', '1984-03-02', '14(1)', 'Independent personal services', 'Electronically signed', '198.51.100.7']) {
      expect(text).toContain(value);
    }
    expect((await fetchPdf(t, 'talent.good@demo.example', `/api/TaxForm/ViewTaxForm?taxFormId=${id}`)).status).toBe(404);
    expect((await fetchPdf(t, 'client.admin@demo.example', `/api/TaxForm/ViewTaxForm?taxFormId=${id}`)).status).toBe(404);
  });

  it('files a new form over the one on file, which stays in the history as superseded', async () => {
    const again = await t.request(best, 'POST', '/api/TaxForm/SignW8Ben', { ...w8ben, claimTreaty: false });
    expect(again.status).toBe(200);
    const forms = await formsOf(best);
    expect(forms.current?.status).toBe('valid');
    expect(forms.history.map((f) => f.status)).toEqual(['valid', 'superseded']);
  });

  it('lets the agency owner sign the agency’s W-8BEN-E, and its member read it with the tax id masked', async () => {
    expect((await t.request(member, 'POST', '/api/TaxForm/SignW8BenE', { ...w8benE, fullName: 'Marcus Lee' })).status).toBe(403);
    const signed = await t.request(owner, 'POST', '/api/TaxForm/SignW8BenE', w8benE);
    expect(signed.status).toBe(200);
    const forms = await formsOf(member);
    expect(forms).toMatchObject({ canManage: false, current: { formType: 'W-8BEN-E', status: 'valid' } });
    const path = `/api/TaxForm/ViewTaxForm?taxFormId=${forms.current?.id ?? 0}`;
    const masked = (await readPdfText((await fetchPdf(t, member, path)).bytes)).replace(/\s+/g, ' ');
    expect(masked).toContain('Brightpath Learning Partners Ltd');
    expect(masked).toContain('•••• 7890');
    expect(masked).not.toContain('1234567890');
    expect((await readPdfText((await fetchPdf(t, owner, path)).bytes)).replace(/\s+/g, ' ')).toContain('1234567890');
  });
});
