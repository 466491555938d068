/**
 * What a tax form page (/irs-form, /irs-form/w8, /irs-form/w8e) does on the server: on POST, check the form with the
 * API's schema and sign it through the API, then go to Payments with the notice; otherwise, or after a refusal, load
 * who signs for whom and the countries (and US states) the form chooses from.
 */
import type { z } from 'zod';
import type { ApiResult } from '../../lib/api/operation.ts';
import { handlePost, type FormState } from '../../page-data/profile/form-post.ts';
import { checked, fieldsOf, ticked, typedAgain } from '../../page-data/payouts.ts';
import type { PageContext } from '../../page-data/payouts.ts';
import type { TaxFormsAnswer } from '#domain/tax-forms.ts';
import { Master_Countries, Master_States, TaxForm_GetTaxForms } from '../../lib/api/operations.gen.ts';

export interface TaxFormPageData {
  forms: TaxFormsAnswer | null;
  state: FormState;
  values: Record<string, string>;
  countries: { value: string; label: string }[];
  states: { value: string; label: string }[];
  signerName: string;
}

/** The form's fields as the API takes them: text as typed, ticked boxes as true. */
const rawTaxForm = (form: FormData) => ({ ...fieldsOf(form), consent: ticked(form, 'consent'), claimTreaty: ticked(form, 'claimTreaty') });

export async function taxFormPage<S extends z.ZodType>(
  astro: PageContext,
  schema: S,
  sign: (body: z.output<S>) => Promise<ApiResult<unknown>>,
  defaults: (forms: TaxFormsAnswer | null, signerName: string) => Record<string, string>,
  withStates = false,
): Promise<Response | TaxFormPageData> {
  const { call, user } = astro.locals;
  const state = await handlePost(astro, (form) => checked(schema, rawTaxForm(form), sign), () => '/all-payments');
  if (state instanceof Response) return state;
  const [found, countryList, stateList] = await Promise.all([
    call(TaxForm_GetTaxForms),
    call(Master_Countries),
    withStates ? call(Master_States, { query: { country: 'US' } }) : Promise.resolve(null),
  ]);
  const forms = found.ok ? found.data : null;
  const signerName = user?.fullName ?? '';
  return {
    forms,
    state,
    values: typedAgain(state) ?? defaults(forms, signerName),
    countries: (countryList.ok ? countryList.data : []).map((c) => ({ value: c.code, label: c.name })),
    states: stateList?.ok ? stateList.data.map((s) => ({ value: s.code, label: s.name })) : [],
    signerName,
  };
}
