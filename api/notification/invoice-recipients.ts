/**
 * Who hears about an invoice (decision record 320): in-app, the contacts who may see it; by e-mail, the billing
 * contacts, less any contact of the company who turned "Payments and invoices" off (decision record 346).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { billingProfiles, contactEmailSubscriptions, contacts } from '../db/schema/index.ts';
import { jobContactUsers } from './recipient.ts';
import { contactStatuses, webRoles } from '#domain/constants.ts';

const activeAdministrators = (companyId: number) =>
  and(eq(contacts.companyId, companyId), eq(contacts.webRole, webRoles.administrator), eq(contacts.status, contactStatuses.active));

/** The users of the company's active administrators and of the job's contacts (a Standard User sees only their jobs). */
export async function invoiceContactUsers(db: Db, invoice: { companyId: number; projectId: number }): Promise<number[]> {
  const admins = await db
    .select({ userId: contacts.userId })
    .from(contacts)
    .where(and(activeAdministrators(invoice.companyId), isNotNull(contacts.userId)));
  const users = [...admins.flatMap((a) => (a.userId === null ? [] : [a.userId])), ...(await jobContactUsers(db, invoice.projectId))];
  return [...new Set(users)];
}

/** The addresses of the company's contacts who turned the payments e-mails off, in lower case. */
async function unsubscribedAddresses(db: Db, companyId: number): Promise<Set<string>> {
  const rows = await db
    .select({ email: sql<string>`lower(${contacts.email})` })
    .from(contacts)
    .innerJoin(contactEmailSubscriptions, eq(contactEmailSubscriptions.contactId, contacts.id))
    .where(and(eq(contacts.companyId, companyId), eq(contactEmailSubscriptions.payments, false)));
  return new Set(rows.map((r) => r.email));
}

/**
 * Where invoices and receipts are mailed: the billing profile's addresses, else the company's active administrators;
 * an address of a contact of the company who turned "Payments and invoices" off is left out (an address without an
 * account is the finance department's and always gets the bill).
 */
export async function billingRecipients(db: Db, companyId: number): Promise<string[]> {
  const [profile] = await db.select({ emails: billingProfiles.billingEmails }).from(billingProfiles).where(eq(billingProfiles.companyId, companyId));
  const addresses = profile?.emails.length
    ? profile.emails
    : [...new Set((await db.select({ email: contacts.email }).from(contacts).where(activeAdministrators(companyId))).map((a) => a.email.toLowerCase()))];
  const off = await unsubscribedAddresses(db, companyId);
  return addresses.filter((a) => !off.has(a.toLowerCase()));
}
