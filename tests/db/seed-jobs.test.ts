import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { jobMatches, jobRank, syncProjectSkillNames } from '#api/db/job-search.ts';
import { projectRoles, projects, projectSkills, skills } from '#api/db/schema/index.ts';
import { seedJobs } from '#api/seed/bulk-jobs.ts';
import { openTestDatabase } from '#api/testing/test-app.ts';

describe('seedJobs', () => {
  let database: Database;
  let added: number;
  const progress: number[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    added = await seedJobs(database.db, 500, { batchSize: 200, onProgress: (n) => progress.push(n) });
  });
  afterAll(() => database.close());

  it('adds that many open jobs with roles and skills, one batch at a time', async () => {
    const db = database.db;
    expect(added).toBe(500);
    expect(progress).toEqual([200, 400, 500]);
    expect(await db.$count(projects, eq(projects.status, 'open'))).toBe(500);
    const withSkills = await db.selectDistinct({ id: projectSkills.projectId }).from(projectSkills);
    const withRoles = await db.selectDistinct({ id: projectRoles.projectId }).from(projectRoles);
    expect(withSkills.length).toBe(500);
    expect(withRoles.length).toBe(500);
  });

  it('makes the jobs findable by a skill of theirs through full-text search', async () => {
    const db = database.db;
    const [pair] = await db
      .select({ skill: skills.name })
      .from(projectSkills)
      .innerJoin(skills, eq(skills.id, projectSkills.skillId))
      .where(sql`${skills.name} not like '% %'`)
      .limit(1);
    expect(pair).toBeDefined();
    const skill = pair?.skill ?? '';
    const found = await db.select({ id: projects.id }).from(projects).where(jobMatches(skill));
    const tagged = await db
      .selectDistinct({ id: projectSkills.projectId })
      .from(projectSkills)
      .innerJoin(skills, eq(skills.id, projectSkills.skillId))
      .where(eq(skills.name, skill));
    const foundIds = new Set(found.map((f) => f.id));
    expect(tagged.every((t) => foundIds.has(t.id))).toBe(true);
    const ranked = await db
      .select({ id: projects.id, rank: jobRank(skill) })
      .from(projects)
      .where(jobMatches(skill))
      .orderBy(sql`2 desc`)
      .limit(5);
    expect(ranked[0]?.rank).toBeGreaterThan(0);
  });

  it('keeps search current when a job loses a skill', async () => {
    const db = database.db;
    const [job] = await db.select({ id: projects.id }).from(projects).limit(1);
    const jobSkills = await db
      .select({ id: skills.id, name: skills.name })
      .from(projectSkills)
      .innerJoin(skills, eq(skills.id, projectSkills.skillId))
      .where(eq(projectSkills.projectId, job?.id ?? 0));
    const removed = jobSkills.find((s) => jobSkills.every((other) => other.id === s.id || !other.name.includes(s.name)));
    expect(removed).toBeDefined();
    await db.delete(projectSkills).where(and(eq(projectSkills.projectId, job?.id ?? 0), inArray(projectSkills.skillId, [removed?.id ?? 0])));
    await syncProjectSkillNames(db, [job?.id ?? 0]);
    const [after] = await db.select({ skillNames: projects.skillNames }).from(projects).where(eq(projects.id, job?.id ?? 0));
    expect(after?.skillNames).not.toContain(removed?.name);
    expect(jobSkills.filter((s) => s.id !== removed?.id).every((s) => after?.skillNames.includes(s.name))).toBe(true);
  });
});
