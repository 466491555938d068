/**
 * New passwords must not be among the most common ones: the ~49,000 passwords of the maintained zxcvbn-ts common
 * list (@zxcvbn-ts/language-common), checked on the server only so browsers never download the list. A password is
 * refused when it is on the list, or when it is a listed word with digits and symbols only added before or after it
 * ("Password1!" is "password" with "1!" added). Case does not matter. Existing passwords still log in.
 */
import { badRequest } from '../http/errors.ts';
import { authTexts } from '#domain/auth.ts';

let listed: Promise<ReadonlySet<string>> | undefined;
/** Loaded on first use: decompressing the list takes a moment and most processes never need it. */
const commonPasswords = () =>
  (listed ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const whole = password.toLowerCase();
  const word = whole.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return list.has(whole) || (word !== '' && list.has(word));
}

/** 400 on the named field when the new password is too common. */
export async function assertNotCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest(authTexts.passwordTooCommon, { [field]: [authTexts.passwordTooCommon] });
}
