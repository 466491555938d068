/**
 * The match score computed in the database, so a job's 1,000 proposals or the whole marketplace's talent are
 * ranked by one statement. The points are the same integer arithmetic as domain/match-score.ts, written from
 * its weights; tests/db/match-score-sql.test.ts checks both give the same score on both databases.
 *
 * A statement scores pairs of (job, talent): the caller names them with a subquery of
 * (project_id, instr_id, rate, tie_at, proposal_id), rate and tie_at null when there is no proposal.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { badgePoints, matchWeights as w, reviewPrior, statusPoints, type ScoreInput } from '#domain/match-score.ts';
import type { TrustBadge } from '#domain/trust-badge.ts';

const n = (value: number) => sql.raw(String(Math.trunc(value)));

/** round(weight × part / whole) half up, in integers, as share() does. */
const share = (weight: number, part: SQL, whole: SQL) => sql`((2 * ${n(weight)} * ${part} + ${whole}) / (2 * ${whole}))`;

/** The facts of each pair, as counts; the job's own counts once per job. */
const factsOf = (pairs: SQL, year: number) => sql`
  with c as (${pairs}),
  j as (
    select p.id, p.location_type, p.rate_min, p.rate_max, p.rate_negotiable, p.country_code, p.state_code, p.time_zone,
      (select count(*)::int from project_skills ps where ps.project_id = p.id) as job_skills,
      (select count(*)::int from project_roles pr where pr.project_id = p.id) as job_roles,
      (select count(*)::int from project_languages pl where pl.project_id = p.id) as job_languages,
      (select count(*)::int from project_industries pn where pn.project_id = p.id) as job_industries
    from projects p where p.id in (select c.project_id from c)
  )
  select c.project_id, c.instr_id, c.rate, c.tie_at, c.proposal_id,
    j.location_type, j.rate_min, j.rate_max, j.rate_negotiable, j.job_skills, j.job_roles, j.job_languages, j.job_industries,
    (j.country_code is not null and j.country_code = i.country_code) as same_country,
    (j.country_code is not null and j.country_code = i.country_code and j.state_code is not null and j.state_code = i.state_code) as same_state,
    case when j.time_zone is null or i.time_zone is null then null else j.time_zone = i.time_zone end as same_time_zone,
    i.trust_badge, i.profile_status,
    sk.shared_skills, sk.certified_skills, ro.role_years, ro.role_name,
    (select count(*)::int from project_languages pl join instructor_languages il
      on il.language_id = pl.language_id and il.instr_id = c.instr_id and il.proficiency >= pl.proficiency where pl.project_id = c.project_id) as languages_met,
    (select count(*)::int from project_industries pn join instructor_industries ii
      on ii.industry_id = pn.industry_id and ii.instr_id = c.instr_id where pn.project_id = c.project_id) as shared_industries,
    rv.review_count, rv.review_sum
  from c
  join j on j.id = c.project_id
  join instructors i on i.id = c.instr_id
  cross join lateral (
    select count(distinct s.skill_id)::int as shared_skills, (count(distinct s.skill_id) filter (where s.certified_to_teach))::int as certified_skills
    from instructor_roles r join instructor_skills s on s.instructor_role_id = r.id
    join project_skills ps on ps.skill_id = s.skill_id and ps.project_id = c.project_id
    where r.instr_id = c.instr_id
  ) sk
  left join lateral (
    select ${n(year)} - r.start_year as role_years, ro.name as role_name
    from instructor_roles r join project_roles pr on pr.role_id = r.role_id and pr.project_id = c.project_id join roles ro on ro.id = r.role_id
    where r.instr_id = c.instr_id order by r.start_year, ro.name limit 1
  ) ro on true
  cross join lateral (
    select count(*)::int as review_count, coalesce(sum(v.rating), 0)::int as review_sum from reviews v where v.instr_id = c.instr_id
  ) rv`;

const reviewCount = sql`(${n(reviewPrior.count)} + f.review_count)`;
const reviewNumerator = sql`(${n(w.reviews)} * (${n(reviewPrior.count * reviewPrior.mean)} + f.review_sum - ${n(reviewPrior.floor)} * ${reviewCount}))`;
const reviewDenominator = sql`(${n(5 - reviewPrior.floor)} * ${reviewCount})`;

const badgeCase = sql.join(
  Object.entries(badgePoints).map(([badge, points]) => sql`when ${sql.raw(`'${badge}'`)} then ${n(points)}`),
  sql` `,
);
const statusCase = sql.join(
  statusPoints.map((points, level) => sql`when ${n(level)} then ${n(points)}`),
  sql` `,
);

/** Each factor's points, from the facts row f. */
const points = {
  skills: sql`case when f.job_skills = 0 then ${n(w.skills)} else ${share(25, sql`f.shared_skills`, sql`f.job_skills`)} + ${share(5, sql`f.certified_skills`, sql`f.job_skills`)} end`,
  role: sql`case when f.job_roles = 0 then ${n(w.role)} when f.role_years is null then 0 else 10 + least(10, greatest(0, f.role_years)) end`,
  languages: sql`case when f.job_languages = 0 then ${n(w.languages)} else ${share(w.languages, sql`f.languages_met`, sql`f.job_languages`)} end`,
  rate: sql`case when f.rate is null or f.rate_negotiable or (f.rate_min is null and f.rate_max is null) then ${n(w.rate)}
    when f.rate_min is not null and f.rate < f.rate_min then ${n(w.rate)} when f.rate_max is not null and f.rate > f.rate_max then 0 else ${n(w.rate)} end`,
  reviews: sql`case when ${reviewNumerator} <= 0 then 0 else least(${n(w.reviews)}, (2 * ${reviewNumerator} + ${reviewDenominator}) / (2 * ${reviewDenominator})) end`,
  industries: sql`case when f.job_industries = 0 then ${n(w.industries)} else ${share(w.industries, sql`f.shared_industries`, sql`f.job_industries`)} end`,
  delivery: sql`case when f.location_type = 'Onsite' then (case when f.same_state then 5 when f.same_country then 3 else 0 end)
    when f.same_time_zone is null then 3 when f.same_time_zone then 5 else 1 end`,
  badge: sql`coalesce(case f.trust_badge ${badgeCase} end, 0)`,
  status: sql`coalesce(case greatest(0, least(3, f.profile_status)) ${statusCase} end, 0)`,
};

const total = sql.join(
  Object.values(points).map((p) => sql`(${p})`),
  sql` + `,
);

/** The pairs with their facts and score, highest score first, then the earliest tie_at, then proposal and talent ids. */
export const scoredPairs = (pairs: SQL, year: number, limit?: number) => sql`
  select f.*, ${total} as score from (${factsOf(pairs, year)}) f
  order by score desc, f.tie_at asc nulls last, f.proposal_id asc nulls last, f.instr_id asc
  ${limit === undefined ? sql`` : sql`limit ${n(limit)}`}`;

export interface ScoredRow {
  projectId: number;
  instrId: number;
  proposalId: number | null;
  score: number;
  roleName: string | null;
  input: ScoreInput;
}

interface RawRow extends Record<string, unknown> {
  project_id: number;
  instr_id: number;
  proposal_id: number | null;
  rate: string | number | null;
  rate_min: string | number | null;
  rate_max: string | number | null;
  rate_negotiable: boolean;
  location_type: string | null;
  same_country: boolean;
  same_state: boolean;
  same_time_zone: boolean | null;
  trust_badge: TrustBadge | null;
  profile_status: number;
  job_skills: number;
  job_roles: number;
  job_languages: number;
  job_industries: number;
  shared_skills: number;
  certified_skills: number;
  role_years: number | null;
  role_name: string | null;
  languages_met: number;
  shared_industries: number;
  review_count: number;
  review_sum: number;
  score: number;
}

const numberOrNull = (v: string | number | null) => (v === null ? null : Number(v));

function ratePosition(r: RawRow): ScoreInput['ratePosition'] {
  const [rate, min, max] = [numberOrNull(r.rate), numberOrNull(r.rate_min), numberOrNull(r.rate_max)];
  if (rate === null) return 'unpriced';
  if (r.rate_negotiable) return 'negotiable';
  if (min === null && max === null) return 'no-budget';
  if (min !== null && rate < min) return 'below';
  return max !== null && rate > max ? 'above' : 'within';
}

const inputOf = (r: RawRow): ScoreInput => ({
  jobSkills: Number(r.job_skills),
  sharedSkills: Number(r.shared_skills),
  certifiedSkills: Number(r.certified_skills),
  jobRoles: Number(r.job_roles),
  roleYears: r.role_years === null ? null : Number(r.role_years),
  jobLanguages: Number(r.job_languages),
  languagesMet: Number(r.languages_met),
  jobIndustries: Number(r.job_industries),
  sharedIndustries: Number(r.shared_industries),
  ratePosition: ratePosition(r),
  locationType: r.location_type,
  sameCountry: r.same_country,
  sameState: r.same_state,
  sameTimeZone: r.same_time_zone,
  reviewCount: Number(r.review_count),
  reviewSum: Number(r.review_sum),
  badge: r.trust_badge,
  profileStatus: Number(r.profile_status),
});

/** Runs scoredPairs and reads its rows with the facts as the domain module's input (for the labels). */
export async function scorePairs(db: Db, pairs: SQL, today: Date, limit?: number): Promise<ScoredRow[]> {
  const rows = await rawRows<RawRow>(db, scoredPairs(pairs, today.getUTCFullYear(), limit));
  return rows.map((r) => ({
    projectId: Number(r.project_id),
    instrId: Number(r.instr_id),
    proposalId: r.proposal_id === null ? null : Number(r.proposal_id),
    score: Number(r.score),
    roleName: r.role_name,
    input: inputOf(r),
  }));
}
