/**
 * The public talent page's calls, for anyone: the profile as the public sees it, its
 * preview card (PNG) for link previews, and the talent's photo. A talent whose profile is not public has none of them.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { blobs, courses, instructors, portfolioDocuments, portfolioLinks } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../contract/route.ts';
import { visitor } from '../access/people.ts';
import { linkOrigin } from '../mail/links.ts';
import { renderCard } from '../og-card/card.ts';
import { isPhotoType } from '#domain/image-type.ts';
import { trustBadges } from '#domain/constants.ts';
import { displayName, publicProfileQuery, publicProfileSchema, type PublicProfile } from '#domain/talent-view.ts';
import { audienceOf, loadPublicProfile } from './public-profile.ts';

const PHOTO_NOT_FOUND = 'Photo not found.';
const photoQuery = z.object({ id: z.uuid({ error: PHOTO_NOT_FOUND }) });
const cardQuery = publicProfileQuery.extend({ v: z.string().max(40).optional() });

const CARDS_MAX = 200;
const cards = new WeakMap<Deps['db'], Map<string, Uint8Array<ArrayBuffer>>>();

function cardText(deps: Deps, profile: PublicProfile) {
  const { view } = profile;
  const roles = (view.profileRoles ?? []).map((r) => r.myRole.role).join(' · ');
  const place = [view.location.city, view.location.stateCode, view.location.countryCode].filter(Boolean).join(', ');
  const badge = view.trustBadge ? trustBadges[view.trustBadge as keyof typeof trustBadges] : null;
  return {
    brand: deps.config.productName,
    title: displayName(view),
    subtitle: view.headline,
    lines: [roles, [place, badge ? `Trust badge: ${badge}` : ''].filter(Boolean).join(' · ')].filter(Boolean),
  };
}

async function cardOf(deps: Deps, instrId: number): Promise<Uint8Array<ArrayBuffer>> {
  const profile = await loadPublicProfile(deps, linkOrigin(deps.config), instrId);
  let cache = cards.get(deps.db);
  if (!cache) cards.set(deps.db, (cache = new Map()));
  const key = profile.imageUrl;
  const hit = cache.get(key);
  if (hit) return hit;
  const png = await renderCard(cardText(deps, profile));
  if (cache.size >= CARDS_MAX) cache.delete(cache.keys().next().value ?? key);
  cache.set(key, png);
  return png;
}

/** An agency's logo shows on its talent's public pages, so it is public while one of them is. */
const agencyOfPublicTalent = and(
  eq(instructors.isAgency, true),
  sql`exists (select 1 from ${instructors} as member where member.agency_id = ${instructors.id} and member.visibility = 'public')`,
);

/** A thumbnail of the talent's portfolio (a file, a link or a course), shown on their public page. */
const portfolioThumbnail = or(
  sql`exists (select 1 from ${portfolioDocuments} where ${portfolioDocuments.thumbnailBlobId} = ${blobs.id} and ${portfolioDocuments.instrId} = ${instructors.id})`,
  sql`exists (select 1 from ${portfolioLinks} where ${portfolioLinks.thumbnailBlobId} = ${blobs.id} and ${portfolioLinks.instrId} = ${instructors.id})`,
  sql`exists (select 1 from ${courses} where ${courses.thumbnailBlobId} = ${blobs.id} and ${courses.instrId} = ${instructors.id})`,
);

async function publicPhoto(deps: Deps, id: string): Promise<Response> {
  const isPublic = eq(instructors.visibility, 'public');
  const [blob] = await deps.db
    .select({ blob: blobs })
    .from(blobs)
    .innerJoin(
      instructors,
      or(and(eq(instructors.thumbnailBlobId, blobs.id), or(isPublic, agencyOfPublicTalent)), and(isPublic, portfolioThumbnail)),
    )
    .where(eq(blobs.id, id))
    .limit(1);
  if (!blob || !isPhotoType(blob.blob.contentType)) throw notFound(PHOTO_NOT_FOUND);
  const bytes = await deps.storage.get(blob.blob.storageKey);
  if (!bytes) throw notFound(PHOTO_NOT_FOUND);
  return new Response(bytes, {
    headers: {
      'content-type': blob.blob.contentType,
      'x-content-type-options': 'nosniff',
      // A blob id names one upload for ever: a new photo gets a new id.
      'cache-control': 'public, max-age=86400, immutable',
      'content-length': String(blob.blob.size),
    },
  });
}

export const publicProfileRoutes = [
  route({
    method: 'get',
    path: '/api/TrainerProfile/GetPublicProfile',
    summary:
      'The public talent page (instrId): { view (the profile for the public viewer), visibility, isComplete, canonicalUrl, imageUrl, photoUrl, averageRating }. ' +
      'A public profile for anyone, a clients-only one for signed-in client contacts, any for the talent themself; otherwise 404 Talent Not Found',
    access: visitor,
    query: publicProfileQuery,
    response: publicProfileSchema,
    handler: ({ deps, query, user }) => loadPublicProfile(deps, linkOrigin(deps.config), query.instrId, audienceOf(user, query.instrId)),
  }),
  route({
    method: 'get',
    path: '/api/TrainerProfile/ProfileCard',
    summary: 'The link-preview card of a public talent page (instrId; v names the version): a 1200×630 image/png',
    access: visitor,
    query: cardQuery,
    response: 'file',
    handler: async ({ deps, query }) =>
      new Response(await cardOf(deps, query.instrId), {
        headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' },
      }),
  }),
  route({
    method: 'get',
    path: '/api/TrainerProfile/PublicPhoto',
    summary: 'The photo, or a portfolio thumbnail, of a talent whose profile is public, by blob id: image/png or image/jpeg, nosniff, public cache',
    access: visitor,
    query: photoQuery,
    response: 'file',
    handler: ({ deps, query }) => publicPhoto(deps, query.id),
  }),
];

