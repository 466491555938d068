/**
 * The company's talent pool: its favorites and everyone who proposed on (or was hired for) a job the caller may
 * see. For one job, the marketplace's talent who suit it, ranked by the match score.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { favorites, instructors, projects, proposals } from '../db/schema/index.ts';
import { rankSuggestions } from '../match/kept-list-read.ts';
import { suggestiblePairs } from '../match/suggestible-pairs.ts';
import { describeScore } from '#domain/match-score-texts.ts';
import { clientJobsFilter, type ClientContact, type ProjectRow } from '../access/client-job.ts';
import { talentWithRoles } from '../favorites/my-talent.ts';
import { SUGGESTIONS_MAX, type TalentPoolEntry, type RankedSuggestion } from '#domain/talent-pool.ts';

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

/**
 * Talent for a job, best match first: public profiles of Good or better status without a proposal on the job who
 * work in one of its roles or hold one of its skills (any, when the job names neither), ranked by the match score
 * (read from the job's kept list when it has one, api/match/kept-list-read.ts); the same score, talent id first.
 */
export async function suggestTalent(db: Db, project: ProjectRow, today: Date, limit = SUGGESTIONS_MAX): Promise<RankedSuggestion[]> {
  const rows = await rankSuggestions(db, project.id, today, limit);
  if (!rows.length) return [];
  const people = await db.select(talentWithRoles).from(instructors).where(inArray(instructors.id, rows.map((r) => r.instrId)));
  const byId = new Map(people.map((p) => [p.instrId, p]));
  return rows.flatMap((r) => {
    const p = byId.get(r.instrId);
    if (!p) return [];
    const matchedRoles = r.input.roleYears === null ? 0 : 1;
    return [{ ...p, sharedSkills: r.input.sharedSkills, matchedRoles, match: describeScore(r.input, r.roleName) }];
  });
}

/** A talent the job may be suggested to: public, Good or better, and without a proposal on it. */
export async function isSuggestible(db: Db, projectId: number, instrId: number): Promise<boolean> {
  const rows = await rawRows(db, sql`select 1 from (${suggestiblePairs(projectId)}) pairs where pairs.instr_id = ${instrId}`);
  return rows.length > 0;
}
