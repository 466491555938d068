/**
 * The referee's confirmation link: /confirm-reference?r={refId}&hash={expiry}.{HMAC}. The signature covers the
 * reference id, its linkVersion and the expiry, so a link works for referenceLimits.linkDays and ends at once when
 * the talent edits the reference or sends a new request (both raise the version). No token is stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { purposeSecret } from '../auth/secrets.ts';
import { linkOrigin, pageLink } from '../mail/links.ts';
import { confirmReferencePath, referenceLimits } from '#domain/references.ts';

type KeyDeps = Pick<Deps, 'config' | 'keys'>;

const DAY_MS = 24 * 60 * 60 * 1000;

const mac = (deps: KeyDeps, refId: number, version: number, expires: string) =>
  createHmac('sha256', purposeSecret(deps, 'reference-confirmation-link')).update(`reference:${refId}:v${version}:e${expires}`).digest('base64url');

export function confirmationHash(deps: KeyDeps, ref: { id: number; linkVersion: number }, now: Date): string {
  const expires = Math.floor((now.getTime() + referenceLimits.linkDays * DAY_MS) / 1000).toString(36);
  return `${expires}.${mac(deps, ref.id, ref.linkVersion, expires)}`;
}

export function confirmationLinkWorks(deps: KeyDeps, ref: { id: number; linkVersion: number }, hash: string, now: Date): boolean {
  const [expires = '', signature = ''] = hash.split('.');
  if (!/^[0-9a-z]{1,12}$/.test(expires) || parseInt(expires, 36) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mac(deps, ref.id, ref.linkVersion, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const confirmationLink = (deps: KeyDeps, ref: { id: number; linkVersion: number }, now: Date) =>
  pageLink(linkOrigin(deps.config), confirmReferencePath, { r: String(ref.id), hash: confirmationHash(deps, ref, now) });
