/** A talent's portfolio files and links, as the owner's portfolio page and the profile read them. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blobs, portfolioDocuments, portfolioLinks } from '../db/schema/index.ts';

export async function portfolioOf(db: Db, instrId: number) {
  const [items, links] = await Promise.all([
    db
      .select({ doc: portfolioDocuments, fileName: blobs.fileName, size: blobs.size, contentType: blobs.contentType })
      .from(portfolioDocuments)
      .innerJoin(blobs, eq(blobs.id, portfolioDocuments.blobId))
      .where(eq(portfolioDocuments.instrId, instrId))
      .orderBy(asc(portfolioDocuments.createdAt), asc(portfolioDocuments.id)),
    db.select().from(portfolioLinks).where(eq(portfolioLinks.instrId, instrId)).orderBy(asc(portfolioLinks.createdAt), asc(portfolioLinks.id)),
  ]);
  return {
    portfolioItems: items.map(({ doc, fileName, size, contentType }) => ({
      docID: doc.id,
      title: doc.title,
      description: doc.description ?? '',
      thumbnail: doc.thumbnailBlobId,
      blobFileName: fileName,
      fileSize: size,
      contentType,
    })),
    portfolioLinks: links.map((link) => ({
      webID: link.id,
      title: link.title,
      url: link.url,
      description: link.description ?? '',
      urlTypeId: link.urlTypeId,
      thumbnail: link.thumbnailBlobId,
    })),
  };
}

export type Portfolio = Awaited<ReturnType<typeof portfolioOf>>;
