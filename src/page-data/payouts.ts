/**
 * Shared by the payment pages (plain POST forms, no script): the form is read into the API's body and checked with
 * the API's own schema before the typed call (a refusal shows the same messages under the same fields), what was
 * typed is shown again without the password, and the notices the pages know.
 */
import type { z } from 'zod';
import type { ApiResult } from '../lib/api/operation.ts';
import type { FormState, handlePost } from './profile/form-post.ts';
import { payoutDetailsTexts } from '#domain/payout-details.ts';
import { taxFormTexts, type TaxFormType } from '#domain/tax-forms.ts';
import { taxFormTypes } from '#domain/constants.ts';

/** What a page's server part gets of Astro: the request and its answer (as the plain forms need them) and the locals. */
export type PageContext = Parameters<typeof handlePost>[0] & { locals: App.Locals };

/** Checks `raw` with the call's schema; sends the checked body, or answers the refusal the API would give. */
export function checked<S extends z.ZodType>(schema: S, raw: unknown, send: (body: z.output<S>) => Promise<ApiResult<unknown>>): Promise<ApiResult<unknown>> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return send(parsed.data);
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return Promise.resolve({ ok: false, status: 400, error: { message: parsed.error.issues[0]?.message ?? 'Check the form.', errors } });
}

/** The text fields of a form post, by name. */
export function fieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** A ticked checkbox of a plain form. */
export const ticked = (form: FormData, name: string): boolean => form.has(name) && form.get(name) !== 'false';

/** What was typed, for the form to show again: never the password. */
export function typedAgain(state: FormState): Record<string, string> | null {
  if (!state.typed) return null;
  const { currentPassword: _password, ...rest } = state.typed;
  return rest;
}

/** The payout details as the form sends them: the fields of the chosen kind of account. */
export function payoutDetailsRaw(form: FormData) {
  const { kind = '', holderName = '', currentPassword = '', ...fields } = fieldsOf(form);
  const common = { kind, holderName, currentPassword };
  if (kind === 'international') return { ...common, countryCode: fields.countryCode ?? '', swiftBic: fields.swiftBic ?? '', iban: fields.iban ?? '' };
  return { ...common, accountType: fields.accountType ?? '', routingNumber: fields.routingNumber ?? '', accountNumber: fields.accountNumber ?? '' };
}

/** The notices a redirect after a save may carry to the payment pages. */
export const paymentNotices: readonly string[] = [payoutDetailsTexts.saved, ...taxFormTypes.map((type: TaxFormType) => taxFormTexts.saved(type))];
