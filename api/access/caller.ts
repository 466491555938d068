/**
 * The caller of a request, resolved once: the session's state (live, remembered, the forced password change) and
 * who the person is (their login, client contact and company, own talent profile, agency membership and the agency's
 * talent), read in one statement. The API resolves it from the bearer token of each request it is sent over HTTP;
 * a page's in-process calls are handed the one the edge resolved for the page (edge/page-caller.ts). Access
 * declarations (api/access/people.ts, records.ts) read it instead of asking the database again.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencyMembers, companies, companyJoinRequests, contacts, instructors, sessionFamilies, users } from '../db/schema/index.ts';
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

/**
 * The caller of a live session (not revoked, not expired) with these claims, or null. One statement; the ids of the
 * agency's talent are an array, so an agency of any size stays one row.
 */
export async function loadCaller(db: Db, claims: AccessClaims, now: Date): Promise<Caller | null> {
  const agencyTalent =
    claims.agencyInstrId === null
      ? sql<number[]>`'{}'::integer[]`
      : sql<number[]>`array(select ${instructors.id} from ${instructors} where ${instructors.agencyId} = ${claims.agencyInstrId} order by ${instructors.id})`;
  const [row] = await db
    .select({
      revokedAt: sessionFamilies.revokedAt,
      expiresAt: sessionFamilies.expiresAt,
      lastUsedAt: sessionFamilies.lastUsedAt,
      rememberMe: sessionFamilies.rememberMe,
      secondFactorAt: sessionFamilies.secondFactorAt,
      user: userColumns,
      contact: getTableColumns(contacts),
      companyName: companies.name,
      ownInstrId: instructors.id,
      ownInstrIsAgency: instructors.isAgency,
      membership: {
        agencyId: agencyMembers.agencyId,
        isOwner: agencyMembers.isOwner,
        instrId: agencyMembers.instrId,
        selectedInstrId: agencyMembers.selectedInstrId,
      },
      agencyTalent,
      joinRequestPending: sql<boolean>`exists (select 1 from ${companyJoinRequests} where ${and(
        eq(companyJoinRequests.contactId, contacts.id),
        eq(companyJoinRequests.status, 'pending'),
      )})`,
    })
    .from(sessionFamilies)
    .innerJoin(users, eq(users.id, sessionFamilies.userId))
    .leftJoin(contacts, eq(contacts.userId, users.id))
    .leftJoin(companies, eq(companies.id, contacts.companyId))
    .leftJoin(instructors, eq(instructors.userId, users.id))
    .leftJoin(agencyMembers, eq(agencyMembers.userId, users.id))
    .where(and(eq(sessionFamilies.id, claims.sid), eq(sessionFamilies.userId, claims.userId)));
  if (!row || row.revokedAt || row.expiresAt <= now) return null;
  const { contact, membership } = row;
  const user: AccountUser = row.user;
  return {
    user: claims,
    mustChangePassword: user.forceChangePassword > 0,
    rememberMe: row.rememberMe,
    lastUsedAt: row.lastUsedAt,
    secondFactorAt: row.secondFactorAt,
    account: {
      user,
      contact: contact ? { id: contact.id, companyId: contact.companyId, webRole: contact.webRole, status: contact.status } : null,
      instructorId: membership?.instrId ?? row.ownInstrId ?? null,
      agencyId: membership?.agencyId ?? null,
      joinRequestPending: Boolean(contact && contact.companyId === null && row.joinRequestPending),
    },
    contact,
    companyName: row.companyName,
    ownInstrId: row.ownInstrId,
    ownInstrIsAgency: row.ownInstrIsAgency ?? false,
    membership,
    agencyTalent: (row.agencyTalent ?? []).map(Number),
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
