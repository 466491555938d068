/**
 * Signed public links to a job. `hash` is an HMAC of "job:<projectId>" with a secret of
 * its own purpose; only the server can make one, and it never expires (a shared post stays readable until the job
 * is a draft again, which it never becomes). `c` names the contact the link was sent to: base64url(e-mail) + "." +
 * an HMAC of the job and that address, so a forged or copied-to-another-job `c` is ignored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { purposeSecret } from '../auth/secrets.ts';

type KeyDeps = Pick<Deps, 'config' | 'keys'>;

/** 22 base64url characters: 132 bits of the HMAC. */
const HASH_LENGTH = 22;

const mac = (deps: KeyDeps, purpose: string, text: string) =>
  createHmac('sha256', purposeSecret(deps, purpose)).update(text).digest('base64url').slice(0, HASH_LENGTH);

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function jobHash(deps: KeyDeps, projectId: number): string {
  return mac(deps, 'public-job-link', `job:${projectId}`);
}

export function verifyJobHash(deps: KeyDeps, projectId: number, hash: string | null | undefined): boolean {
  return typeof hash === 'string' && same(hash, jobHash(deps, projectId));
}

export function signContact(deps: KeyDeps, projectId: number, email: string): string {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString('base64url')}.${mac(deps, 'public-job-contact', `job:${projectId}:${address}`)}`;
}

/** The e-mail address of a well-signed `c` for this job; null for anything else. */
export function readContact(deps: KeyDeps, projectId: number, c: string | null | undefined): string | null {
  if (!c) return null;
  const [encoded, sig, ...rest] = c.split('.');
  if (!encoded || !sig || rest.length > 0) return null;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!address.includes('@')) return null;
  return same(sig, mac(deps, 'public-job-contact', `job:${projectId}:${address}`)) ? address : null;
}

/** The path of a job's public post, with `c` when the link is sent to a contact. */
export function publicJobPath(deps: KeyDeps, projectId: number, contactEmail?: string): string {
  const query = new URLSearchParams({ hash: jobHash(deps, projectId) });
  if (contactEmail) query.set('c', signContact(deps, projectId, contactEmail));
  return `/client-job/jobpost/${projectId}?${query.toString()}`;
}

/** The canonical address of a job's public post (/view-job-details/{jobId}/{hash}): the sitemap and og:url use it. */
export function canonicalJobPath(deps: KeyDeps, projectId: number): string {
  return `/view-job-details/${projectId}/${jobHash(deps, projectId)}`;
}

/**
 * The absolute public link of a job, for e-mails and sharing. `origin` is linkOrigin(config) of
 * api/mail/links.ts (PUBLIC_ORIGIN when set).
 */
export function publicJobLink(deps: KeyDeps, origin: string, projectId: number, contactEmail?: string): string {
  return new URL(publicJobPath(deps, projectId, contactEmail), origin).toString();
}
