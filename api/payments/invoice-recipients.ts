/** Who hears about an invoice (decision record 320): in-app, the contacts who may see it; by e-mail, the billing contacts. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { billingProfiles, contacts } from '../db/schema/index.ts';
import { jobContactUsers } from '../notification/recipient.ts';
import { contactStatuses, webRoles } from '../../src/domain/constants.ts';

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

/** Where invoices and receipts are mailed: the billing profile's addresses, else the company's active administrators. */
export async function billingRecipients(db: Db, companyId: number): Promise<string[]> {
  const [profile] = await db.select({ emails: billingProfiles.billingEmails }).from(billingProfiles).where(eq(billingProfiles.companyId, companyId));
  if (profile?.emails.length) return profile.emails;
  const admins = await db.select({ email: contacts.email }).from(contacts).where(activeAdministrators(companyId));
  return [...new Set(admins.map((a) => a.email.toLowerCase()))];
}
