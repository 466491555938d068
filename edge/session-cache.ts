/**
 * Signed-in page views close together (decision record 363): a GET page's access token, once verified, and the
 * caller resolved for it are kept for at most FRESH_MS (and never past the token's expiry), so the next pages of the
 * same session within that time neither verify the signature again nor read the session and the person. That is the
 * bound on what this instance learns late: a session revoked on another instance or by a password reset, a role
 * given or taken, a password change forced by an administrator. What this instance does itself counts at once: a
 * page or API request that is not a GET (a write, a logout, a refresh) forgets its session's entries first.
 */
import type { Caller } from '#api/access/caller.ts';
import type { AccessClaims } from '#kernel/tokens.ts';

export const FRESH_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  claims: AccessClaims;
  until: number;
  caller?: Caller;
}

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  #fresh(token: string): Entry | undefined {
    const entry = this.#entries.get(token);
    if (!entry || entry.until > this.#now()) return entry;
    this.#entries.delete(token);
    return undefined;
  }

  /** The claims of a token verified within the bound. */
  claims(token: string): AccessClaims | undefined {
    return this.#fresh(token)?.claims;
  }

  /** Keeps a token just verified, until the bound or its expiry. */
  verified(token: string, claims: AccessClaims, expiresAt: number): void {
    if (this.#entries.size >= MAX_ENTRIES) this.#dropStale();
    if (this.#entries.size >= MAX_ENTRIES) return;
    this.#entries.set(token, { claims, until: Math.min(this.#now() + FRESH_MS, expiresAt) });
  }

  /** The caller of a kept token: resolved within the bound, or by `resolve` (and kept when the session is live). */
  async caller(token: string, resolve: () => Promise<Caller | null>): Promise<Caller | null> {
    const entry = this.#fresh(token);
    if (entry?.caller) return entry.caller;
    const caller = await resolve();
    if (entry && caller) entry.caller = caller;
    if (!caller) this.#entries.delete(token);
    return caller;
  }

  /** Forgets every kept token of the session the token belongs to. */
  forgetSessionOf(token: string): void {
    const sid = this.#entries.get(token)?.claims.sid;
    if (sid === undefined) return;
    for (const [kept, entry] of this.#entries) if (entry.claims.sid === sid) this.#entries.delete(kept);
  }

  #dropStale(): void {
    const now = this.#now();
    for (const [token, entry] of this.#entries) if (entry.until <= now) this.#entries.delete(token);
  }
}
