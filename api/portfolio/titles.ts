/**
 * A portfolio title is unique among all of a talent's items, files and links alike, compared without
 * case. The unique indexes of each table hold it under concurrency within a table; this check covers both tables.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { portfolioDocuments, portfolioLinks } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { messages } from '#domain/messages.ts';

export type Except = { table: 'documents' | 'links'; id: number } | null;

export const sameTitle = () => conflict(messages.portfolio.sameTitle, { title: [messages.portfolio.sameTitle] });
export const sameLink = () => conflict(messages.portfolio.sameLink, { url: [messages.portfolio.sameLink] });

export async function refuseTakenTitle(db: Db, instrId: number, title: string, except: Except): Promise<void> {
  const lowered = title.toLowerCase();
  const notSelf = (table: 'documents' | 'links', idColumn: typeof portfolioDocuments.id | typeof portfolioLinks.id): SQL | undefined =>
    except?.table === table ? ne(idColumn, except.id) : undefined;
  const [doc] = await db
    .select({ id: portfolioDocuments.id })
    .from(portfolioDocuments)
    .where(and(eq(portfolioDocuments.instrId, instrId), eq(sql`lower(${portfolioDocuments.title})`, lowered), notSelf('documents', portfolioDocuments.id)))
    .limit(1);
  const [link] = await db
    .select({ id: portfolioLinks.id })
    .from(portfolioLinks)
    .where(and(eq(portfolioLinks.instrId, instrId), eq(sql`lower(${portfolioLinks.title})`, lowered), notSelf('links', portfolioLinks.id)))
    .limit(1);
  if (doc || link) throw sameTitle();
}

/** The unique indexes' refusals as the spec's messages (for uniqueOr). */
export const portfolioConflict = (constraint: string | undefined): Error => (constraint === 'portfolio_links_url_key' ? sameLink() : sameTitle());
