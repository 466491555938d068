/**
 * The credential of an operator command (`npm run payouts -- --server …`) talking to a running server: the expiry
 * and an HMAC of it under a secret of its own purpose, derived from the server's keys. Whoever can read the server's
 * keys (its data folder, or JWT_PRIVATE_KEY / LINK_SECRET) can make one; it lasts five minutes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { purposeSecret } from './secrets.ts';

const SCHEME = 'Operator';
const LIFETIME_SECONDS = 300;

const signatureOf = (deps: Pick<Deps, 'config' | 'keys'>, expires: number) =>
  createHmac('sha256', purposeSecret(deps, 'payouts-operator')).update(String(expires)).digest('base64url');

/** The Authorization header value of an operator's request made now. */
export function operatorAuthorization(deps: Pick<Deps, 'config' | 'keys'>, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS;
  return `${SCHEME} ${expires}.${signatureOf(deps, expires)}`;
}

/** Whether the header carries an operator credential that is genuine and not expired (nor dated far ahead). */
export function isOperator(deps: Pick<Deps, 'config' | 'keys'>, authorization: string | undefined, now: Date): boolean {
  const match = /^Operator (\d{1,12})\.([\w-]{43})$/.exec(authorization ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  const nowSeconds = now.getTime() / 1000;
  if (expires <= nowSeconds || expires > nowSeconds + LIFETIME_SECONDS + 60) return false;
  const expected = Buffer.from(signatureOf(deps, expires));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
