/**
 * The signed preview link of a submission: /preview?p={proposalId}&hash={expiry}.{HMAC}. The signature stands in
 * for a session, so a recruiter without an account can read that one proposal (read-only), and nothing else, until
 * the link expires (PREVIEW_LINK_DAYS), the client revokes the proposal's links (which raises its
 * previewLinkVersion, signed into every link), the proposal is rejected or the job is no longer open.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { purposeSecret } from '../auth/secrets.ts';

type KeyDeps = Pick<Deps, 'config' | 'keys'>;

export interface PreviewTarget {
  proposal: { id: number; status: string; previewLinkVersion: number };
  project: { status: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;

const mac = (deps: KeyDeps, proposalId: number, version: number, expires: string) =>
  createHmac('sha256', purposeSecret(deps, 'proposal-preview-link')).update(`proposal:${proposalId}:v${version}:e${expires}`).digest('base64url');

/** A link token valid for PREVIEW_LINK_DAYS from `now`: the expiry (seconds, base 36) and its signature. */
export function previewHash(deps: KeyDeps, proposal: PreviewTarget['proposal'], now: Date): string {
  const expires = Math.floor((now.getTime() + deps.config.previewLinkDays * DAY_MS) / 1000).toString(36);
  return `${expires}.${mac(deps, proposal.id, proposal.previewLinkVersion, expires)}`;
}

/** Whether a link token opens this submission now. */
export function previewLinkWorks(deps: KeyDeps, target: PreviewTarget, hash: string, now: Date): boolean {
  const [expires = '', signature = ''] = hash.split('.');
  if (!/^[0-9a-z]{1,12}$/.test(expires) || parseInt(expires, 36) * 1000 <= now.getTime()) return false;
  if (target.proposal.status === 'Rejected' || target.project.status !== 'open') return false;
  const expected = Buffer.from(mac(deps, target.proposal.id, target.proposal.previewLinkVersion, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const previewPath = (deps: KeyDeps, proposal: PreviewTarget['proposal'], now: Date) =>
  `/preview?p=${proposal.id}&hash=${previewHash(deps, proposal, now)}`;
