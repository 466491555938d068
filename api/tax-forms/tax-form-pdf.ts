/**
 * A signed tax form as a PDF: a facsimile listing every line of the IRS form as it was completed, the form's
 * certification and the electronic signature. Rendered when asked, from the encrypted data, so no file with a tax
 * id is ever stored. The tax id is whole only in the copy its payee's manager downloads; anyone else sees its last four.
 */
import type { taxForms } from '../db/schema/index.ts';
import { open } from '#kernel/secret-box.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { countries } from '../master/data/countries.ts';
import { subdivisions } from '../master/data/states.ts';
import { formatTin } from '#domain/tax-ids.ts';
import { masked } from '#domain/payout-details.ts';
import { formatLongDate } from '#domain/format.ts';
import { chapter3StatusLabels, llcClassificationLabels, taxClassificationLabels, taxFormCertifications, taxFormTitles } from '#domain/tax-forms.ts';
import type { TaxFormData } from './tax-forms.ts';

type TaxFormRow = typeof taxForms.$inferSelect;
type Line = [label: string, value: string | undefined | null];

const countryName = (code: string | undefined) => (code ? (countries.find((c) => c.code === code)?.name ?? code) : undefined);
const stateName = (code: string) => subdivisions.US?.find((s) => s.code === code)?.name ?? code;
const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ');

/** The part of each form that holds its certification. */
const certificationParts: Record<TaxFormData['formType'], string> = { 'W-9': 'Part II. Certification.', 'W-8BEN': 'Part III. Certification.', 'W-8BEN-E': 'Part XXX. Certification.' };

function treatyLines(data: Extract<TaxFormData, { formType: 'W-8BEN' | 'W-8BEN-E' }>, country: string, rates: string): Line[] {
  if (!data.claimTreaty) return [[`${country} Claim of tax treaty benefits`, 'None claimed']];
  return [
    [`${country} The beneficial owner is a resident of`, countryName(data.treatyCountry)],
    [`${rates} Treaty article and paragraph`, data.treatyArticle],
    [`${rates} Rate of withholding`, data.treatyRate ? `${data.treatyRate}%` : undefined],
    [`${rates} Type of income`, data.treatyIncomeType],
  ];
}

/** A tax id as the copy shows it; a US one (kind given) written in its usual groups. */
type ShowTin = (value: string | undefined, kind?: 'ssn' | 'ein') => string | undefined;

function linesOf(data: TaxFormData, tin: ShowTin): Line[] {
  switch (data.formType) {
    case 'W-9': {
      const classification = taxClassificationLabels[data.taxClassification];
      return [
        ['1 Name (as shown on your income tax return)', data.name],
        ['2 Business name / disregarded entity name', data.businessName],
        [
          '3a Federal tax classification',
          data.taxClassification === 'llc' && data.llcClassification
            ? `${classification} (taxed as ${llcClassificationLabels[data.llcClassification]})`
            : data.taxClassification === 'other'
              ? `${classification}: ${data.otherClassification ?? ''}`
              : classification,
        ],
        ['4 Exempt payee code', data.exemptPayeeCode],
        ['4 Exemption from FATCA reporting code', data.fatcaCode],
        ['5 Address (number, street, and apt. or suite no.)', joined(data.addressLine1, data.addressLine2)],
        ['6 City, state, and ZIP code', joined(data.city, stateName(data.state), data.zip)],
        [`Part I Taxpayer identification number (${data.tinType === 'ssn' ? 'Social Security number' : 'employer identification number'})`, tin(data.tin, data.tinType)],
      ];
    }
    case 'W-8BEN':
      return [
        ['1 Name of individual who is the beneficial owner', data.name],
        ['2 Country of citizenship', countryName(data.citizenshipCountry)],
        ['3 Permanent residence address', joined(data.addressLine1, data.city, data.region, data.postalCode, countryName(data.addressCountry))],
        ['4 Mailing address (if different)', data.mailingLine1 ? joined(data.mailingLine1, data.mailingCity, data.mailingPostalCode, countryName(data.mailingCountry)) : undefined],
        ['5 U.S. taxpayer identification number (SSN or ITIN)', tin(data.usTin, 'ssn')],
        ['6a Foreign tax identifying number', tin(data.foreignTin)],
        ['8 Date of birth (YYYY-MM-DD)', data.dateOfBirth],
        ...treatyLines(data, '9', '10'),
      ];
    case 'W-8BEN-E':
      return [
        ['1 Name of organization that is the beneficial owner', data.organizationName],
        ['2 Country of incorporation or organization', countryName(data.incorporationCountry)],
        ['4 Chapter 3 status (entity type)', chapter3StatusLabels[data.chapter3Status]],
        ['6 Permanent residence address', joined(data.addressLine1, data.city, data.region, data.postalCode, countryName(data.addressCountry))],
        ['9a U.S. taxpayer identification number (EIN)', tin(data.usTin, 'ein')],
        ['9b Foreign TIN', tin(data.foreignTin)],
        ...treatyLines(data, '14a', '15'),
      ];
  }
}

/** The PDF of a signed form; `wholeTin` only for the copy the payee's manager downloads. */
export async function taxFormPdf(dataKey: Buffer, row: TaxFormRow, wholeTin: boolean): Promise<Uint8Array> {
  const data = JSON.parse(open(dataKey, row.dataEncrypted)) as TaxFormData;
  const tin: ShowTin = (value, kind) => {
    if (!value) return undefined;
    if (!wholeTin) return masked(value.slice(-4));
    return kind ? formatTin(kind, value) : value;
  };
  const lines = linesOf(data, tin).map(([label, value]) => `${label}: ${value || '—'}`);
  const expiry = row.expiresAt ? ` It is valid until ${formatLongDate(new Date(row.expiresAt.getTime() - 1))}.` : ' It is valid until the information on it changes.';
  return renderPdf({
    title: taxFormTitles[data.formType],
    paragraphs: [`A facsimile of the form as completed and signed electronically on ${formatLongDate(row.signedAt)}.${expiry}`, ...lines, `${certificationParts[data.formType]} ${taxFormCertifications[data.formType]}`],
    signature: { name: row.signedName, signedAt: row.signedAt, ip: row.ipAddress },
  });
}
