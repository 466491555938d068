/**
 * One write to a talent profile: a transaction that first takes the profile lock (profile-lock.ts) and ends with
 * profileChanged. Answers the profile status after the change.
 */
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { forbidden } from '../http/errors.ts';
import { profileSectionTexts } from '#domain/profile-sections.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import { profileChanged } from './profile-changed.ts';
import { lockProfile } from './profile-lock.ts';

export type LockedProfile = Awaited<ReturnType<typeof lockProfile>>;

export function changeProfile(deps: Deps, instrId: number, change: (tx: Db, profile: LockedProfile) => Promise<void>): Promise<ProfileStatus> {
  return deps.db.transaction(async (tx) => {
    await change(tx, await lockProfile(tx, instrId));
    return profileChanged(deps, tx, instrId);
  });
}

/** Work experience and education are hidden for agencies, so their own profile refuses them. */
export function refuseOnAgency(profile: LockedProfile): void {
  if (profile.isAgency) throw forbidden(profileSectionTexts.notAgencySection);
}
