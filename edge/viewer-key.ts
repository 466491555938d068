/**
 * What a page may show of its signed-in viewer, as one key for the pages kept for them (edge/page-cache.ts): the
 * resolved caller (session, claims, login, contact and company, talent and agency, the forced password change and
 * the second factor), hashed. Only its last use is left out: it moves once a minute and no page shows it.
 */
import { createHash } from 'node:crypto';
import type { Caller } from '#api/access/caller.ts';

/** A caller kept by the session cache is the same object from page to page: its key is hashed once. */
const keys = new WeakMap<Caller, string>();

export function viewerKey(caller: Caller): string {
  let key = keys.get(caller);
  if (key === undefined) {
    const { lastUsedAt: _lastUsedAt, ...shown } = caller;
    key = createHash('sha256').update(JSON.stringify(shown)).digest('base64url');
    keys.set(caller, key);
  }
  return key;
}
