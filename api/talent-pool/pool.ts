/**
 * The company's talent pool: its favorites and everyone who proposed on (or was hired for) a job the caller may
 * see. For one job, the pool talent without a proposal on it who share its roles or skills, ranked.
 */
import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { favorites, instructorRoles, instructors, instructorSkills, projectRoles, projects, projectSkills, proposals } from '../db/schema/index.ts';
import { clientJobsFilter, type ClientContact, type ProjectRow } from '../access/client-job.ts';
import { talentWithRoles } from '../favorites/my-talent.ts';
import { SUGGESTIONS_MAX, type TalentPoolEntry, type RankedSuggestion } from '../../src/domain/talent-pool.ts';

/** Newest activity first: the latest proposal change or the time the talent became a favorite. */
export async function listTalentPool(db: Db, contact: ClientContact): Promise<TalentPoolEntry[]> {
  const [proposed, favored] = await Promise.all([
    db
      .select({ instrId: proposals.instrId, projectID: projects.id, title: projects.title, status: proposals.status, at: proposals.updatedAt })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .where(clientJobsFilter(db, contact))
      .orderBy(desc(proposals.updatedAt), desc(projects.id)),
    db.select({ instrId: favorites.instrId, at: favorites.createdAt }).from(favorites).where(eq(favorites.companyId, contact.companyId)),
  ]);

  const latest = new Map<number, number>();
  const touch = (instrId: number, at: Date) => latest.set(instrId, Math.max(latest.get(instrId) ?? 0, at.getTime()));
  for (const p of proposed) touch(p.instrId, p.at);
  for (const f of favored) touch(f.instrId, f.at);
  if (!latest.size) return [];

  const favoriteIds = new Set(favored.map((f) => f.instrId));
  const people = await db.select(talentWithRoles).from(instructors).where(inArray(instructors.id, [...latest.keys()]));
  const entries = people.map((p) => {
    const jobs = proposed.filter((j) => j.instrId === p.instrId).map(({ projectID, title, status }) => ({ projectID, title, status }));
    return { ...p, isFavorite: favoriteIds.has(p.instrId), isHired: jobs.some((j) => j.status === 'Hired'), jobs };
  });
  entries.sort((a, b) => (latest.get(b.instrId) ?? 0) - (latest.get(a.instrId) ?? 0) || a.instrId - b.instrId);
  return entries;
}

/** Pool talent without a proposal on the job who hold its roles or skills: roles weigh double, then name. */
export async function suggestTalent(db: Db, pool: TalentPoolEntry[], project: ProjectRow): Promise<RankedSuggestion[]> {
  const onJob = db.select({ id: proposals.instrId }).from(proposals).where(eq(proposals.projectId, project.id));
  const candidates = pool.map((p) => p.instrId);
  if (!candidates.length) return [];
  const jobSkills = db.select({ id: projectSkills.skillId }).from(projectSkills).where(eq(projectSkills.projectId, project.id));
  const jobRoles = db.select({ id: projectRoles.roleId }).from(projectRoles).where(eq(projectRoles.projectId, project.id));
  const sharedSkills = sql<number>`count(distinct ${instructorSkills.skillId}) filter (where ${instructorSkills.skillId} in ${jobSkills})`.mapWith(Number);
  const matchedRoles = sql<number>`count(distinct ${instructorRoles.roleId}) filter (where ${instructorRoles.roleId} in ${jobRoles})`.mapWith(Number);
  const rows = await db
    .select({ instrId: instructorRoles.instrId, sharedSkills, matchedRoles })
    .from(instructorRoles)
    .leftJoin(instructorSkills, eq(instructorSkills.instructorRoleId, instructorRoles.id))
    .innerJoin(instructors, eq(instructors.id, instructorRoles.instrId))
    // A hidden profile is shown only on the jobs the talent proposed on, never suggested for another.
    .where(and(inArray(instructorRoles.instrId, candidates), notInArray(instructorRoles.instrId, onJob), ne(instructors.visibility, 'hidden')))
    .groupBy(instructorRoles.instrId);
  const byId = new Map(pool.map((p) => [p.instrId, p]));
  return rows
    .filter((r) => r.sharedSkills + r.matchedRoles > 0)
    .flatMap((r) => {
      const p = byId.get(r.instrId);
      return p ? [{ instrId: p.instrId, firstName: p.firstName, lastName: p.lastName, thumbnailBlobId: p.thumbnailBlobId, roles: p.roles, sharedSkills: r.sharedSkills, matchedRoles: r.matchedRoles }] : [];
    })
    .sort((a, b) => b.matchedRoles * 2 + b.sharedSkills - (a.matchedRoles * 2 + a.sharedSkills) || `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`))
    .slice(0, SUGGESTIONS_MAX);
}
