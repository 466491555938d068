/**
 * Who may see a job on the client side: an active contact of the job's company who is an Administrator, or a
 * Standard User who is a project contact of the job. Everyone else gets "Job Not Found" (no hint that it exists).
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts, projectContacts, projects } from '../db/schema/index.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { notFound } from '../http/errors.ts';
import { contactStatuses, webRoles } from '../../src/domain/constants.ts';
import { messages } from '../../src/domain/messages.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type ClientContact = typeof contacts.$inferSelect & { companyId: number };

/** The caller's active client contact with a company (read from the database, not the claims), or null. */
export async function clientContactOf(db: Db, user: Pick<AccessClaims, 'userId'>): Promise<ClientContact | null> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.userId, user.userId));
  if (!contact || contact.companyId === null || contact.status !== contactStatuses.active) return null;
  return { ...contact, companyId: contact.companyId };
}

export const isAdministrator = (contact: ClientContact) => contact.webRole === webRoles.administrator;

/** The job and the caller's contact, or notFound('Job Not Found'). */
export async function clientJobAccessWithContact(
  db: Db,
  user: Pick<AccessClaims, 'userId'>,
  projectId: number,
): Promise<{ project: ProjectRow; contact: ClientContact }> {
  const contact = await clientContactOf(db, user);
  if (!contact) throw notFound(messages.job.notFound);
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project || project.companyId !== contact.companyId) throw notFound(messages.job.notFound);
  if (!isAdministrator(contact)) {
    const [onJob] = await db
      .select({ contactId: projectContacts.contactId })
      .from(projectContacts)
      .where(and(eq(projectContacts.projectId, projectId), eq(projectContacts.contactId, contact.id)));
    if (!onJob) throw notFound(messages.job.notFound);
  }
  return { project, contact };
}

/** The job row when the caller may see it as a client; notFound('Job Not Found') otherwise. */
export async function clientJobAccess(db: Db, user: Pick<AccessClaims, 'userId'>, projectId: number): Promise<ProjectRow> {
  return (await clientJobAccessWithContact(db, user, projectId)).project;
}

/** The condition on `projects` that keeps the jobs a contact may list: the company's, or only their own for a Standard User. */
export function clientJobsFilter(db: Db, contact: ClientContact): SQL {
  const ofCompany = eq(projects.companyId, contact.companyId);
  if (isAdministrator(contact)) return ofCompany;
  const mine = db.select({ id: projectContacts.projectId }).from(projectContacts).where(eq(projectContacts.contactId, contact.id));
  return and(ofCompany, inArray(projects.id, mine)) as SQL;
}
