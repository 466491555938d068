/** My information of a talent profile: read it with its country and state lists, save it with an optional new photo. */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { agencyMembers, instructors, users } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { withUploadedPhoto } from '../blob/photo-upload.ts';
import { countries } from '../master/data/countries.ts';
import { statesOf } from './master-lists.ts';
import type { ProfileOwner } from '../access/profile-owner.ts';
import type { MyInformationInput } from '#domain/account.ts';

/** The login a profile belongs to: its own user, or the agency member whose profile it is; agency talent may have none. */
async function personOf(db: Db, instrId: number, userId: number | null) {
  const [member] = userId === null ? await db.select({ userId: agencyMembers.userId }).from(agencyMembers).where(eq(agencyMembers.instrId, instrId)) : [];
  const personId = userId ?? member?.userId ?? null;
  if (personId === null) return null;
  const [person] = await db.select({ nickname: users.nickname, email: users.email }).from(users).where(eq(users.id, personId));
  return person ?? null;
}

export async function loadMyInformation(db: Db, instrId: number) {
  const [profile] = await db
    .select({
      userId: instructors.userId,
      firstName: instructors.firstName,
      lastName: instructors.lastName,
      countryCode: instructors.countryCode,
      stateCode: instructors.stateCode,
      thumbnailBlobId: instructors.thumbnailBlobId,
      profileStatus: instructors.profileStatus,
    })
    .from(instructors)
    .where(eq(instructors.id, instrId));
  if (!profile) throw notFound();
  const person = await personOf(db, instrId, profile.userId);
  return {
    instrId,
    nickName: person?.nickname ?? null,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: person?.email ?? null,
    countryCode: profile.countryCode,
    stateCode: profile.stateCode,
    countries,
    states: statesOf(profile.countryCode),
    thumbnailBlobId: profile.thumbnailBlobId,
    profileStatus: profile.profileStatus,
  };
}

/** The photo ids a new photo replaces: the profile's, and the login's when the profile is the caller's own. */
function currentPhotoIdsOf(deps: Deps, userId: number, access: ProfileOwner) {
  return async () => {
    const [talent] = await deps.db.select({ thumbnailBlobId: instructors.thumbnailBlobId }).from(instructors).where(eq(instructors.id, access.instrId));
    const [user] = access.own ? await deps.db.select({ photoBlobId: users.photoBlobId }).from(users).where(eq(users.id, userId)) : [];
    return [talent?.thumbnailBlobId ?? null, user?.photoBlobId ?? null];
  };
}

/** Saves the photo alone; it also becomes the login's photo when the profile is the caller's own. */
export async function saveMyPhoto(deps: Deps, userId: number, access: ProfileOwner, imageAsBase64String: string): Promise<void> {
  await withUploadedPhoto(deps, imageAsBase64String, userId, currentPhotoIdsOf(deps, userId, access), async (photoBlobId) => {
    if (!photoBlobId) return;
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx.update(instructors).set({ thumbnailBlobId: photoBlobId, updatedAt: now }).where(eq(instructors.id, access.instrId));
      if (access.own) await tx.update(users).set({ photoBlobId, updatedAt: now }).where(eq(users.id, userId));
    });
  });
}

/** Saves the profile; names, location and photo also go to the caller's login when the profile is their own. */
export async function saveMyInformation(deps: Deps, userId: number, access: ProfileOwner, input: MyInformationInput): Promise<void> {
  await withUploadedPhoto(deps, input.imageAsBase64String, userId, currentPhotoIdsOf(deps, userId, access), async (photoBlobId) => {
    const now = deps.now();
    const shared = { firstName: input.firstName, lastName: input.lastName, countryCode: input.countryCode, stateCode: input.stateCode ?? null, updatedAt: now };
    await deps.db.transaction(async (tx) => {
      await tx
        .update(instructors)
        .set({ ...shared, ...(photoBlobId ? { thumbnailBlobId: photoBlobId } : {}) })
        .where(eq(instructors.id, access.instrId));
      if (access.own) {
        await tx
          .update(users)
          .set({ ...shared, nickname: input.nickName ?? null, ...(photoBlobId ? { photoBlobId } : {}) })
          .where(eq(users.id, userId));
      }
    });
  });
}
