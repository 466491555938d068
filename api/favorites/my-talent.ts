/** A company's favorite talent and the talent hired on its jobs (My Talent). */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { favorites, instructorRoles, instructors, projects, proposals, roles } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { clientJobsFilter, type ClientContact } from '../access/client-job.ts';
import type { MyTalentEntry } from '#domain/client-proposal.ts';
import { TALENT_NOT_FOUND } from '../proposal-view/talent-jobs.ts';

type Person = Pick<MyTalentEntry, 'instrId' | 'firstName' | 'lastName' | 'thumbnailBlobId'> & { roles: string[] };

/** The role names of the talent of the row, in the order they were added (a fragment of its own, so its columns stay qualified). */
const roleNames = sql`select ${roles.name} from ${instructorRoles} inner join ${roles} on ${eq(roles.id, instructorRoles.roleId)} where ${eq(
  instructorRoles.instrId,
  instructors.id,
)} order by ${instructorRoles.id}`;

/** A talent as My Talent and the pool list them: name, photo and role names (in the order they were added), one row each. */
export const talentWithRoles = {
  instrId: instructors.id,
  firstName: instructors.firstName,
  lastName: instructors.lastName,
  thumbnailBlobId: instructors.thumbnailBlobId,
  roles: sql<string[]>`array(${roleNames})`,
};

export async function assertTalentExists(db: Db, instrId: number): Promise<void> {
  const [row] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.id, instrId));
  if (!row) throw notFound(TALENT_NOT_FOUND);
}

export async function addFavorite(db: Db, contact: ClientContact, instrId: number): Promise<void> {
  await assertTalentExists(db, instrId);
  await db.insert(favorites).values({ companyId: contact.companyId, instrId, addedByContactId: contact.id }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, contact: ClientContact, instrId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.companyId, contact.companyId), eq(favorites.instrId, instrId)));
}

/** Newest favorite first. */
export async function listFavorites(db: Db, companyId: number) {
  const rows = await db
    .select({ ...talentWithRoles, addedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(instructors, eq(instructors.id, favorites.instrId))
    .where(eq(favorites.companyId, companyId))
    .orderBy(desc(favorites.createdAt), asc(instructors.id));
  return rows.map(({ addedAt, ...p }) => ({ ...p, addedDate: addedAt.toISOString() }));
}

/** Talent hired on the jobs the contact may see, with those jobs (newest first). */
export async function listHiredTalent(db: Db, contact: ClientContact) {
  const rows = await db
    .select({ ...talentWithRoles, projectID: projects.id, title: projects.title })
    .from(proposals)
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .innerJoin(instructors, eq(instructors.id, proposals.instrId))
    .where(and(eq(proposals.status, 'Hired'), clientJobsFilter(db, contact)))
    .orderBy(desc(proposals.updatedAt), asc(projects.id));
  const byTalent = new Map<number, Person & { projects: { projectID: number; title: string }[] }>();
  for (const { projectID, title, ...p } of rows) {
    const entry = byTalent.get(p.instrId) ?? { ...p, projects: [] };
    entry.projects.push({ projectID, title });
    byTalent.set(p.instrId, entry);
  }
  return [...byTalent.values()];
}
