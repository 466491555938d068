/**
 * Portfolio files (docID): the file is staged first by PUT /api/Portfolio/UploadFile, then named by its blob id
 * when the item is added or edited. Only a file the caller uploaded, of an allowed type and not used elsewhere, can
 * be attached. A file sent without a thumbnail gets one drawn from it (an image, or a PDF's first page). A replaced or deleted item's file and
 * thumbnail are removed from storage.
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { blobs, portfolioDocuments } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { withUploadedPhoto } from '../blob/photo-upload.ts';
import { discardUnreferenced, unreferencedBlob } from '../storage/blob-references.ts';
import { profileChanged } from '../talent-standing/profile-changed.ts';
import { holdListLimit } from '../http/list-limit.ts';
import { portfolioFileTypes, portfolioLimits, portfolioTexts, type PortfolioItemInput, type PortfolioItemUpdate } from '#domain/portfolio.ts';
import { fileThumbnail } from './file-thumbnail.ts';
import { refuseTakenTitle, portfolioConflict } from './titles.ts';
import { uniqueOr } from '../db/errors.ts';

const fileNotUsable = () => badRequest(portfolioTexts.fileNotYours, { blobId: [portfolioTexts.fileNotYours] });

/** The staged file must be the caller's, of a portfolio type, and attached to nothing yet. */
async function refuseUnusableFile(db: Db, blobId: string, userId: number): Promise<void> {
  const [blob] = await db
    .select({ contentType: blobs.contentType })
    .from(blobs)
    .where(and(eq(blobs.id, blobId), eq(blobs.ownerUserId, userId), await unreferencedBlob(db)));
  if (!blob || !(portfolioFileTypes as readonly string[]).includes(blob.contentType)) throw fileNotUsable();
}

async function itemOf(db: Db, instrId: number, docID: number) {
  const [item] = await db
    .select()
    .from(portfolioDocuments)
    .where(and(eq(portfolioDocuments.id, docID), eq(portfolioDocuments.instrId, instrId)));
  if (!item) throw notFound(portfolioTexts.notFound);
  return item;
}

export async function addItem(deps: Deps, userId: number, instrId: number, input: PortfolioItemInput): Promise<void> {
  await refuseUnusableFile(deps.db, input.blobId, userId);
  const thumbnail = input.thumbnailBase64 ?? (await fileThumbnail(deps, input.blobId));
  await withUploadedPhoto(deps, thumbnail, userId, async () => [], async (thumbnailBlobId) => {
    await uniqueOr(portfolioConflict, () =>
      deps.db.transaction(async (tx) => {
        const limit = { list: 'portfolioItems', max: portfolioLimits.itemsMax, message: portfolioTexts.itemsTooMany } as const;
        await holdListLimit(tx, limit, instrId, () => tx.$count(portfolioDocuments, eq(portfolioDocuments.instrId, instrId)));
        await refuseTakenTitle(tx, instrId, input.title, null);
        await tx.insert(portfolioDocuments).values({
          instrId,
          title: input.title,
          description: input.description,
          blobId: input.blobId,
          thumbnailBlobId,
          addedByUserId: userId,
        });
        await profileChanged(deps, tx, instrId);
      }),
    );
  });
}

export async function updateItem(deps: Deps, userId: number, instrId: number, input: PortfolioItemUpdate): Promise<void> {
  const current = await itemOf(deps.db, instrId, input.docID);
  const newFile = input.blobId !== undefined && input.blobId !== current.blobId ? input.blobId : null;
  if (newFile) await refuseUnusableFile(deps.db, newFile, userId);
  const thumbnail = input.thumbnailBase64 ?? (newFile ? await fileThumbnail(deps, newFile) : undefined);
  await withUploadedPhoto(deps, thumbnail, userId, async () => [current.thumbnailBlobId], async (thumbnailBlobId) => {
    await uniqueOr(portfolioConflict, () =>
      deps.db.transaction(async (tx) => {
        await refuseTakenTitle(tx, instrId, input.title, { table: 'documents', id: current.id });
        await tx
          .update(portfolioDocuments)
          .set({
            title: input.title,
            description: input.description,
            ...(newFile ? { blobId: newFile } : {}),
            ...(thumbnailBlobId ? { thumbnailBlobId } : {}),
            updatedAt: deps.now(),
          })
          .where(eq(portfolioDocuments.id, current.id));
        await profileChanged(deps, tx, instrId);
      }),
    );
  });
  if (newFile) await discardUnreferenced(deps.db, deps.storage, [current.blobId]);
}

export async function deleteItem(deps: Deps, instrId: number, docID: number): Promise<void> {
  const current = await itemOf(deps.db, instrId, docID);
  await deps.db.transaction(async (tx) => {
    await tx.delete(portfolioDocuments).where(eq(portfolioDocuments.id, current.id));
    await profileChanged(deps, tx, instrId);
  });
  await discardUnreferenced(deps.db, deps.storage, [current.blobId, current.thumbnailBlobId]);
}
