/**
 * Who may see and pay an invoice, and hold a saved card (decision record 320). An invoice belongs to a job: the
 * contacts who may see the job see its invoices (its company's administrators, a Standard User only on their jobs).
 * Only administrators pay invoices and manage the company's cards. Anyone else gets the 404 of a missing record.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoices, savedCards } from '../db/schema/index.ts';
import type { AccessClaims } from '#kernel/tokens.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { invoiceTexts } from '#domain/invoices.ts';
import { billingTexts } from '#domain/billing.ts';
import { declareRecord, type SignedInActor } from './access.ts';
import { clientContactOf, clientJobAccessWithContact, isAdministrator, type ClientContact, type ProjectRow } from './client-job.ts';

export type InvoiceRecord = typeof invoices.$inferSelect;
export type SavedCardRecord = typeof savedCards.$inferSelect;

export interface InvoiceReaderActor extends SignedInActor {
  contact: ClientContact;
  invoice: InvoiceRecord;
  project: ProjectRow;
}

async function invoiceAccess(db: Db, user: AccessClaims | null, id: number | undefined): Promise<InvoiceReaderActor> {
  const [invoice] = user && id !== undefined ? await db.select().from(invoices).where(eq(invoices.id, id)) : [];
  if (!user || !invoice) throw notFound(invoiceTexts.notFound);
  try {
    const { project, contact } = await clientJobAccessWithContact(db, user, invoice.projectId);
    return { user, invoice, project, contact };
  } catch (error) {
    // The job's own "not found" would tell that the invoice exists.
    throw error instanceof HttpError && error.status === 404 ? notFound(invoiceTexts.notFound) : error;
  }
}

/** A client contact who may see the invoice's job. */
export const invoiceReader = declareRecord<InvoiceReaderActor>({
  name: 'invoice-reader',
  idField: 'invoiceId',
  description: 'A client contact who may see the invoice’s job: an administrator of its company, or a Standard User on the job.',
  resolve: ({ deps, user, id }) => invoiceAccess(deps.db, user, id),
});

/** An administrator of the invoice's company. */
export const invoicePayer = declareRecord<InvoiceReaderActor>({
  name: 'invoice-payer',
  idField: 'invoiceId',
  description: 'An active administrator (web role 3) of the company the invoice is addressed to.',
  resolve: async ({ deps, user, id }) => {
    const access = await invoiceAccess(deps.db, user, id);
    if (!isAdministrator(access.contact)) throw notFound(invoiceTexts.notFound);
    return access;
  },
});

export interface SavedCardActor extends SignedInActor {
  contact: ClientContact;
  card: SavedCardRecord;
}

/** An administrator of the company that saved the card (a removed card is gone). */
export const savedCardHolder = declareRecord<SavedCardActor>({
  name: 'saved-card-holder',
  idField: 'savedCardId',
  description: 'An active administrator of the company that saved the card.',
  resolve: async ({ deps, user, id }) => {
    const contact = user ? await clientContactOf(deps.db, user) : null;
    if (!user || !contact || !isAdministrator(contact) || id === undefined) throw notFound(billingTexts.cardNotFound);
    const [card] = await deps.db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.companyId, contact.companyId), isNull(savedCards.removedAt)));
    if (!card) throw notFound(billingTexts.cardNotFound);
    return { user, contact, card };
  },
});
