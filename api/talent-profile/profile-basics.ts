/** About me, headline and industries of a talent profile: each saved whole, each write ending with profileChanged. */
import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { industries, instructorIndustries, instructors } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { profileSectionTexts } from '#domain/profile-sections.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import type { ProfileVisibility } from '#domain/profile-visibility.ts';
import { changeProfile } from '../talent-standing/profile-write.ts';

export function saveAboutMe(deps: Deps, instrId: number, aboutMe: string | undefined): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    await tx.update(instructors).set({ aboutMe: aboutMe ?? null }).where(eq(instructors.id, instrId));
  });
}

/** Who may see the profile; the public page, the sitemap and client suggestions follow it at once. */
export function saveVisibility(deps: Deps, instrId: number, visibility: ProfileVisibility): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    await tx.update(instructors).set({ visibility }).where(eq(instructors.id, instrId));
  });
}

export function saveHeadline(deps: Deps, instrId: number, headline: string | undefined): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    await tx.update(instructors).set({ headline: headline ?? null }).where(eq(instructors.id, instrId));
  });
}

/** The talent's industries become exactly the ones given (from the reference list; none clears them). */
export async function saveIndustries(deps: Deps, instrId: number, industryIds: readonly number[]): Promise<ProfileStatus> {
  const known = industryIds.length ? await deps.db.select({ id: industries.id }).from(industries).where(inArray(industries.id, [...industryIds])) : [];
  if (known.length !== industryIds.length) {
    throw badRequest(profileSectionTexts.industryUnknown, { industryIds: [profileSectionTexts.industryUnknown] });
  }
  return changeProfile(deps, instrId, async (tx) => {
    await tx.delete(instructorIndustries).where(eq(instructorIndustries.instrId, instrId));
    if (industryIds.length) await tx.insert(instructorIndustries).values(industryIds.map((industryId) => ({ instrId, industryId })));
  });
}
