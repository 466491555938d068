/** A company's favorite talent and the talent hired on its jobs (My Talent). */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { favorites, instructorRoles, instructors, projects, proposals, roles } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { clientJobsFilter, type ClientContact } from '../access/client-job.ts';
import type { MyTalentEntry } from '../../src/domain/client-proposal.ts';
import { TALENT_NOT_FOUND } from '../proposal-view/talent-jobs.ts';

type Person = Pick<MyTalentEntry, 'instrId' | 'firstName' | 'lastName' | 'thumbnailBlobId'>;

const person = { instrId: instructors.id, firstName: instructors.firstName, lastName: instructors.lastName, thumbnailBlobId: instructors.thumbnailBlobId };

async function rolesOf(db: Db, instrIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!instrIds.length) return out;
  const rows = await db
    .select({ instrId: instructorRoles.instrId, name: roles.name })
    .from(instructorRoles)
    .innerJoin(roles, eq(roles.id, instructorRoles.roleId))
    .where(inArray(instructorRoles.instrId, instrIds))
    .orderBy(asc(instructorRoles.id));
  for (const r of rows) out.set(r.instrId, [...(out.get(r.instrId) ?? []), r.name]);
  return out;
}

export async function withRoles<T extends Person>(db: Db, people: T[]): Promise<(T & { roles: string[] })[]> {
  const byId = await rolesOf(db, people.map((p) => p.instrId));
  return people.map((p) => ({ ...p, roles: byId.get(p.instrId) ?? [] }));
}

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
    .select({ ...person, addedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(instructors, eq(instructors.id, favorites.instrId))
    .where(eq(favorites.companyId, companyId))
    .orderBy(desc(favorites.createdAt), asc(instructors.id));
  return withRoles(
    db,
    rows.map(({ addedAt, ...p }) => ({ ...p, addedDate: addedAt.toISOString() })),
  );
}

/** Talent hired on the jobs the contact may see, with those jobs (newest first). */
export async function listHiredTalent(db: Db, contact: ClientContact) {
  const rows = await db
    .select({ ...person, projectID: projects.id, title: projects.title })
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
  return withRoles(db, [...byTalent.values()]);
}
