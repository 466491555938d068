/** The contacts of a company administrator's own company only. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { companyContactTexts } from '#domain/company-contacts.ts';
import type { ContactRow } from '../access/caller.ts';
import type { AdministratorActor } from '../access/people.ts';

/** A contact of the administrator's company; 404 for any other contact. */
export async function companyContact(db: Db, admin: AdministratorActor, contactId: number): Promise<ContactRow> {
  const [contact] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.companyId, admin.contact.companyId)));
  if (!contact) throw notFound(companyContactTexts.notFound);
  return contact;
}

/** A contact of the administrator's company in the given status; 400 with the refusal when it is in another. */
export async function companyContactIn(db: Db, admin: AdministratorActor, contactId: number, status: ContactRow['status'], refusal: string): Promise<ContactRow> {
  const contact = await companyContact(db, admin, contactId);
  if (contact.status !== status) throw badRequest(refusal);
  return contact;
}

export async function setContactStatus(db: Db, contactId: number, status: ContactRow['status']): Promise<void> {
  await db.update(contacts).set({ status }).where(eq(contacts.id, contactId));
}
