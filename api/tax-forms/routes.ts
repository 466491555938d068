/**
 * The TaxForm controller (decision record 321): the payee's signed tax forms, signing a W-9, W-8BEN or W-8BEN-E
 * (the talent, or the agency's owner, with a typed name and consent), and the PDF of a form on file.
 */
import { route } from '../contract/route.ts';
import { badRequest } from '../http/errors.ts';
import { payee, payeeManager, payeeTaxForm } from '../access/payee.ts';
import { pdfResponse } from '../legal/pdf-response.ts';
import { countries } from '../master/data/countries.ts';
import { subdivisions } from '../master/data/states.ts';
import { taxFieldTexts } from '#domain/tax-form-fields.ts';
import { submittedTaxFormAnswer, taxFormIdQuery, taxFormsAnswer, w8benBody, w8benEBody, w9Body } from '#domain/tax-forms.ts';
import { signTaxForm, taxFormsOf } from './tax-forms.ts';
import { taxFormPdf } from './tax-form-pdf.ts';

const countryCodes = new Set(countries.map((c) => c.code));
const usStates = new Set((subdivisions.US ?? []).map((s) => s.code));

/** Country and state fields must name a place of the master lists. */
function knownPlaces<B extends object>(body: B, countryFields: readonly (keyof B & string)[], stateField?: keyof B & string): B {
  for (const field of countryFields) {
    const value = body[field];
    if (typeof value === 'string' && !countryCodes.has(value)) throw badRequest(taxFieldTexts.countryRequired, { [field]: [taxFieldTexts.countryRequired] });
  }
  if (stateField && !usStates.has(String(body[stateField]))) throw badRequest(taxFieldTexts.stateRequired, { [stateField]: [taxFieldTexts.stateRequired] });
  return body;
}

const signed = 'Answers { message, form (tax id as its last four), released (held payouts now scheduled) }';

export const taxFormRoutes = [
  route({
    method: 'get',
    path: '/api/TaxForm/GetTaxForms',
    summary: 'The payee’s tax forms: { payeeName, isAgency, canManage, current (the form on file, valid or expired, or null), history (newest first) }; tax ids only as their last four',
    access: payee,
    response: taxFormsAnswer,
    handler: ({ deps, actor }) => taxFormsOf(deps.db, actor.payee, deps.now()),
  }),
  route({
    method: 'post',
    path: '/api/TaxForm/SignW9',
    summary: `Signs a W-9 (a US person): name, business name, tax classification, exemptions, address, SSN or EIN, fullName and consent. Supersedes the form on file. ${signed}`,
    access: payeeManager,
    secondFactor: true,
    body: w9Body,
    response: submittedTaxFormAnswer,
    handler: ({ c, deps, actor, body, ip }) => signTaxForm(deps, actor, 'W-9', knownPlaces(body, [], 'state'), { ip, userAgent: c.req.header('user-agent') }),
  }),
  route({
    method: 'post',
    path: '/api/TaxForm/SignW8Ben',
    summary: `Signs a W-8BEN (an individual abroad): name, citizenship, permanent and mailing address, US or foreign TIN, date of birth, treaty claim, fullName and consent. ${signed}`,
    access: payeeManager,
    secondFactor: true,
    body: w8benBody,
    response: submittedTaxFormAnswer,
    handler: ({ c, deps, actor, body, ip }) =>
      signTaxForm(deps, actor, 'W-8BEN', knownPlaces(body, ['citizenshipCountry', 'addressCountry', 'mailingCountry', 'treatyCountry']), {
        ip,
        userAgent: c.req.header('user-agent'),
      }),
  }),
  route({
    method: 'post',
    path: '/api/TaxForm/SignW8BenE',
    summary: `Signs a W-8BEN-E (an organisation abroad): name, country of incorporation, chapter 3 status, address, US or foreign TIN, treaty claim, fullName and consent. ${signed}`,
    access: payeeManager,
    secondFactor: true,
    body: w8benEBody,
    response: submittedTaxFormAnswer,
    handler: ({ c, deps, actor, body, ip }) =>
      signTaxForm(deps, actor, 'W-8BEN-E', knownPlaces(body, ['incorporationCountry', 'addressCountry', 'treatyCountry']), { ip, userAgent: c.req.header('user-agent') }),
  }),
  route({
    method: 'get',
    path: '/api/TaxForm/ViewTaxForm',
    summary: 'A signed tax form of the payee as a PDF (every field and the signature); the tax id is whole only for the talent or the agency’s owner, else its last four',
    access: payeeTaxForm,
    query: taxFormIdQuery,
    response: 'file',
    handler: async ({ deps, actor }) =>
      pdfResponse(await taxFormPdf(deps.keys.dataKey, actor.taxForm, actor.payee.canManage), `${actor.taxForm.formType}-${actor.taxForm.signedAt.toISOString().slice(0, 10)}.pdf`),
  }),
];
