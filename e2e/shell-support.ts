/**
 * Steps the shell journeys share: waiting for the islands of a page, and fresh accounts made through the API
 * (sign-up with a solved captcha, activation from the dev mailbox), so journeys change no demo account.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { captchaAnswer, captchaPath } from '#api/testing/captcha-answer.ts';

export const freshPassword = 'Shell#2026bar';

export const uniqueEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@shell.example`;

export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  return captchaAnswer(await (await request.get(captchaPath)).json());
}

/** Posts the token of the verification link in the newest mail to `to` (dev mailbox API) to VerifyEmail. */
export async function confirmLink(request: APIRequestContext, to: string): Promise<void> {
  const [newest] = (await (await request.get(`/api/DevMailbox/Messages?to=${encodeURIComponent(to)}`)).json()) as { id: number }[];
  if (!newest) throw new Error(`No mail to ${to}.`);
  const mail = (await (await request.get(`/api/DevMailbox/Message?id=${newest.id}`)).json()) as { text: string };
  const token = /\/emailverification\?token=(\S+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`The mail to ${to} has no verification link.`);
  const verified = await request.post('/api/User/VerifyEmail', { data: { token: decodeURIComponent(token) } });
  expect(verified.status()).toBe(200);
}

/** A new activated account (a client contact has no company yet); returns its e-mail address. */
export async function freshAccount(request: APIRequestContext, accountType: 'talent' | 'client', firstName: string): Promise<string> {
  const email = uniqueEmail(accountType);
  const signup = await request.post('/api/User/signup', {
    data: { accountType, firstName, lastName: 'Shell', email, password: freshPassword, acceptTerms: true, captcha: await solvedCaptcha(request) },
  });
  expect(signup.status()).toBe(200);
  await confirmLink(request, email);
  return email;
}

