/** The agency's company information (/settings/company-informations, /profile/company-information): its own profile row. */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { agencyMembers, instructors } from '../db/schema/index.ts';
import { discardUnreferenced } from '../storage/blob-references.ts';
import { changeProfile } from '../talent-standing/profile-write.ts';
import { withUploadedPhoto } from '../blob/photo-upload.ts';
import { nullWhenLeftOut } from '../db/row-values.ts';
import type { AgencyOwnerActor } from '../access/people.ts';
import type { CompanyInformation } from '#domain/agency.ts';

export async function loadCompanyInformation(deps: Deps, agencyId: number, userId: number) {
  const [[row], [me]] = await Promise.all([
    deps.db.select().from(instructors).where(eq(instructors.id, agencyId)),
    deps.db.select({ isOwner: agencyMembers.isOwner }).from(agencyMembers).where(eq(agencyMembers.userId, userId)),
  ]);
  if (!row) throw new Error(`The agency ${agencyId} has no profile.`);
  return {
    instrId: row.id,
    companyName: row.companyName ?? `${row.firstName} ${row.lastName}`,
    headline: row.headline,
    aboutMe: row.aboutMe,
    website: row.website,
    city: row.city,
    logoBlobId: row.thumbnailBlobId,
    canEdit: me?.isOwner ?? false,
  };
}

/**
 * Saves the company information (a write to the agency's profile); the agency's talent carry its name as their
 * company. A new logo becomes the agency profile's photo and the one it replaces is deleted.
 */
export async function saveCompanyInformation(deps: Deps, actor: AgencyOwnerActor, info: CompanyInformation): Promise<void> {
  const currentLogo = async () => {
    const [agency] = await deps.db.select({ logo: instructors.thumbnailBlobId }).from(instructors).where(eq(instructors.id, actor.agencyId));
    return [agency?.logo ?? null];
  };
  await withUploadedPhoto(deps, info.logoBase64, actor.user.userId, currentLogo, (logo) =>
    changeProfile(deps, actor.agencyId, async (tx) => {
      await tx
        .update(instructors)
        .set({
          companyName: info.companyName,
          ...nullWhenLeftOut(info, ['headline', 'aboutMe', 'website', 'city']),
          ...(logo ? { thumbnailBlobId: logo } : {}),
        })
        .where(eq(instructors.id, actor.agencyId));
      await tx.update(instructors).set({ companyName: info.companyName, updatedAt: deps.now() }).where(eq(instructors.agencyId, actor.agencyId));
    }),
  );
}

/**
 * Removes the agency's logo (the photo of its own profile). The write to the agency's profile drops its public page
 * and its talent's (which show the agency with its logo) from the page cache.
 */
export async function removeAgencyLogo(deps: Deps, actor: AgencyOwnerActor): Promise<void> {
  const [agency] = await deps.db.select({ logo: instructors.thumbnailBlobId }).from(instructors).where(eq(instructors.id, actor.agencyId));
  if (!agency?.logo) return;
  await changeProfile(deps, actor.agencyId, async (tx) => {
    await tx.update(instructors).set({ thumbnailBlobId: null }).where(eq(instructors.id, actor.agencyId));
  });
  await discardUnreferenced(deps.db, deps.storage, [agency.logo]);
}
