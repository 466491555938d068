/**
 * The members of an agency: its talent profiles, listed for the member switcher and
 * /manage-members; the owner adds a talent profile, removes one, and chooses whose profile the /profile pages edit.
 */
import { and, asc, eq, or } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { agencyMembers, instructors } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { defaultProfileIdOf, isAgencyProfile } from '../access/profile-owner.ts';
import { agencyTexts, EVERYONE_ID } from '#domain/agency.ts';
import type { AgencyOwnerActor } from '../access/people.ts';

/** The agency and its talent, the agency first and then by name; the owner's own profile is marked isOwner. */
export async function listMembers(db: Db, agencyId: number, userId: number) {
  const [rows, owners, [me]] = await Promise.all([
    db
      .select({ instrId: instructors.id, firstName: instructors.firstName, lastName: instructors.lastName, isAgency: instructors.isAgency, blobNameGuid: instructors.thumbnailBlobId })
      .from(instructors)
      .where(or(eq(instructors.id, agencyId), eq(instructors.agencyId, agencyId)))
      .orderBy(asc(instructors.lastName), asc(instructors.firstName), asc(instructors.id)),
    db.select({ instrId: agencyMembers.instrId }).from(agencyMembers).where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.isOwner, true))),
    db.select({ isOwner: agencyMembers.isOwner, instrId: agencyMembers.instrId }).from(agencyMembers).where(eq(agencyMembers.userId, userId)),
  ]);
  const ownerProfiles = new Set(owners.map((o) => o.instrId));
  const members = rows
    .map((r) => ({ ...r, isOwner: !r.isAgency && ownerProfiles.has(r.instrId), isEveryone: false }))
    .sort((a, b) => Number(b.isAgency) - Number(a.isAgency));
  const canSwitch = me?.isOwner ?? false;
  const selectedInstrId = canSwitch ? await defaultProfileIdOf(db, userId) : (me?.instrId ?? null);
  return { members, ownInstrId: me?.instrId ?? null, selectedInstrId, canSwitch };
}

/** The owner chooses whose profile the /profile pages edit; Everyone (0) goes back to their own. */
export async function selectMember(db: Db, actor: AgencyOwnerActor, instrId: number): Promise<void> {
  if (instrId !== EVERYONE_ID && !(await isAgencyProfile(db, actor.agencyId, instrId))) {
    throw notFound(agencyTexts.memberNotFound);
  }
  await db
    .update(agencyMembers)
    .set({ selectedInstrId: instrId === EVERYONE_ID ? null : instrId })
    .where(eq(agencyMembers.userId, actor.user.userId));
}

/** A new talent profile in the agency, which the owner then builds through the switcher. */
export async function addMember(deps: Deps, actor: AgencyOwnerActor, person: { firstName: string; lastName: string }): Promise<number> {
  const [agency] = await deps.db
    .select({ companyName: instructors.companyName, countryCode: instructors.countryCode, stateCode: instructors.stateCode, city: instructors.city, timeZone: instructors.timeZone })
    .from(instructors)
    .where(eq(instructors.id, actor.agencyId));
  const now = deps.now();
  const [row] = await deps.db
    .insert(instructors)
    .values({ agencyId: actor.agencyId, ...person, ...agency, createdAt: now, updatedAt: now })
    .returning({ id: instructors.id });
  if (!row) throw new Error('The member was not created.');
  return row.id;
}

/**
 * A talent leaves the agency: the profile is no longer the agency's nor public, a login acting for the agency through
 * it loses its membership, and an owner's switcher that pointed at it goes back to their own profile. Proposals and
 * other history keep the profile. The owner's own profile and the agency's profile stay.
 */
export async function removeMember(db: Db, actor: AgencyOwnerActor, instrId: number): Promise<void> {
  const [talent] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.id, instrId), eq(instructors.agencyId, actor.agencyId)));
  if (!talent) throw notFound(agencyTexts.memberNotFound);
  const [owner] = await db
    .select({ id: agencyMembers.id })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.instrId, instrId), eq(agencyMembers.isOwner, true)));
  if (owner) throw badRequest(agencyTexts.ownerNotRemovable);
  await db.transaction(async (tx) => {
    await tx.update(agencyMembers).set({ selectedInstrId: null }).where(eq(agencyMembers.selectedInstrId, instrId));
    await tx.delete(agencyMembers).where(eq(agencyMembers.instrId, instrId));
    await tx.update(instructors).set({ agencyId: null, visibility: 'hidden' }).where(eq(instructors.id, instrId));
  });
}
