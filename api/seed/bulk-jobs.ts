/** Many open jobs at once for benchmarks and search: batched multi-row inserts, one transaction per batch. */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { syncProjectSkillNames } from '../db/job-search.ts';
import { companies, projectRoles, projects, projectSkills } from '../db/schema/index.ts';
import { generateOpenJob } from './job-generator.ts';
import { SEED, seededFaker, startOfDay } from './random.ts';
import { ensureReferenceData, loadReference } from './reference-data.ts';

export interface SeedJobsOptions {
  /** Jobs per transaction. */
  batchSize?: number;
  /** Called after each committed batch with the number of jobs added so far. */
  onProgress?: (added: number) => void;
  now?: Date;
}

/** Adds count open jobs with roles and skills, spread over the existing client companies (one is created when there are none). */
export async function seedJobs(db: Db, count: number, options: SeedJobsOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  await ensureReferenceData(db);
  const ref = await loadReference(db);
  const companyIds = await companiesFor(db);
  const faker = seededFaker(SEED + 1);
  const today = startOfDay(options.now ?? new Date());
  let added = 0;
  while (added < count) {
    const size = Math.min(batchSize, count - added);
    const batch = Array.from({ length: size }, (_, i) => generateOpenJob(faker, ref, companyIds[(added + i) % companyIds.length] ?? 0, today));
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(projects)
        .values(batch.map((job) => job.values))
        .returning({ id: projects.id });
      const ids = rows.map((row) => row.id);
      await tx.insert(projectRoles).values(batch.flatMap((job, i) => job.roleIds.map((roleId) => ({ projectId: ids[i] ?? 0, roleId }))));
      await tx.insert(projectSkills).values(batch.flatMap((job, i) => job.skillIds.map((skillId) => ({ projectId: ids[i] ?? 0, skillId }))));
      await syncProjectSkillNames(tx, ids);
    });
    added += size;
    options.onProgress?.(added);
  }
  // Writing skill_names updated every job once, leaving a dead copy of each behind: vacuum clears them (as
  // PostgreSQL's autovacuum would soon after; PGlite has none) and refreshes the statistics, so the planner uses
  // the search index at once and a search does not read twice the rows it finds.
  await db.execute(sql`vacuum analyze ${projects}, ${projectRoles}, ${projectSkills}`);
  return added;
}

async function companiesFor(db: Db): Promise<number[]> {
  const existing = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  if (existing.length) return existing.map((c) => c.id);
  const [created] = await db.insert(companies).values({ name: 'Benchmark Training Co.', countryCode: 'US' }).returning({ id: companies.id });
  if (!created) throw new Error('No company to post jobs for.');
  return [created.id];
}
