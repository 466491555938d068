/** The checks every new account passes, whether signed up openly or through an invitation. */
import type { Deps } from '../deps.ts';
import { conflict } from '../http/errors.ts';
import { spendCaptcha } from '../auth/captcha.ts';
import { hashPassword } from '../auth/password.ts';
import { assertNotCommonPassword } from '../auth/common-passwords.ts';
import { findUserByEmail } from '../auth/account.ts';
import { authTexts } from '#domain/auth.ts';

export const emailTaken = () => conflict(authTexts.emailTaken, { email: [authTexts.emailTaken] });

/** In order: a password not among the common ones, a solved captcha, an address without an account. Answers the password's hash. */
export async function newAccountPasswordHash(deps: Deps, input: { email: string; password: string; captcha: string }): Promise<string> {
  await assertNotCommonPassword(input.password, 'password');
  await spendCaptcha(deps, input.captcha);
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
  return hashPassword(input.password);
}
