/** A user with the rows that decide who they are: client contact, talent, agency membership. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencyMembers, companyJoinRequests, contacts, instructors, users } from '../db/schema/index.ts';
import type { AccessClaims } from '#kernel/tokens.ts';

export type UserRow = typeof users.$inferSelect;
/** A login as the session sees it: everything but the password hash. */
export type AccountUser = Omit<UserRow, 'passwordHash'>;

export interface Account {
  user: AccountUser;
  contact: { id: number; companyId: number | null; webRole: number; status: 'A' | 'I' | 'P' } | null;
  /** instructors.id of the user's own talent profile (for an agency member, their profile in the agency). */
  instructorId: number | null;
  /** agency_members.agencyId: the agency (an instructors row) the user acts for. */
  agencyId: number | null;
  /** A company-less contact waiting for a company administrator to approve their request. */
  joinRequestPending: boolean;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user ?? null;
}

/** The account with its login's password hash, for sign-in and the password checks. */
export async function loadAccount(db: Db, userId: number): Promise<(Account & { user: UserRow }) | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [contact] = await db
    .select({ id: contacts.id, companyId: contacts.companyId, webRole: contacts.webRole, status: contacts.status })
    .from(contacts)
    .where(eq(contacts.userId, userId));
  const [instructor] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.userId, userId));
  const [membership] = await db
    .select({ agencyId: agencyMembers.agencyId, instrId: agencyMembers.instrId })
    .from(agencyMembers)
    .where(eq(agencyMembers.userId, userId));
  let joinRequestPending = false;
  if (contact && contact.companyId === null) {
    const [pending] = await db
      .select({ id: companyJoinRequests.id })
      .from(companyJoinRequests)
      .where(and(eq(companyJoinRequests.contactId, contact.id), eq(companyJoinRequests.status, 'pending')))
      .limit(1);
    joinRequestPending = Boolean(pending);
  }
  return {
    user,
    contact: contact ?? null,
    instructorId: membership?.instrId ?? instructor?.id ?? null,
    agencyId: membership?.agencyId ?? null,
    joinRequestPending,
  };
}

export function accessClaims(account: Account, sid: string): AccessClaims {
  return {
    userId: account.user.id,
    sid,
    instrId: account.instructorId,
    agencyInstrId: account.agencyId,
    contactId: account.contact?.id ?? null,
    clientId: account.contact?.companyId ?? null,
    webRole: account.contact?.webRole ?? null,
  };
}
