/**
 * Who may see a job on the client side: an active contact of the job's company who is an Administrator, or a
 * Standard User who is a project contact of the job. Everyone else gets "Job Not Found" (no hint that it exists).
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts, projectContacts, projects } from '../db/schema/index.ts';
import type { AccessClaims } from '#kernel/tokens.ts';
import { notFound } from '../http/errors.ts';
import { contactStatuses, webRoles } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type { ClientContact } from './caller.ts';
import type { ClientContact } from './caller.ts';

/** The caller's active client contact with a company (read from the database, not the claims), or null. */
export async function clientContactOf(db: Db, user: Pick<AccessClaims, 'userId'>): Promise<ClientContact | null> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.userId, user.userId));
  if (!contact || contact.companyId === null || contact.status !== contactStatuses.active) return null;
  return { ...contact, companyId: contact.companyId };
}

export const isAdministrator = (contact: ClientContact) => contact.webRole === webRoles.administrator;

/** The job and the contact when the contact may see it (an administrator of its company, or a Standard User on it), in one read; notFound('Job Not Found') otherwise. */
export async function jobOfContact(db: Db, contact: ClientContact | null, projectId: number): Promise<{ project: ProjectRow; contact: ClientContact }> {
  if (!contact) throw notFound(messages.job.notFound);
  const [row] = await db
    .select({ project: projects, onJob: projectContacts.contactId })
    .from(projects)
    .leftJoin(projectContacts, and(eq(projectContacts.projectId, projects.id), eq(projectContacts.contactId, contact.id)))
    .where(eq(projects.id, projectId));
  if (!row || row.project.companyId !== contact.companyId) throw notFound(messages.job.notFound);
  if (!isAdministrator(contact) && row.onJob === null) throw notFound(messages.job.notFound);
  return { project: row.project, contact };
}

/** The job and the caller's contact, or notFound('Job Not Found'). */
export async function clientJobAccessWithContact(
  db: Db,
  user: Pick<AccessClaims, 'userId'>,
  projectId: number,
): Promise<{ project: ProjectRow; contact: ClientContact }> {
  return jobOfContact(db, await clientContactOf(db, user), projectId);
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
