/**
 * The public talent page's data (GET /api/TrainerProfile/GetPublicProfile): the profile as the 'public' viewer sees
 * it, for whom the talent's visibility lets see it (domain/profile-visibility.ts): a public profile to anyone, a
 * clients-only one to signed-in client contacts, any to the talent themself; anything else is 404 'Talent Not Found'.
 * The preview card's address carries the profile's version: the profile's updatedAt (moved by every profile write,
 * api/talent-standing/profile-changed.ts), its photo and visibility, and the reviews and public testimonials it shows, so a changed
 * profile gets a new card. The page itself is kept for visitors by the edge's page cache (decision record 291).
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AccessClaims } from '#kernel/tokens.ts';
import { instructors } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { averageRating, reviewTexts } from '#domain/reviews.ts';
import { profileCardPath, publicPhotoPath, publicProfilePath, type PublicProfile } from '#domain/talent-view.ts';
import { profileVisibilities, type ProfileVisibility } from '#domain/profile-visibility.ts';
import { loadProfileView } from './profile-view.ts';

/** Who asks for the page: a visitor, a signed-in client contact, or the talent whose page it is. */
export type PageAudience = 'visitor' | 'client' | 'owner';

const visibleTo: Record<PageAudience, readonly ProfileVisibility[]> = {
  visitor: ['public'],
  client: ['public', 'clients'],
  owner: profileVisibilities,
};

/** The audience of the page from the caller's session. */
export function audienceOf(user: AccessClaims | null, instrId: number): PageAudience {
  if (user?.instrId === instrId) return 'owner';
  return user?.contactId ? 'client' : 'visitor';
}

/** The version of what the page shows, or null when the audience may not see it. */
export async function publicVersion(db: Deps['db'], instrId: number, audience: PageAudience = 'visitor'): Promise<string | null> {
  const [row] = await db
    .select({
      version: sql<string>`concat_ws('|',
        i.updated_at::text, i.thumbnail_blob_id::text, i.profile_status::text, i.trust_badge, i.visibility,
        (select concat(count(*), ':', max(r.id), ':', sum(r.rating)) from reviews r where r.instr_id = i.id),
        (select string_agg(t.id::text, ',' order by t.id) from testimonials t
           join testimonial_requests q on q.id = t.request_id where q.instr_id = i.id and t.is_response_public))`,
    })
    .from(sql`${instructors} as i`)
    .where(and(sql`i.id = ${instrId}`, inArray(sql`i.visibility`, [...visibleTo[audience]])));
  const version = row?.version ?? null;
  return version === null ? null : createHash('sha256').update(version).digest('base64url').slice(0, 16);
}

export async function loadPublicProfile(deps: Deps, origin: string, instrId: number, audience: PageAudience = 'visitor'): Promise<PublicProfile> {
  const version = await publicVersion(deps.db, instrId, audience);
  const view = version === null ? null : await loadProfileView(deps.db, { viewer: 'public', instrId });
  if (!view || version === null) throw notFound(reviewTexts.talentNotFound);
  const [row] = await deps.db.select({ visibility: instructors.visibility }).from(instructors).where(eq(instructors.id, instrId));
  const visibility = row?.visibility ?? 'hidden';
  // Only a public profile's photo is served to anyone; others go through the signed-in photo route.
  const photoPath = visibility === 'public' ? publicPhotoPath : (id: string) => `/api/Blob/Photo?id=${id}`;
  return {
    view,
    visibility,
    isComplete: view.profileStatus > 0,
    imageUrl: profileCardPath(instrId, version),
    photoUrl: view.photoBlobId ? photoPath(view.photoBlobId) : null,
    averageRating: averageRating((view.reviews ?? []).map((r) => r.rating)),
    canonicalUrl: new URL(publicProfilePath(instrId), origin).toString(),
  };
}
