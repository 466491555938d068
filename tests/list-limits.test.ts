/**
 * Every list with a limit per owner holds it when 50 adds arrive at once, half through a second instance (its own
 * pool on PostgreSQL): exactly the room left is taken, the rest answer 409 with the list's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createApp } from '#api/app.ts';
import { createDemoTestApp } from '#api/testing/demo-app.ts';
import { secondInstance } from '#api/live/test-sse.ts';
import {
  certifications,
  companyLocations,
  contacts,
  courses,
  educations,
  instructors,
  jobAlerts,
  portfolioDocuments,
  portfolioLinks,
  professionalReferences,
  skills,
  users,
  workExperiences,
} from '#api/db/schema/index.ts';
import { storeBlob } from '#api/storage/store-blob.ts';
import { makePng } from '#api/seed/demo-files.ts';
import { jobAlertLimits, jobAlertTexts } from '#domain/job-alerts.ts';
import { portfolioLimits, portfolioTexts } from '#domain/portfolio.ts';
import { courseLimits, courseTexts } from '#domain/courses.ts';
import { profileSectionLimits, profileSectionTexts } from '#domain/profile-sections.ts';
import { referenceLimits, referenceTexts } from '#domain/references.ts';
import { companyLocationLimits, companyLocationTexts } from '#domain/company-locations.ts';
import { customSkillsPendingMax, roleTexts } from '#domain/role-form.ts';

const WRITERS = 50;

interface Owner {
  userId: number;
  instrId: number;
  companyId: number;
}

interface LimitedList {
  name: string;
  as: string;
  path: string;
  max: number;
  message: string;
  body: (i: number, owner: Owner) => Promise<Record<string, unknown>> | Record<string, unknown>;
  count: (owner: Owner) => { table: PgTable; where: SQL | undefined };
}

describe('count limits under 50 concurrent writers on two instances', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
    other = await secondInstance(t.deps);
  }, 120_000);
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  async function ownerOf(email: string): Promise<Owner> {
    const [row] = await t.deps.db
      .select({ userId: users.id, instrId: instructors.id, companyId: contacts.companyId })
      .from(users)
      .leftJoin(instructors, eq(instructors.userId, users.id))
      .leftJoin(contacts, eq(contacts.userId, users.id))
      .where(eq(users.email, email));
    if (!row) throw new Error(`No demo account ${email}.`);
    return { userId: row.userId, instrId: row.instrId ?? 0, companyId: row.companyId ?? 0 };
  }

  /** A staged portfolio file of the owner, as UploadFile leaves it. */
  async function stagedPng(owner: Owner, i: number): Promise<string> {
    const bytes = makePng([i % 256, 40, 90], 8);
    const blob = await storeBlob(t.deps.db, t.deps.storage, {
      source: (async function* () {
        yield bytes;
      })(),
      fileName: `shot-${i}.png`,
      contentType: 'image/png',
      maxBytes: bytes.length,
      ownerUserId: owner.userId,
    });
    return blob.id;
  }

  const lists: LimitedList[] = [
    {
      name: 'job alerts',
      as: 'talent.pool02@demo.example',
      path: '/api/JobAlert/Post',
      max: jobAlertLimits.perUser,
      message: jobAlertTexts.tooMany,
      body: (i) => ({ name: `Alert ${i}`, keyword: `excel${i} workshop`, frequency: 'instant' }),
      count: (o) => ({ table: jobAlerts, where: eq(jobAlerts.userId, o.userId) }),
    },
    {
      name: 'portfolio links',
      as: 'talent.pool03@demo.example',
      path: '/api/Portfolio/AddLink',
      max: portfolioLimits.linksMax,
      message: portfolioTexts.linksTooMany,
      body: (i) => ({ title: `Site ${i}`, description: 'Where I write', url: `https://trainer.example/post-${i}`, urlTypeId: 1 }),
      count: (o) => ({ table: portfolioLinks, where: eq(portfolioLinks.instrId, o.instrId) }),
    },
    {
      name: 'portfolio files',
      as: 'talent.pool04@demo.example',
      path: '/api/Portfolio/AddItem',
      max: portfolioLimits.itemsMax,
      message: portfolioTexts.itemsTooMany,
      body: async (i, o) => ({ title: `Photo ${i}`, description: 'The room', blobId: await stagedPng(o, i) }),
      count: (o) => ({ table: portfolioDocuments, where: eq(portfolioDocuments.instrId, o.instrId) }),
    },
    {
      name: 'courses',
      as: 'talent.pool05@demo.example',
      path: '/api/Course/Post',
      max: courseLimits.perProfile,
      message: courseTexts.tooMany,
      body: (i) => ({ title: `Course ${i}`, description: 'Two days' }),
      count: (o) => ({ table: courses, where: eq(courses.instrId, o.instrId) }),
    },
    {
      name: 'certifications',
      as: 'talent.pool06@demo.example',
      path: '/api/Certification/Post',
      max: profileSectionLimits.certificationsMax,
      message: profileSectionTexts.certificationsTooMany,
      body: (i) => ({ name: `Certificate ${i}` }),
      count: (o) => ({ table: certifications, where: eq(certifications.instrId, o.instrId) }),
    },
    {
      name: 'work experience',
      as: 'talent.pool07@demo.example',
      path: '/api/WorkExperience/Post',
      max: profileSectionLimits.workExperiencesMax,
      message: profileSectionTexts.workExperiencesTooMany,
      body: (i) => ({ companyName: `Company ${i}`, jobTitle: 'Trainer', startDate: '2019-03-01', endDate: '2020-03-01', isCurrent: false }),
      count: (o) => ({ table: workExperiences, where: eq(workExperiences.instrId, o.instrId) }),
    },
    {
      name: 'education',
      as: 'talent.pool08@demo.example',
      path: '/api/Education/Post',
      max: profileSectionLimits.educationsMax,
      message: profileSectionTexts.educationsTooMany,
      body: (i) => ({ institution: `School ${i}` }),
      count: (o) => ({ table: educations, where: eq(educations.instrId, o.instrId) }),
    },
    {
      name: 'professional references',
      as: 'talent.pool09@demo.example',
      path: '/api/ProfessionalReference/Post',
      max: referenceLimits.perProfile,
      message: referenceTexts.tooMany,
      body: (i) => ({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Acme', email: `referee${i}@referee.example`, relationship: 'Former manager' }),
      count: (o) => ({ table: professionalReferences, where: eq(professionalReferences.instrId, o.instrId) }),
    },
    {
      name: 'custom skills waiting for review',
      as: 'talent.pool10@demo.example',
      path: '/api/Skill/AddUnapprovedSkill',
      max: customSkillsPendingMax,
      message: roleTexts.customSkillsTooMany,
      body: (i) => ({ skill: `Racing Skill ${i}`, skillType: 'Technical', vendor: 'Other', vendorName: 'Atlassian' }),
      count: (o) => ({ table: skills, where: and(eq(skills.addedByUserId, o.userId), eq(skills.isApproved, false)) }),
    },
    {
      name: 'company locations',
      as: 'client3.admin@demo.example',
      path: '/api/Company/AddLocation',
      max: companyLocationLimits.perCompany,
      message: companyLocationTexts.tooMany,
      body: (i) => ({ name: `Depot ${i}`, countryCode: 'US', isPrimary: false }),
      count: (o) => ({ table: companyLocations, where: eq(companyLocations.companyId, o.companyId) }),
    },
  ];

  for (const list of lists) {
    it(`holds ${list.name} to ${list.max}`, async () => {
      const owner = await ownerOf(list.as);
      const counted = async () => {
        const { table, where } = list.count(owner);
        return t.deps.db.$count(table, where);
      };
      const apps = [t.app, createApp(other.deps)];
      const token = await t.tokenOf(list.as);
      const post = async (app: (typeof apps)[number], body: Record<string, unknown>) => {
        const res = await app.request(list.path, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as { message?: string } };
      };
      // Filled one by one to half a burst below the limit, so the burst meets the limit halfway.
      let i = 0;
      while ((await counted()) < list.max - WRITERS / 2) expect((await post(t.app, await list.body(i++, owner))).status).toBe(200);
      const room = list.max - (await counted());

      const bodies = await Promise.all(Array.from({ length: WRITERS }, (_, k) => list.body(i + k, owner)));
      const answers = await Promise.all(bodies.map((body, k) => post(apps[k % 2]!, body)));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(room);
      expect(statuses.filter((s) => s === 409)).toHaveLength(WRITERS - room);
      expect(answers.find((a) => a.status === 409)?.body.message).toBe(list.message);
      expect(await counted()).toBe(list.max);
    });
  }
});
