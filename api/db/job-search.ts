/**
 * Full-text search over jobs. projects.search_document is a generated tsvector over the title (weight A), the skill
 * names (B) and the description (C) with a GIN index; skill_names is rewritten here whenever a job's skills change.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { projects, projectSkills, skills } from './schema/index.ts';

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
