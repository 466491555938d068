/** Portfolio links (webID): web links (urlTypeId 1) and video links (urlTypeId 13), each URL once per talent. */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { portfolioLinks } from '../db/schema/index.ts';
import { withUploadedPhoto } from '../blob/photo-upload.ts';
import { portfolioLimits, portfolioTexts, type PortfolioLinkInput, type PortfolioLinkUpdate } from '#domain/portfolio.ts';
import { addToPortfolio, editInPortfolio, removeFromPortfolio } from './portfolio-write.ts';
import { entryFound, entryOf } from '../talent-profile/profile-entry.ts';

const linkOf = (db: Db, instrId: number, webID: number) =>
  entryFound(db.select().from(portfolioLinks).where(entryOf(portfolioLinks, instrId, webID)), portfolioTexts.notFound);

const linksList = { table: portfolioLinks, limit: { list: 'portfolioLinks', max: portfolioLimits.linksMax, message: portfolioTexts.linksTooMany } } as const;

export async function addLink(deps: Deps, userId: number, instrId: number, input: PortfolioLinkInput): Promise<void> {
  await withUploadedPhoto(deps, input.thumbnailBase64, userId, async () => [], (thumbnailBlobId) =>
    addToPortfolio(deps, instrId, linksList, input.title, (tx) =>
      tx.insert(portfolioLinks).values({
        instrId,
        title: input.title,
        description: input.description,
        url: input.url,
        urlTypeId: input.urlTypeId,
        thumbnailBlobId,
        addedByUserId: userId,
      }),
    ),
  );
}

export async function updateLink(deps: Deps, userId: number, instrId: number, input: PortfolioLinkUpdate): Promise<void> {
  const current = await linkOf(deps.db, instrId, input.webID);
  await withUploadedPhoto(deps, input.thumbnailBase64, userId, async () => [current.thumbnailBlobId], (thumbnailBlobId) =>
    editInPortfolio(deps, instrId, { table: 'links', id: current.id }, input.title, (tx) =>
      tx
        .update(portfolioLinks)
        .set({
          title: input.title,
          description: input.description,
          url: input.url,
          urlTypeId: input.urlTypeId,
          ...(thumbnailBlobId ? { thumbnailBlobId } : {}),
          updatedAt: deps.now(),
        })
        .where(eq(portfolioLinks.id, current.id)),
    ),
  );
}

export async function deleteLink(deps: Deps, instrId: number, webID: number): Promise<void> {
  const current = await linkOf(deps.db, instrId, webID);
  await removeFromPortfolio(deps, instrId, portfolioLinks, current.id, [current.thumbnailBlobId]);
}
