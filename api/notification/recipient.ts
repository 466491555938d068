/** Who a notification is for: their kind (type T or C), address, and the ids their settings are kept under. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencyMembers, contacts, instructors, users } from '../db/schema/index.ts';
import type { NotificationType } from '../../src/domain/constants.ts';
import { notificationTypeFor } from '../../src/domain/notifications.ts';

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
