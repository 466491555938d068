/**
 * Full-text search over jobs. projects.search_document is a generated tsvector over the title (weight A), the skill
 * names (B) and the description (C) with a GIN index over open jobs (the only ones searched by keyword); skill_names
 * is rewritten here whenever a job's skills change.
 * openJobsWhere builds the condition of the job center search (keyword and filters over open jobs); anything that
 * must find the same jobs as a search (job alerts) builds its condition here too.
 */
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { projectLanguages, projectRoles, projects, projectSkills, skills } from './schema/index.ts';

/** Rewrites skill_names of the given jobs from project_skills; call it in the transaction that changed their skills. */
export async function syncProjectSkillNames(db: Db, projectIds: readonly number[]): Promise<void> {
  if (projectIds.length === 0) return;
  await db
    .update(projects)
    .set({
      skillNames: sql`coalesce((
        select string_agg(${skills.name}, ' ' order by ${skills.name})
        from ${projectSkills} join ${skills} on ${skills.id} = ${projectSkills.skillId}
        where ${projectSkills.projectId} = ${projects.id}
      ), '')`,
    })
    .where(inArray(projects.id, [...projectIds]));
}

/** The condition "this job matches what the user typed" (web search syntax: words, "phrases", -exclusions, or). */
export const jobMatches = (text: string) => sql`${projects.searchDocument} @@ websearch_to_tsquery('english', ${text})`;

/** Relevance of a job to what the user typed, for ordering matches. */
export const jobRank = (text: string) => sql<number>`ts_rank(${projects.searchDocument}, websearch_to_tsquery('english', ${text}))`;

/** What a job search asks for; every field is optional and they combine with "and". */
export interface JobFilters {
  keyword?: string | undefined;
  roleId?: number | undefined;
  languageId?: number | undefined;
  rateType?: (typeof projects.rateType.enumValues)[number] | undefined;
  locationType?: (typeof projects.locationType.enumValues)[number] | undefined;
  timeZone?: string | undefined;
}

/**
 * Open, published jobs matching the filters. Each filter has an index (migration 0010): the GIN index for the
 * keyword, (status, column, published_at, id) for rate type, location type and time zone, and (column, project_id)
 * on project_roles and project_languages.
 */
export function openJobsWhere(filters: JobFilters): SQL {
  const conditions: SQL[] = [eq(projects.status, 'open'), isNotNull(projects.publishedAt)];
  if (filters.keyword) conditions.push(jobMatches(filters.keyword));
  if (filters.roleId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${projectRoles} where ${projectRoles.projectId} = ${projects.id} and ${projectRoles.roleId} = ${filters.roleId})`,
    );
  }
  if (filters.languageId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${projectLanguages} where ${projectLanguages.projectId} = ${projects.id} and ${projectLanguages.languageId} = ${filters.languageId})`,
    );
  }
  if (filters.rateType) conditions.push(eq(projects.rateType, filters.rateType));
  if (filters.locationType) conditions.push(eq(projects.locationType, filters.locationType));
  if (filters.timeZone) conditions.push(eq(projects.timeZone, filters.timeZone));
  return and(...conditions) ?? sql`true`;
}

/**
 * The planner's estimate of how many jobs match (EXPLAIN, from the table statistics): what a count shows when
 * counting every match would cost too much. Null when the plan gives no estimate.
 */
export async function estimatedMatches(db: Db, where: SQL): Promise<number | null> {
  const result = await db.execute(sql`explain (format json) select 1 from ${projects} where ${where}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
  const cell = rows[0] ? Object.values(rows[0])[0] : undefined;
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  const estimate = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof estimate === 'number' ? estimate : null;
}
