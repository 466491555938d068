/**
 * The open jobs of the public home page: the newest first, or, for a search, the job center's full-text matches
 * by relevance. Each links to its public post. Only what a public post shows is listed.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { companies, projects, projectSkills, skills } from '../db/schema/index.ts';
import { jobMatches, jobRank } from '../db/job-search.ts';
import { subdivisions } from '../master/data/states.ts';
import type { z } from 'zod';
import { openJobsLimit, type OpenJobsQuery, type openJobsSchema } from '#domain/open-jobs.ts';
import { canonicalJobPath } from './job-hash.ts';

const SKILLS_SHOWN = 5;

const stateName = (country: string | null, state: string | null) =>
  (country && state && subdivisions[country]?.find((s) => s.code === state)?.name) || state;

export async function openJobs(deps: Deps, query: OpenJobsQuery): Promise<z.infer<typeof openJobsSchema>> {
  const where = query.q ? and(eq(projects.status, 'open'), jobMatches(query.q)) : eq(projects.status, 'open');
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({
        projectId: projects.id,
        title: projects.title,
        companyName: companies.name,
        locationType: projects.locationType,
        city: sql<string | null>`coalesce(${projects.city}, ${projects.nearCity})`,
        stateCode: projects.stateCode,
        countryCode: projects.countryCode,
        rateType: projects.rateType,
        rateMin: projects.rateMin,
        rateMax: projects.rateMax,
        rateNegotiable: projects.rateNegotiable,
        publishedAt: projects.publishedAt,
      })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(where)
      .orderBy(...(query.q ? [desc(jobRank(query.q))] : []), desc(projects.publishedAt), desc(projects.id))
      .limit(openJobsLimit),
    deps.db.select({ n: count() }).from(projects).where(where),
  ]);
  const skillRows = rows.length
    ? await deps.db
        .select({ projectId: projectSkills.projectId, name: skills.name })
        .from(projectSkills)
        .innerJoin(skills, eq(skills.id, projectSkills.skillId))
        .where(inArray(projectSkills.projectId, rows.map((r) => r.projectId)))
        .orderBy(asc(skills.name))
    : [];
  const skillsOf = (projectId: number) => skillRows.filter((s) => s.projectId === projectId).slice(0, SKILLS_SHOWN).map((s) => s.name);
  return {
    total: counted?.n ?? 0,
    jobs: rows.map((r) => ({
      projectId: r.projectId,
      title: r.title,
      companyName: r.companyName,
      locationType: r.locationType,
      place: r.locationType === 'Onsite' ? [r.city, stateName(r.countryCode, r.stateCode)].filter(Boolean).join(', ') || null : null,
      rateType: r.rateType,
      rateMin: r.rateMin,
      rateMax: r.rateMax,
      rateNegotiable: r.rateNegotiable,
      skills: skillsOf(r.projectId),
      publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
      href: canonicalJobPath(deps, r.projectId),
    })),
  };
}
