/**
 * The writes to a portfolio that its items (files) and links share: each runs in one transaction that ends by storing
 * the profile's new status; an add holds the list's limit, and a title must not be another item's or link's.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { portfolioDocuments, portfolioLinks } from '../db/schema/index.ts';
import { uniqueOr } from '../db/errors.ts';
import { holdListLimit, type ListLimit } from '../http/list-limit.ts';
import { discardUnreferenced } from '../storage/blob-references.ts';
import { profileChanged } from '../talent-standing/profile-changed.ts';
import { portfolioConflict, refuseTakenTitle, type Except } from './titles.ts';

type PortfolioTable = typeof portfolioDocuments | typeof portfolioLinks;

/** Adds an item or a link within the list's limit, under a title no other item or link has (409 otherwise). */
export function addToPortfolio(deps: Deps, instrId: number, list: { table: PortfolioTable; limit: ListLimit }, title: string, insert: (tx: Db) => Promise<unknown>): Promise<void> {
  return uniqueOr(portfolioConflict, () =>
    deps.db.transaction(async (tx) => {
      await holdListLimit(tx, list.limit, instrId, () => tx.$count(list.table, eq(list.table.instrId, instrId)));
      await refuseTakenTitle(tx, instrId, title, null);
      await insert(tx);
      await profileChanged(deps, tx, instrId);
    }),
  );
}

/** Edits the item or link `entry` names under a title no other item or link has (409 otherwise). */
export function editInPortfolio(deps: Deps, instrId: number, entry: NonNullable<Except>, title: string, update: (tx: Db) => Promise<unknown>): Promise<void> {
  return uniqueOr(portfolioConflict, () =>
    deps.db.transaction(async (tx) => {
      await refuseTakenTitle(tx, instrId, title, entry);
      await update(tx);
      await profileChanged(deps, tx, instrId);
    }),
  );
}

/** Removes an item or a link by its id, then the files it alone used (its file, its thumbnail). */
export async function removeFromPortfolio(deps: Deps, instrId: number, table: PortfolioTable, id: number, files: readonly (string | null)[]): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(table).where(eq(table.id, id));
    await profileChanged(deps, tx, instrId);
  });
  await discardUnreferenced(deps.db, deps.storage, files);
}
