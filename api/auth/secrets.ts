/** Server-side secrets for HMACs (captcha challenges, signed links): LINK_SECRET when set, else derived from the JWT key. */
import { createHmac } from 'node:crypto';
import type { Deps } from '../deps.ts';

/** A secret for one purpose, so a signature made for one use is never valid for another. */
export function purposeSecret(deps: Pick<Deps, 'config' | 'keys'>, purpose: string): string {
  const base = deps.config.linkSecret ?? deps.keys.derivedSecret;
  return createHmac('sha256', base).update(purpose).digest('base64url');
}
