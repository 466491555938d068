/**
 * The access layer: every route declares who may call it, and the dispatcher resolves that caller into an actor
 * before the handler runs. A handler never asks "who is this?" itself; it receives the answer.
 *
 * Two kinds of declaration:
 * - a person: who the caller is (a visitor, any signed-in user, talent, a client contact, a company administrator …);
 * - a record: who the caller is to the record the request names (a member of the job, a client of the proposal …).
 *   The declaration names the field that carries the record's id (a route may say otherwise with `of`), and a caller
 *   without access gets the same 404 as for a record that does not exist, so ids reveal nothing.
 */
import type { AccessClaims } from '#kernel/tokens.ts';
import type { Deps } from '../deps.ts';
import { unauthorized } from '../http/errors.ts';
import { loadCaller, type Caller } from './caller.ts';

/** The names of the declarations, as the OpenAPI document and the authorization matrix read them. */
export type AccessName =
  | 'visitor'
  | 'signed-in'
  | 'talent'
  | 'profile-owner'
  | 'contact'
  | 'company-less-contact'
  | 'client-contact'
  | 'company-admin'
  | 'job-member'
  | 'job-reviewer'
  | 'proposal-client'
  | 'talent-job'
  | 'job-reader'
  | 'agency-member'
  | 'job-chat-party'
  | 'chat-member'
  | 'profile-viewer'
  | 'profile-link'
  | 'agency-owner'
  | 'invoice-reader'
  | 'invoice-payer'
  | 'saved-card-holder'
  | 'payee'
  | 'payee-manager'
  | 'payee-tax-form'
  | 'hire-talent'
  | 'hire-party'
  | 'operator';

export interface ResolveInput {
  deps: Deps;
  user: AccessClaims | null;
  /** The caller the dispatcher resolved with the session; a declaration called from a handler resolves it itself. */
  caller?: Caller | null | undefined;
  /** The record id the route points at (`of`), for record declarations. */
  id: number | undefined;
  /** The parsed query and body, for declarations that need more of the request than the record id (a job, a link). */
  input?: { query: unknown; body: unknown } | undefined;
  /** The message of the 403: the route's own, or the declaration's. */
  refusal: string | undefined;
  /** The request's Authorization header, for a declaration that accepts a credential other than a session (an operator's). */
  authorization?: string | undefined;
}

export interface Access<A> {
  name: AccessName;
  /** A visitor without a valid session is refused with 401 before the input is read. */
  signedIn: boolean;
  /** The declaration needs the id of a record (`of` on the route). */
  record: boolean;
  /** The field of the body (or of the query, for a route without a body) that names the record, when a route gives no `of`. */
  idField?: string;
  /** In words, for the OpenAPI document. */
  description: string;
  /** The message of a person declaration's 403 (a route may give its own). */
  refusal?: string;
  resolve(input: ResolveInput): Promise<A>;
}

/** A caller the declaration accepted. Every actor carries the user it was resolved from. */
export interface SignedInActor {
  user: AccessClaims;
}

export interface VisitorActor {
  user: AccessClaims | null;
}

export function declare<A>(access: Access<A>): Access<A> {
  return access;
}

/** What a declaration for signed-in callers gives; whether it names a record is the builder's name. */
type SignedInDeclaration<A> = Omit<Access<A>, 'signedIn' | 'record'>;

/** A person declaration that only a signed-in caller reaches. */
export function declarePerson<A>(access: SignedInDeclaration<A>): Access<A> {
  return { ...access, signedIn: true, record: false };
}

/** A record declaration that only a signed-in caller reaches: the record's id is its `idField`, or the route's `of`. */
export function declareRecord<A>(access: SignedInDeclaration<A>): Access<A> {
  return { ...access, signedIn: true, record: true };
}

/** The resolved caller of a signed-in declaration: the dispatcher's, or read now for a declaration a handler calls. */
export async function callerOf({ deps, user, caller }: ResolveInput): Promise<Caller> {
  if (caller) return caller;
  if (!user) throw new Error('A signed-in declaration was resolved without a user.');
  const loaded = await loadCaller(deps.db, user, deps.now());
  if (!loaded) throw unauthorized();
  return loaded;
}
