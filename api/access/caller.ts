/**
 * The caller of a request, resolved once: the session's state (live, remembered, the forced password change) and
 * who the person is (their login, client contact and company, own talent profile, agency membership and the agency's
 * talent), read in one statement. The API resolves it from the bearer token of each request it is sent over HTTP;
 * a page's in-process calls are handed the one the edge resolved for the page (edge/page-caller.ts). Access
 * declarations (api/access/people.ts, records.ts) read it instead of asking the database again.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts, users } from '../db/schema/index.ts';
import { rawRows } from '../db/raw-rows.ts';
import { rowFromJson } from '../db/json-row.ts';
import type { AccessClaims } from '#kernel/tokens.ts';
import type { Account, AccountUser } from '../auth/account.ts';
import { contactStatuses } from '#domain/constants.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type ClientContact = ContactRow & { companyId: number };

export interface Membership {
  agencyId: number;
  isOwner: boolean;
  instrId: number | null;
  selectedInstrId: number | null;
}

/** The talent a caller acts for: their own profile, or every talent of their agency. */
export interface TalentParty {
  agencyId: number | null;
  /** The caller's own talent profile (an agency member's profile in the agency); the default for saving a job. */
  ownInstrId: number | null;
  instrIds: number[];
}

export interface Caller {
  /** The access token's claims. */
  user: AccessClaims;
  mustChangePassword: boolean;
  rememberMe: boolean;
  lastUsedAt: Date;
  /** When this session last proved a second factor, or null. */
  secondFactorAt: Date | null;
  account: Account;
  /** The caller's contact row, with or without a company. */
  contact: ContactRow | null;
  companyName: string | null;
  /** instructors.id of the caller's own talent row (not an agency member's profile in the agency). */
  ownInstrId: number | null;
  /** That row is an agency's own. */
  ownInstrIsAgency: boolean;
  membership: Membership | null;
  /** The talent of the agency the claims act for (empty without one). */
  agencyTalent: number[];
}

const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);
const contactColumns = getTableColumns(contacts);

/** What the database's `load_caller` answers (migration 0021_load-caller-function), by its JSON keys. */
interface CallerJson {
  revoked_at: string | null;
  expires_at: string;
  last_used_at: string;
  remember_me: boolean;
  second_factor_at: string | null;
  user: Record<string, unknown>;
  contact: Record<string, unknown> | null;
  company_name: string | null;
  own_instr_id: number | null;
  own_instr_is_agency: boolean | null;
  membership: { agency_id: number; is_owner: boolean; instr_id: number | null; selected_instr_id: number | null } | null;
  agency_talent: number[];
  join_request_pending: boolean;
}

/**
 * The caller of a live session (not revoked, not expired) with these claims, or null. One statement: the database
 * function `load_caller`, whose plan each connection keeps (decision record 365); the ids of the agency's talent
 * are an array, so an agency of any size stays one row.
 */
export async function loadCaller(db: Db, claims: AccessClaims, now: Date): Promise<Caller | null> {
  const [found] = await rawRows<{ caller: CallerJson | null }>(db, sql`select load_caller(${claims.sid}, ${claims.userId}, ${claims.agencyInstrId}) as caller`);
  const row = found?.caller;
  if (!row || row.revoked_at || new Date(row.expires_at) <= now) return null;
  const user = rowFromJson(userColumns, row.user) as AccountUser;
  const contact = row.contact ? (rowFromJson(contactColumns, row.contact) as ContactRow) : null;
  const membership: Membership | null = row.membership && {
    agencyId: row.membership.agency_id,
    isOwner: row.membership.is_owner,
    instrId: row.membership.instr_id,
    selectedInstrId: row.membership.selected_instr_id,
  };
  return {
    user: claims,
    mustChangePassword: user.forceChangePassword > 0,
    rememberMe: row.remember_me,
    lastUsedAt: new Date(row.last_used_at),
    secondFactorAt: row.second_factor_at === null ? null : new Date(row.second_factor_at),
    account: {
      user,
      contact: contact ? { id: contact.id, companyId: contact.companyId, webRole: contact.webRole, status: contact.status } : null,
      instructorId: membership?.instrId ?? row.own_instr_id ?? null,
      agencyId: membership?.agencyId ?? null,
      joinRequestPending: Boolean(contact && contact.companyId === null && row.join_request_pending),
    },
    contact,
    companyName: row.company_name,
    ownInstrId: row.own_instr_id,
    ownInstrIsAgency: row.own_instr_is_agency ?? false,
    membership,
    agencyTalent: row.agency_talent.map(Number),
  };
}

/** The caller's party, or null for a user who is neither talent nor agency member (as the claims say). */
export function callerParty(caller: Caller): TalentParty | null {
  const { user } = caller;
  if (user.agencyInstrId !== null) return { agencyId: user.agencyInstrId, ownInstrId: user.instrId, instrIds: caller.agencyTalent };
  if (user.instrId !== null) return { agencyId: null, ownInstrId: user.instrId, instrIds: [user.instrId] };
  return null;
}

/** The caller's active client contact with a company, or null. */
export function callerClientContact(caller: Caller): ClientContact | null {
  const { contact } = caller;
  if (!contact || contact.companyId === null || contact.status !== contactStatuses.active) return null;
  return { ...contact, companyId: contact.companyId };
}
