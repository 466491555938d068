/**
 * The counts behind the profile status, read in one query, against a count of each table on its own, for every
 * profile of the demo data (talent at every status, an agency and its members).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { createDemoTestApp } from '../testing/demo-app.ts';
import {
  certifications,
  courses,
  educations,
  instructorIndustries,
  instructorLanguages,
  instructorRoles,
  instructors,
  portfolioDocuments,
  portfolioLinks,
  professionalReferences,
  workExperiences,
} from '../db/schema/index.ts';
import type { ProfileCounts } from '#domain/profile-status.ts';
import { profileCountsOf, profileStandingOf } from './profile-status.ts';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
beforeAll(async () => {
  t = await createDemoTestApp();
}, 120_000);
afterAll(() => t?.close());

const tables: Record<Exclude<keyof ProfileCounts, 'hasAboutMe'>, [PgTable, PgColumn]> = {
  roles: [instructorRoles, instructorRoles.instrId],
  languages: [instructorLanguages, instructorLanguages.instrId],
  industries: [instructorIndustries, instructorIndustries.instrId],
  workExperiences: [workExperiences, workExperiences.instrId],
  educations: [educations, educations.instrId],
  certifications: [certifications, certifications.instrId],
  references: [professionalReferences, professionalReferences.instrId],
  portfolioLinks: [portfolioLinks, portfolioLinks.instrId],
  courses: [courses, courses.instrId],
  portfolioDocuments: [portfolioDocuments, portfolioDocuments.instrId],
};

describe('profileCountsOf', () => {
  it('answers, for every demo profile, what counting each table on its own answers', async () => {
    const db = t.deps.db;
    const profiles = await db.select({ id: instructors.id, aboutMe: instructors.aboutMe, profileStatus: instructors.profileStatus }).from(instructors);
    const seen = new Set<string>();
    for (const profile of profiles) {
      const expected: Record<string, number | boolean> = { hasAboutMe: Boolean(profile.aboutMe?.trim()) };
      for (const [name, [table, instrId]] of Object.entries(tables)) {
        expected[name] = await db.$count(table, eq(instrId, profile.id));
        if (expected[name]) seen.add(name);
      }
      expect(await profileCountsOf(db, profile.id), `profile ${profile.id}`).toEqual(expected);
      expect((await profileStandingOf(db, profile.id))?.profileStatus).toBe(profile.profileStatus);
    }
    // Every table holds rows of some demo profile, so a count read from the wrong table would show.
    expect([...seen].sort()).toEqual(Object.keys(tables).sort());
  });

  it('answers null for a profile that does not exist', async () => {
    expect(await profileCountsOf(t.deps.db, 2_000_000_000)).toBeNull();
  });
});
