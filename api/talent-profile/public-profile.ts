/**
 * The public talent page's data (GET /api/TrainerProfile/GetPublicProfile): the profile as the 'public' viewer sees
 * it, for a talent whose profile is public; anything else is 404 'Talent Not Found'.
 * The preview card's address carries the profile's version: the profile's updatedAt (moved by every profile write,
 * profile-changed.ts), its photo and visibility, and the reviews and public testimonials it shows, so a changed
 * profile gets a new card. The page itself is kept for visitors by the edge's page cache (decision record 291).
 */
import { createHash } from 'node:crypto';
import { and, sql } from 'drizzle-orm';
import { instructors } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { averageRating, reviewTexts } from '../../src/domain/reviews.ts';
import { profileCardPath, publicPhotoPath, publicProfilePath, type PublicProfile } from '../../src/domain/talent-view.ts';
import { loadProfileView } from './profile-view.ts';

/** The version of what the public page shows, or null when the talent has no public page. */
export async function publicVersion(db: Deps['db'], instrId: number): Promise<string | null> {
  const [row] = await db
    .select({
      version: sql<string>`concat_ws('|',
        i.updated_at::text, i.thumbnail_blob_id::text, i.profile_status::text, i.trust_badge,
        (select concat(count(*), ':', max(r.id), ':', sum(r.rating)) from reviews r where r.instr_id = i.id),
        (select string_agg(t.id::text, ',' order by t.id) from testimonials t
           join testimonial_requests q on q.id = t.request_id where q.instr_id = i.id and t.is_response_public))`,
    })
    .from(sql`${instructors} as i`)
    .where(and(sql`i.id = ${instrId}`, sql`i.is_public`));
  const version = row?.version ?? null;
  return version === null ? null : createHash('sha256').update(version).digest('base64url').slice(0, 16);
}

export async function loadPublicProfile(deps: Deps, origin: string, instrId: number): Promise<PublicProfile> {
  const version = await publicVersion(deps.db, instrId);
  const view = version === null ? null : await loadProfileView(deps.db, { viewer: 'public', instrId });
  if (!view || version === null) throw notFound(reviewTexts.talentNotFound);
  return {
    view,
    isComplete: view.profileStatus > 0,
    imageUrl: profileCardPath(instrId, version),
    photoUrl: view.photoBlobId ? publicPhotoPath(view.photoBlobId) : null,
    averageRating: averageRating((view.reviews ?? []).map((r) => r.rating)),
    canonicalUrl: new URL(publicProfilePath(instrId), origin).toString(),
  };
}
