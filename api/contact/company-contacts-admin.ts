/** The company administrator behind a contact-management call, and the contacts of their company only. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, contacts, users } from '../db/schema/index.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { companyContactTexts } from '../../src/domain/company-contacts.ts';
import { contactStatuses, webRoles } from '../../src/domain/constants.ts';
import type { ContactRow } from './contact-of-user.ts';

export interface CompanyAdministrator {
  userId: number;
  contactId: number;
  companyId: number;
  companyName: string;
  firstName: string;
  lastName: string;
}

/** An active administrator (web role 3) of a company; 403 for everyone else. */
export async function companyAdministrator(db: Db, userId: number): Promise<CompanyAdministrator> {
  const [row] = await db
    .select({
      contactId: contacts.id,
      companyId: contacts.companyId,
      webRole: contacts.webRole,
      status: contacts.status,
      companyName: companies.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.userId))
    .leftJoin(companies, eq(companies.id, contacts.companyId))
    .where(eq(contacts.userId, userId));
  if (!row || row.companyId === null || row.companyName === null || row.webRole !== webRoles.administrator || row.status !== contactStatuses.active) {
    throw forbidden(companyContactTexts.notAdministrator);
  }
  return { userId, contactId: row.contactId, companyId: row.companyId, companyName: row.companyName, firstName: row.firstName, lastName: row.lastName };
}

/** A contact of the administrator's company; 404 for any other contact. */
export async function companyContact(db: Db, admin: CompanyAdministrator, contactId: number): Promise<ContactRow> {
  const [contact] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.companyId, admin.companyId)));
  if (!contact) throw notFound(companyContactTexts.notFound);
  return contact;
}
