/**
 * The review links of an approval request: `<request id>.<expiry in base 36>.<HMAC>`, the HMAC over the id, the kind,
 * the talent and the expiry with a key of this purpose. The row says whether the request is still pending, so a link
 * decides once; the signature keeps ids from being guessed or a link turned to another request.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { purposeSecret } from '../auth/secrets.ts';
import { approvalLinkDays, type ApprovalKind } from '#domain/approvals.ts';

type KeyDeps = Pick<Deps, 'config' | 'keys'>;
const DAY_MS = 86_400_000;

export interface SignedRequest {
  id: number;
  kind: ApprovalKind;
  instrId: number;
  createdAt: Date;
}

export const expiryOf = (request: Pick<SignedRequest, 'createdAt'>) => request.createdAt.getTime() + approvalLinkDays * DAY_MS;

const signature = (deps: KeyDeps, request: SignedRequest, expiresAt: number) =>
  createHmac('sha256', purposeSecret(deps, 'approval-request')).update(`${request.id}:${request.kind}:${request.instrId}:${expiresAt}`).digest('base64url');

export function approvalToken(deps: KeyDeps, request: SignedRequest): string {
  const expiresAt = expiryOf(request);
  return `${request.id}.${expiresAt.toString(36)}.${signature(deps, request, expiresAt)}`;
}

/** The request id a token names, before its signature is checked; null when it has not the link's shape. */
export function approvalIdOf(token: string): number | null {
  const match = /^([1-9]\d{0,9})\.[0-9a-z]{1,12}\.[\w-]{43}$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether the token was issued for this request as it is stored. */
export function signedFor(deps: KeyDeps, token: string, request: SignedRequest): boolean {
  const expected = Buffer.from(approvalToken(deps, request));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
