/** Portfolio links (webID): web links (urlTypeId 1) and video links (urlTypeId 13), each URL once per talent. */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { portfolioLinks } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { withUploadedPhoto } from '../blob/photo-upload.ts';
import { discardUnreferenced } from '../storage/blob-references.ts';
import { profileChanged } from '../talent-standing/profile-changed.ts';
import { holdListLimit } from '../http/list-limit.ts';
import { portfolioLimits, portfolioTexts, type PortfolioLinkInput, type PortfolioLinkUpdate } from '#domain/portfolio.ts';
import { refuseTakenTitle, portfolioConflict } from './titles.ts';
import { uniqueOr } from '../db/errors.ts';

async function linkOf(db: Db, instrId: number, webID: number) {
  const [link] = await db
    .select()
    .from(portfolioLinks)
    .where(and(eq(portfolioLinks.id, webID), eq(portfolioLinks.instrId, instrId)));
  if (!link) throw notFound(portfolioTexts.notFound);
  return link;
}

export async function addLink(deps: Deps, userId: number, instrId: number, input: PortfolioLinkInput): Promise<void> {
  await withUploadedPhoto(deps, input.thumbnailBase64, userId, async () => [], async (thumbnailBlobId) => {
    await uniqueOr(portfolioConflict, () =>
      deps.db.transaction(async (tx) => {
        const limit = { list: 'portfolioLinks', max: portfolioLimits.linksMax, message: portfolioTexts.linksTooMany } as const;
        await holdListLimit(tx, limit, instrId, () => tx.$count(portfolioLinks, eq(portfolioLinks.instrId, instrId)));
        await refuseTakenTitle(tx, instrId, input.title, null);
        await tx.insert(portfolioLinks).values({
          instrId,
          title: input.title,
          description: input.description,
          url: input.url,
          urlTypeId: input.urlTypeId,
          thumbnailBlobId,
          addedByUserId: userId,
        });
        await profileChanged(deps, tx, instrId);
      }),
    );
  });
}

export async function updateLink(deps: Deps, userId: number, instrId: number, input: PortfolioLinkUpdate): Promise<void> {
  const current = await linkOf(deps.db, instrId, input.webID);
  await withUploadedPhoto(deps, input.thumbnailBase64, userId, async () => [current.thumbnailBlobId], async (thumbnailBlobId) => {
    await uniqueOr(portfolioConflict, () =>
      deps.db.transaction(async (tx) => {
        await refuseTakenTitle(tx, instrId, input.title, { table: 'links', id: current.id });
        await tx
          .update(portfolioLinks)
          .set({
            title: input.title,
            description: input.description,
            url: input.url,
            urlTypeId: input.urlTypeId,
            ...(thumbnailBlobId ? { thumbnailBlobId } : {}),
            updatedAt: deps.now(),
          })
          .where(eq(portfolioLinks.id, current.id));
        await profileChanged(deps, tx, instrId);
      }),
    );
  });
}

export async function deleteLink(deps: Deps, instrId: number, webID: number): Promise<void> {
  const current = await linkOf(deps.db, instrId, webID);
  await deps.db.transaction(async (tx) => {
    await tx.delete(portfolioLinks).where(eq(portfolioLinks.id, current.id));
    await profileChanged(deps, tx, instrId);
  });
  await discardUnreferenced(deps.db, deps.storage, [current.thumbnailBlobId]);
}
