/**
 * The (job, talent) pairs suggestions are ranked from, as subqueries for api/match/score-sql.ts. A candidate for a
 * job is a public profile of Good or better status who works in one of its roles or holds one of its skills (anyone,
 * when the job names neither); a suggestion is a candidate without a proposal on the job.
 */
import { sql, type SQL } from 'drizzle-orm';
import { profileStatuses } from '#domain/constants.ts';

const suggestibleProfile = sql`i.visibility = 'public' and i.profile_status >= ${profileStatuses.Good}`;

/** Every candidate of one job: set queries over the role and skill indexes, for scoring the whole marketplace. */
export const candidatePairs = (projectId: number) => sql`
  select ${projectId}::int as project_id, i.id as instr_id, null::numeric as rate, null::timestamptz as tie_at, null::int as proposal_id
  from instructors i
  where ${suggestibleProfile}
    and (
      i.id in (select r.instr_id from instructor_roles r where r.role_id in (select pr.role_id from project_roles pr where pr.project_id = ${projectId}))
      or i.id in (select r.instr_id from instructor_skills s join instructor_roles r on r.id = s.instructor_role_id
        where s.skill_id in (select ps.skill_id from project_skills ps where ps.project_id = ${projectId}))
      or not exists (select 1 from project_roles pr where pr.project_id = ${projectId} union all select 1 from project_skills ps where ps.project_id = ${projectId})
    )`;

/** The suggestions of one job: its candidates without a proposal on it. */
export const suggestiblePairs = (projectId: number) => sql`
  select c.* from (${candidatePairs(projectId)}) c
  where not exists (select 1 from proposals pp where pp.project_id = ${projectId} and pp.instr_id = c.instr_id)`;

/**
 * The candidate pairs among a few jobs and a few talent (each a subquery of ids: project_id, instr_id), checked
 * pair by pair, for scoring the talent a write changed.
 */
export const candidatePairsAmong = (jobs: SQL, talent: SQL) => sql`
  select j.project_id, i.id as instr_id, null::numeric as rate, null::timestamptz as tie_at, null::int as proposal_id
  from (${jobs}) j cross join instructors i
  where i.id in (${talent}) and ${suggestibleProfile}
    and (
      exists (select 1 from instructor_roles r join project_roles pr on pr.role_id = r.role_id and pr.project_id = j.project_id where r.instr_id = i.id)
      or exists (select 1 from instructor_roles r join instructor_skills s on s.instructor_role_id = r.id
        join project_skills ps on ps.skill_id = s.skill_id and ps.project_id = j.project_id where r.instr_id = i.id)
      or not exists (select 1 from project_roles pr where pr.project_id = j.project_id union all select 1 from project_skills ps where ps.project_id = j.project_id)
    )`;
