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
import { badRequest } from '../http/errors.ts';
import { withUploadedPhoto } from '../blob/photo-upload.ts';
import { discardUnreferenced, unreferencedBlob } from '../storage/blob-references.ts';
import { portfolioFileTypes, portfolioLimits, portfolioTexts, type PortfolioItemInput, type PortfolioItemUpdate } from '#domain/portfolio.ts';
import { fileThumbnail } from './file-thumbnail.ts';
import { addToPortfolio, editInPortfolio, removeFromPortfolio } from './portfolio-write.ts';
import { entryFound, entryOf } from '../talent-profile/profile-entry.ts';

const fileNotUsable = () => badRequest(portfolioTexts.fileNotYours, { blobId: [portfolioTexts.fileNotYours] });

/** The staged file must be the caller's, of a portfolio type, and attached to nothing yet. */
async function refuseUnusableFile(db: Db, blobId: string, userId: number): Promise<void> {
  const [blob] = await db
    .select({ contentType: blobs.contentType })
    .from(blobs)
    .where(and(eq(blobs.id, blobId), eq(blobs.ownerUserId, userId), await unreferencedBlob(db)));
  if (!blob || !(portfolioFileTypes as readonly string[]).includes(blob.contentType)) throw fileNotUsable();
}

const itemOf = (db: Db, instrId: number, docID: number) =>
  entryFound(db.select().from(portfolioDocuments).where(entryOf(portfolioDocuments, instrId, docID)), portfolioTexts.notFound);

const itemsList = { table: portfolioDocuments, limit: { list: 'portfolioItems', max: portfolioLimits.itemsMax, message: portfolioTexts.itemsTooMany } } as const;

export async function addItem(deps: Deps, userId: number, instrId: number, input: PortfolioItemInput): Promise<void> {
  await refuseUnusableFile(deps.db, input.blobId, userId);
  const thumbnail = input.thumbnailBase64 ?? (await fileThumbnail(deps, input.blobId));
  await withUploadedPhoto(deps, thumbnail, userId, async () => [], (thumbnailBlobId) =>
    addToPortfolio(deps, instrId, itemsList, input.title, (tx) =>
      tx.insert(portfolioDocuments).values({ instrId, title: input.title, description: input.description, blobId: input.blobId, thumbnailBlobId, addedByUserId: userId }),
    ),
  );
}

export async function updateItem(deps: Deps, userId: number, instrId: number, input: PortfolioItemUpdate): Promise<void> {
  const current = await itemOf(deps.db, instrId, input.docID);
  const newFile = input.blobId !== undefined && input.blobId !== current.blobId ? input.blobId : null;
  if (newFile) await refuseUnusableFile(deps.db, newFile, userId);
  const thumbnail = input.thumbnailBase64 ?? (newFile ? await fileThumbnail(deps, newFile) : undefined);
  await withUploadedPhoto(deps, thumbnail, userId, async () => [current.thumbnailBlobId], (thumbnailBlobId) =>
    editInPortfolio(deps, instrId, { table: 'documents', id: current.id }, input.title, (tx) =>
      tx
        .update(portfolioDocuments)
        .set({
          title: input.title,
          description: input.description,
          ...(newFile ? { blobId: newFile } : {}),
          ...(thumbnailBlobId ? { thumbnailBlobId } : {}),
          updatedAt: deps.now(),
        })
        .where(eq(portfolioDocuments.id, current.id)),
    ),
  );
  if (newFile) await discardUnreferenced(deps.db, deps.storage, [current.blobId]);
}

export async function deleteItem(deps: Deps, instrId: number, docID: number): Promise<void> {
  const current = await itemOf(deps.db, instrId, docID);
  await removeFromPortfolio(deps, instrId, portfolioDocuments, current.id, [current.blobId, current.thumbnailBlobId]);
}
