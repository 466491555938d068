/**
 * The talent side's signing for a user without a session (the calendar feed, read with its secret link): the same
 * TalentSigning the access declarations resolve from the caller (api/access/signing.ts), read from the database.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencyMembers, instructors, users } from '../db/schema/index.ts';
import { talentSigningFrom, type TalentSigning } from '../access/signing.ts';

export async function talentSigningFor(db: Db, userId: number): Promise<TalentSigning | null> {
  const [user] = await db.select({ userId: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [membership] = await db
    .select({ agencyId: agencyMembers.agencyId, isOwner: agencyMembers.isOwner, instrId: agencyMembers.instrId })
    .from(agencyMembers)
    .where(eq(agencyMembers.userId, userId));
  if (membership) {
    const agencyTalent = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.agencyId, membership.agencyId));
    return talentSigningFrom(membership, agencyTalent.map((t) => t.id), null, user);
  }
  const [talent] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.userId, userId), eq(instructors.isAgency, false)));
  return talentSigningFrom(null, [], talent?.id ?? null, user);
}
