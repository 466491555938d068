/** Who a notification is for: their kind (type T or C), address, and the ids their settings are kept under. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencyMembers, contacts, instructors, projectContacts, users } from '../db/schema/index.ts';
import { contactStatuses, type NotificationType } from '#domain/constants.ts';
import { notificationTypeFor } from '#domain/notifications.ts';

export interface Recipient {
  userId: number;
  email: string;
  firstName: string;
  type: NotificationType;
  /** The talent profile whose settings apply: the user's own, or an agency member's profile in the agency. */
  instrId: number | null;
  contactId: number | null;
}

export async function loadRecipient(db: Db, userId: number): Promise<Recipient | null> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      instructorId: instructors.id,
      agencyId: agencyMembers.agencyId,
      memberInstrId: agencyMembers.instrId,
      contactId: contacts.id,
    })
    .from(users)
    .leftJoin(instructors, eq(instructors.userId, users.id))
    .leftJoin(agencyMembers, eq(agencyMembers.userId, users.id))
    .leftJoin(contacts, eq(contacts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    userId,
    email: row.email,
    firstName: row.firstName,
    type: notificationTypeFor({ instrId: row.instructorId, agencyInstrId: row.agencyId }),
    instrId: row.instructorId ?? row.memberInstrId,
    contactId: row.contactId,
  };
}

/** The users of a job's active contacts: who hears of new proposals and signed work documents. */
export async function jobContactUsers(db: Db, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: contacts.userId })
    .from(projectContacts)
    .innerJoin(contacts, eq(contacts.id, projectContacts.contactId))
    .where(and(eq(projectContacts.projectId, projectId), eq(projectContacts.status, 'A'), eq(contacts.status, contactStatuses.active), isNotNull(contacts.userId)));
  return rows.flatMap((row) => (row.userId === null ? [] : [row.userId]));
}

/** Who hears about a talent profile: the talent's own login; for an agency's talent without one, the member acting as them, else the agency's owners. */
export async function talentUsers(db: Db, instrId: number): Promise<number[]> {
  const [talent] = await db.select({ userId: instructors.userId, agencyId: instructors.agencyId, isAgency: instructors.isAgency }).from(instructors).where(eq(instructors.id, instrId));
  if (!talent) return [];
  if (talent.userId !== null) return [talent.userId];
  const members = await db.select({ userId: agencyMembers.userId }).from(agencyMembers).where(eq(agencyMembers.instrId, instrId));
  if (members.length) return members.map((m) => m.userId);
  const agencyId = talent.isAgency ? instrId : talent.agencyId;
  if (agencyId === null) return [];
  const owners = await db.select({ userId: agencyMembers.userId }).from(agencyMembers).where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.isOwner, true)));
  return owners.map((o) => o.userId);
}
