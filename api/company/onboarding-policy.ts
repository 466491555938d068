/**
 * Company onboarding inside a transaction: the contact is re-read and locked, as a token's claims may predate a change
 * of company. Who may call each onboarding route is declared on the route (api/access/).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts } from '../db/schema/index.ts';
import { conflict, forbidden } from '../http/errors.ts';
import type { ContactRow } from '../access/caller.ts';
import { accountTexts } from '#domain/account.ts';

/** Re-reads the contact inside a transaction, locked until it ends, and checks it is still company-less. */
export async function lockCompanyLessContact(db: Db, contactId: number): Promise<ContactRow> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, contactId)).for('update');
  if (!contact) throw forbidden(accountTexts.contactOnly);
  if (contact.companyId !== null) throw conflict(accountTexts.alreadyInCompany);
  return contact;
}
