/**
 * Whose talent profile a caller may read and edit as My information: their own (instructors.userId, or for an
 * agency member the profile agency_members.instrId points at), and for an agency owner every talent of the agency
 * and the agency's own profile (Company Profile). A request without an instrId edits the profile the owner chose in
 * the member switcher (agency_members.selectedInstrId), or the caller's own profile when none was chosen or the
 * choice no longer belongs to the agency. An agency member who is not the owner only ever reaches their own profile.
 */
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencyMembers, instructors } from '../db/schema/index.ts';
import { forbidden } from '../http/errors.ts';
import { accountTexts } from '#domain/account.ts';
import type { Caller, Membership } from './caller.ts';

export interface ProfileOwner {
  instrId: number;
  /** The profile is the caller's own: their login's nickname, names and photo go with it. */
  own: boolean;
}

interface OwnAndMembership {
  ownInstrId: number | null;
  member: Pick<Membership, 'agencyId' | 'isOwner' | 'selectedInstrId'> | undefined;
}

/** The caller's own profile and agency membership, as the resolved caller has them. */
const ownAndMembershipOf = (caller: Caller): OwnAndMembership => ({
  ownInstrId: caller.ownInstrId ?? caller.membership?.instrId ?? null,
  member: caller.membership ?? undefined,
});

async function ownAndMembership(db: Db, userId: number): Promise<OwnAndMembership> {
  const [own] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.userId, userId));
  const [member] = await db
    .select({
      agencyId: agencyMembers.agencyId,
      isOwner: agencyMembers.isOwner,
      instrId: agencyMembers.instrId,
      selectedInstrId: agencyMembers.selectedInstrId,
    })
    .from(agencyMembers)
    .where(eq(agencyMembers.userId, userId));
  return { ownInstrId: own?.id ?? member?.instrId ?? null, member };
}

/** Whether the profile is the agency's own or one of its talent. */
export async function isAgencyProfile(db: Db, agencyId: number, instrId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.id, instrId), or(eq(instructors.id, agencyId), eq(instructors.agencyId, agencyId))));
  return Boolean(row);
}

/** The profile the caller reaches with this request, or null when they may not reach it. */
async function reachedProfile(db: Db, { ownInstrId, member }: OwnAndMembership, requestedInstrId: number | undefined): Promise<ProfileOwner | null> {
  const chosen = member?.isOwner ? (member.selectedInstrId ?? undefined) : undefined;
  const target = requestedInstrId ?? chosen ?? ownInstrId;
  if (target !== null && target !== ownInstrId && member?.isOwner && (await isAgencyProfile(db, member.agencyId, target))) {
    return { instrId: target, own: false };
  }
  if ((requestedInstrId === undefined || requestedInstrId === ownInstrId) && ownInstrId !== null) return { instrId: ownInstrId, own: true };
  return null;
}

export async function profileOwnerOf(db: Db, caller: Caller, requestedInstrId: number | undefined): Promise<ProfileOwner> {
  const reached = await reachedProfile(db, ownAndMembershipOf(caller), requestedInstrId);
  if (!reached) throw forbidden(accountTexts.talentOnly);
  return reached;
}

/** The profile a request without an instrId is about: the one the agency owner chose, or the caller's own. */
export async function defaultProfileIdOf(db: Db, userId: number): Promise<number | null> {
  return (await reachedProfile(db, await ownAndMembership(db, userId), undefined))?.instrId ?? null;
}

/** Whether the caller may edit the profile: it is their own, or they own the talent's agency (or it is the agency's). */
export async function mayEditProfile(db: Db, userId: number, instrId: number): Promise<boolean> {
  const { ownInstrId, member } = await ownAndMembership(db, userId);
  if (ownInstrId === instrId) return true;
  return member?.isOwner ? isAgencyProfile(db, member.agencyId, instrId) : false;
}
