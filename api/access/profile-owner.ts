/**
 * Whose talent profile a caller may read and edit as My information: their own (instructors.userId, or for an
 * agency member the profile agency_members.instrId points at), and for an agency owner every talent of the agency.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencyMembers, instructors } from '../db/schema/index.ts';
import { forbidden } from '../http/errors.ts';
import { accountTexts } from '../../src/domain/account.ts';

export interface ProfileOwner {
  instrId: number;
  /** The profile is the caller's own: their login's nickname, names and photo go with it. */
  own: boolean;
}

async function ownAndMembership(db: Db, userId: number) {
  const [own] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.userId, userId));
  const [member] = await db
    .select({ agencyId: agencyMembers.agencyId, isOwner: agencyMembers.isOwner, instrId: agencyMembers.instrId })
    .from(agencyMembers)
    .where(eq(agencyMembers.userId, userId));
  return { ownInstrId: own?.id ?? member?.instrId ?? null, member };
}

/** The caller's own talent profile, if they have one. */
export async function ownProfileIdOf(db: Db, userId: number): Promise<number | null> {
  return (await ownAndMembership(db, userId)).ownInstrId;
}

export async function profileOwnerOf(db: Db, userId: number, requestedInstrId: number | undefined): Promise<ProfileOwner> {
  const { ownInstrId, member } = await ownAndMembership(db, userId);
  if (requestedInstrId === undefined || requestedInstrId === ownInstrId) {
    if (ownInstrId === null) throw forbidden(accountTexts.talentOnly);
    return { instrId: ownInstrId, own: true };
  }
  if (member?.isOwner) {
    const [agencyTalent] = await db
      .select({ id: instructors.id })
      .from(instructors)
      .where(and(eq(instructors.id, requestedInstrId), eq(instructors.agencyId, member.agencyId)));
    if (agencyTalent) return { instrId: agencyTalent.id, own: false };
  }
  throw forbidden(accountTexts.talentOnly);
}

/** Whether the caller may edit the profile: it is their own, or they own the talent's agency. */
export async function mayEditProfile(db: Db, userId: number, instrId: number): Promise<boolean> {
  const { ownInstrId, member } = await ownAndMembership(db, userId);
  if (ownInstrId === instrId) return true;
  if (!member?.isOwner) return false;
  if (member.agencyId === instrId) return true;
  const [agencyTalent] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.id, instrId), eq(instructors.agencyId, member.agencyId)));
  return Boolean(agencyTalent);
}
