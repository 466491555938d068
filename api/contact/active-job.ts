/** GetHasActiveJob: whether the contact is on a job that is open (project_contacts, active or invited). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projectContacts, projects } from '../db/schema/index.ts';

export async function hasActiveJob(db: Db, contactId: number): Promise<boolean> {
  const [job] = await db
    .select({ id: projects.id })
    .from(projectContacts)
    .innerJoin(projects, eq(projects.id, projectContacts.projectId))
    .where(and(eq(projectContacts.contactId, contactId), eq(projects.status, 'open')))
    .limit(1);
  return Boolean(job);
}
