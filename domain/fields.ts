/**
 * One zod schema per field; forms and endpoints compose these. Written with zod/mini, as every schema a form
 * island uses, so that the browser does not load zod's full API (docs/decisions/293).
 */
import { z } from 'zod/mini';
import { ID_MAX, limits } from './constants.ts';
import { messages } from './messages.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d\s])\S{8,32}$/;

export const passwordGuidance = [
  `Use ${limits.passwordMin} to ${limits.passwordMax} characters with no spaces.`,
  'Include an uppercase letter, a lowercase letter, a number and a special character.',
] as const;

export const email = z.pipe(
  z.string({ error: messages.auth.emailRequired }).check(
    z.trim(),
    z.minLength(1, messages.auth.emailRequired),
    z.minLength(limits.emailMin, messages.auth.emailInvalid),
    z.maxLength(254, messages.auth.emailInvalid),
    z.regex(EMAIL_PATTERN, messages.auth.emailInvalid),
  ),
  z.transform((value: string) => value.toLowerCase()),
);

export const loginPassword = z.string({ error: messages.auth.passwordRequired }).check(z.minLength(1, messages.auth.passwordRequired));

export const newPassword = z
  .string({ error: messages.auth.passwordRequired })
  .check(z.minLength(1, messages.auth.passwordRequired), z.regex(PASSWORD_PATTERN, messages.auth.passwordInvalid));

/** The strength meter's verdict on a password being chosen: how many of the rules it meets, and a length past them. */
export function passwordStrength(password: string): { score: 0 | 1 | 2 | 3 | 4; label: string } {
  if (password === '') return { score: 0, label: 'not chosen yet' };
  const rules = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d\s]/].filter((rule) => rule.test(password)).length;
  const length = password.length >= limits.passwordMin && password.length <= limits.passwordMax && !/\s/.test(password);
  if (!PASSWORD_PATTERN.test(password)) return rules + (length ? 1 : 0) <= 2 ? { score: 1, label: 'Weak' } : { score: 2, label: 'Fair' };
  return password.length >= 12 ? { score: 4, label: 'Strong' } : { score: 3, label: 'Good' };
}

export const personName = (label: string) =>
  z
    .string({ error: `${label} is Required` })
    .check(z.trim(), z.minLength(1, `${label} is Required`), z.maxLength(limits.nameMax, `${label} ${messages.names.tooLong}`));

export const acceptTerms = z.literal(true, { error: messages.auth.termsRequired });

export { ID_MAX } from './constants.ts';
export const positiveId = z.coerce.number().check(z.int(), z.positive(), z.maximum(ID_MAX));

/** The specification shows no message for these; the texts below are ours. */
export const bankAccountNumber = z.string().check(z.trim(), z.regex(/^\d{6,17}$/, 'Enter an account number of 6 to 17 digits.'));

export const otherBankCode = z.string().check(z.trim(), z.regex(/^[A-Za-z\d ]{6,40}$/, 'Enter 6 to 40 letters, digits or spaces.'));

/** A bank identifier code: 4 letters (bank), 2 letters (country), 2 letters or digits (place), optionally 3 more (branch). */
export const bankCode = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{4}[A-Z]{2}[A-Z\d]{2}([A-Z\d]{3})?$/, 'Enter a valid bank code (8 or 11 characters).'));
