/**
 * GET /api/Blob/Photo?id=: a profile photo, portfolio thumbnail or company logo for signed-in users. Only blobs that are
 * some account's photo are served here (other files have their own access rules), as png or jpeg, never sniffed.
 */
import { and, eq, exists, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from 'hono';
import type { Deps } from '../deps.ts';
import { blobs, companies, contacts, courses, instructors, portfolioDocuments, portfolioLinks, users } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../contract/route.ts';
import { signedIn } from '../access/people.ts';
import { isPhotoType } from '#domain/image-type.ts';

const PHOTO_NOT_FOUND = 'Photo not found.';

export const photoQuery = z.object({ id: z.uuid({ error: PHOTO_NOT_FOUND }) });

async function findPhoto(deps: Deps, id: string) {
  const usedAsPhoto = or(
    exists(deps.db.select({ id: users.id }).from(users).where(eq(users.photoBlobId, blobs.id))),
    exists(deps.db.select({ id: instructors.id }).from(instructors).where(eq(instructors.thumbnailBlobId, blobs.id))),
    exists(deps.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.imageBlobId, blobs.id))),
    exists(deps.db.select({ id: companies.id }).from(companies).where(eq(companies.logoBlobId, blobs.id))),
    exists(deps.db.select({ id: portfolioDocuments.id }).from(portfolioDocuments).where(eq(portfolioDocuments.thumbnailBlobId, blobs.id))),
    exists(deps.db.select({ id: portfolioLinks.id }).from(portfolioLinks).where(eq(portfolioLinks.thumbnailBlobId, blobs.id))),
    exists(deps.db.select({ id: courses.id }).from(courses).where(eq(courses.thumbnailBlobId, blobs.id))),
  );
  const [blob] = await deps.db.select().from(blobs).where(and(eq(blobs.id, id), usedAsPhoto));
  return blob && isPhotoType(blob.contentType) ? blob : null;
}

async function servePhoto(c: Context, deps: Deps, id: string): Promise<Response> {
  const blob = await findPhoto(deps, id);
  if (!blob) throw notFound(PHOTO_NOT_FOUND);
  const headers = new Headers({
    'content-type': blob.contentType,
    'x-content-type-options': 'nosniff',
    // A blob id names one upload for ever: a new photo gets a new id.
    'cache-control': 'private, max-age=86400, immutable',
    'content-disposition': `inline; filename="${blob.fileName.replace(/[^\w.-]/g, '_')}"`,
    etag: `"${blob.sha256}"`,
  });
  if (c.req.header('if-none-match') === headers.get('etag')) return new Response(null, { status: 304, headers });
  const bytes = await deps.storage.get(blob.storageKey);
  if (!bytes) throw notFound(PHOTO_NOT_FOUND);
  headers.set('content-length', String(blob.size));
  return new Response(bytes, { status: 200, headers });
}

export const photoRoutes = [
  route({
    method: 'get',
    path: '/api/Blob/Photo',
    summary: 'A photo (users, talent thumbnails, contacts, company logos) by blob id: image/png or image/jpeg, nosniff, private cache',
    access: signedIn,
    query: photoQuery,
    response: 'file',
    handler: ({ c, deps, query }) => servePhoto(c, deps, query.id),
  }),
];
