/**
 * The signed preview link of a submission: /preview?p={proposalId}&hash={HMAC}. The signature stands in for a
 * session, so a recruiter without an account can read that one proposal (read-only), and nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { purposeSecret } from '../auth/secrets.ts';

type KeyDeps = Pick<Deps, 'config' | 'keys'>;

export function previewHash(deps: KeyDeps, proposalId: number): string {
  return createHmac('sha256', purposeSecret(deps, 'proposal-preview-link')).update(`proposal:${proposalId}`).digest('base64url');
}

export function verifyPreviewHash(deps: KeyDeps, proposalId: number, hash: string): boolean {
  const expected = Buffer.from(previewHash(deps, proposalId));
  const given = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const previewPath = (deps: KeyDeps, proposalId: number) => `/preview?p=${proposalId}&hash=${previewHash(deps, proposalId)}`;
