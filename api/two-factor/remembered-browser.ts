/**
 * "Remember this browser": after a second step the browser may skip it for 30 days at most. The token (kept in an
 * HttpOnly cookie by the edge) is signed with a server secret and bound to the user, to the account's count of
 * second-factor changes and to its password hash: changing a factor or the password makes every remembered
 * browser ask again.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { purposeSecret } from '../auth/secrets.ts';
import { twoFactorLimits } from '#domain/two-factor.ts';

const LIFETIME_MS = twoFactorLimits.rememberBrowserDays * 24 * 60 * 60 * 1000;

interface Binding {
  id: number;
  passwordHash: string;
  secondFactorEpoch: number;
}

const signatureOf = (deps: Pick<Deps, 'config' | 'keys'>, user: Binding, expires: number) =>
  createHmac('sha256', purposeSecret(deps, 'remembered-browser'))
    .update(`${user.id}.${expires}.${user.secondFactorEpoch}.${user.passwordHash}`)
    .digest('base64url');

export function rememberBrowser(deps: Pick<Deps, 'config' | 'keys' | 'now'>, user: Binding): string {
  const expires = deps.now().getTime() + LIFETIME_MS;
  return `${user.id}.${expires}.${signatureOf(deps, user, expires)}`;
}

export function isRememberedBrowser(deps: Pick<Deps, 'config' | 'keys' | 'now'>, user: Binding, token: string | undefined): boolean {
  const [id, expiresText, signature] = (token ?? '').split('.');
  const expires = Number(expiresText);
  if (Number(id) !== user.id || !Number.isSafeInteger(expires) || expires <= deps.now().getTime() || !signature) return false;
  if (expires > deps.now().getTime() + LIFETIME_MS) return false;
  const expected = Buffer.from(signatureOf(deps, user, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
