/**
 * Who may do what in company onboarding, decided on the current rows (a token's claims may predate a change of company):
 * a company-less contact creates or asks to join a company; an active administrator of that company answers requests.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts } from '../db/schema/index.ts';
import { conflict, forbidden } from '../http/errors.ts';
import { contactOfUser, type ContactRow } from '../contact/contact-of-user.ts';
import { accountTexts } from '../../src/domain/account.ts';
import { contactStatuses, webRoles } from '../../src/domain/constants.ts';

/** The caller's contact when it has no company yet; 409 when it has one, 403 for non-contacts. */
export async function companyLessContact(db: Db, userId: number): Promise<ContactRow> {
  const contact = await contactOfUser(db, userId);
  if (contact.companyId !== null) throw conflict(accountTexts.alreadyInCompany);
  return contact;
}

/** Re-reads the contact inside a transaction, locked until it ends, and checks it is still company-less. */
export async function lockCompanyLessContact(db: Db, contactId: number): Promise<ContactRow> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, contactId)).for('update');
  if (!contact) throw forbidden(accountTexts.contactOnly);
  if (contact.companyId !== null) throw conflict(accountTexts.alreadyInCompany);
  return contact;
}

export type AdministratorRow = ContactRow & { companyId: number };

/** The caller's contact when it is an active administrator of a company; else 403. */
export async function companyAdministrator(db: Db, userId: number): Promise<AdministratorRow> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.userId, userId));
  const companyId = contact?.companyId ?? null;
  if (!contact || companyId === null || contact.webRole !== webRoles.administrator || contact.status !== contactStatuses.active) {
    throw forbidden(accountTexts.notCompanyAdministrator);
  }
  return { ...contact, companyId };
}
