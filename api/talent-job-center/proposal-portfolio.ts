/** The portfolio items of a proposal: what the picker offers (the talent's own portfolio), and what a proposal holds. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { courses, portfolioDocuments, portfolioLinks, proposalPortfolioItems } from '../db/schema/index.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { messages } from '#domain/messages.ts';
import { proposalTexts, type PortfolioChoice, type PortfolioItemRef, type PortfolioTable } from '#domain/proposal.ts';
import type { TalentParty } from '../access/talent-party.ts';

const itemColumn = { InstrURLs: 'linkId', InstrCourses: 'courseId', InstrDocuments: 'documentId' } as const satisfies Record<PortfolioTable, string>;

/** The talent's portfolio as the picker lists it. */
export async function portfolioOf(db: Db, instrId: number): Promise<PortfolioChoice[]> {
  const [links, courseRows, documents] = await Promise.all([
    db.select().from(portfolioLinks).where(eq(portfolioLinks.instrId, instrId)).orderBy(asc(portfolioLinks.title)),
    db.select().from(courses).where(eq(courses.instrId, instrId)).orderBy(asc(courses.title)),
    db.select().from(portfolioDocuments).where(eq(portfolioDocuments.instrId, instrId)).orderBy(asc(portfolioDocuments.title)),
  ]);
  return [
    ...links.map((r) => ({ rowID: r.id, tableName: 'InstrURLs' as const, title: r.title, description: r.description })),
    ...courseRows.map((r) => ({ rowID: r.id, tableName: 'InstrCourses' as const, title: r.title, description: r.description })),
    ...documents.map((r) => ({ rowID: r.id, tableName: 'InstrDocuments' as const, title: r.title, description: r.description })),
  ];
}

export const sameItem = (a: PortfolioItemRef, b: PortfolioItemRef) => a.rowID === b.rowID && a.tableName === b.tableName;

export async function assertOwnPortfolio(db: Db, instrId: number, items: readonly PortfolioItemRef[]): Promise<void> {
  if (items.length === 0) return;
  const own = await portfolioOf(db, instrId);
  if (!items.every((item) => own.some((mine) => sameItem(mine, item)))) {
    throw badRequest(proposalTexts.portfolioNotOwned, { portfolioItemsToBeAdded: [proposalTexts.portfolioNotOwned] });
  }
}

export async function addPortfolioItems(tx: Db, proposalId: number, items: readonly PortfolioItemRef[]): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(proposalPortfolioItems)
    .values(items.map((item) => ({ proposalId, [itemColumn[item.tableName]]: item.rowID })))
    .onConflictDoNothing();
}

export async function removePortfolioItems(tx: Db, proposalId: number, items: readonly PortfolioItemRef[]): Promise<void> {
  for (const item of items) {
    await tx
      .delete(proposalPortfolioItems)
      .where(and(eq(proposalPortfolioItems.proposalId, proposalId), eq(proposalPortfolioItems[itemColumn[item.tableName]], item.rowID)));
  }
}

export async function proposalPortfolio(db: Db, proposalId: number): Promise<PortfolioItemRef[]> {
  const rows = await db.select().from(proposalPortfolioItems).where(eq(proposalPortfolioItems.proposalId, proposalId));
  return rows.map((r) =>
    r.linkId !== null
      ? { rowID: r.linkId, tableName: 'InstrURLs' as const }
      : r.courseId !== null
        ? { rowID: r.courseId, tableName: 'InstrCourses' as const }
        : { rowID: r.documentId ?? 0, tableName: 'InstrDocuments' as const },
  );
}

/** The portfolio the picker offers: the talent's own, or for an agency member the chosen agency talent's. */
export async function portfolioItemsFor(deps: Deps, party: TalentParty, instrId: number | undefined): Promise<PortfolioChoice[]> {
  const target = party.agencyId !== null ? instrId : (instrId ?? party.ownInstrId ?? undefined);
  if (target === undefined) throw badRequest(messages.proposal.selectTalent, { instrId: [messages.proposal.selectTalent] });
  if (!party.instrIds.includes(target)) throw forbidden('This portfolio belongs to another talent.');
  return portfolioOf(deps.db, target);
}
