import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import {
  agencyMembers,
  contacts,
  instructorRoles,
  instructorSkills,
  instructors,
  projectContacts,
  projects,
  proposalPortfolioItems,
  proposals,
  skillGroups,
  skills,
  talentNotes,
  users,
} from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import type { TalentView } from '#domain/talent-view.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const otherAdmin = 'client2.admin@demo.example';
const sofia = 'talent.best@demo.example';
const refused = messages.profile.invalidCredentials;

describe('reading a talent profile (GetTalentProfile, GetFilteredProfile and the hash variants)', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let sofiaId: number;
  /** Sofia's proposal on an open Northwind job. */
  let job: { projectId: number; proposalId: number };
  /** A proposal on an open Northwind job that the Standard User is not on, and one on a job they are on. */
  let hidden: { projectId: number; instrId: number };
  let shared: { projectId: number; instrId: number };

  beforeAll(async () => {
    t = await createDemoTestApp();
    const db = t.deps.db;
    const [talent] = await db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, sofia));
    if (!talent) throw new Error('No Sofia.');
    sofiaId = talent.id;
    const [northwind] = await db.select({ companyId: contacts.companyId }).from(contacts).innerJoin(users, eq(users.id, contacts.userId)).where(eq(users.email, admin));
    const openNorthwind = and(eq(projects.status, 'open'), eq(projects.companyId, northwind!.companyId!));
    const [mine] = await db
      .select({ projectId: projects.id, proposalId: proposals.id })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .where(and(eq(proposals.instrId, sofiaId), openNorthwind));
    const [standardContact] = await db.select({ id: contacts.id }).from(contacts).innerJoin(users, eq(users.id, contacts.userId)).where(eq(users.email, standard));
    const standardJobs = db.select({ id: projectContacts.projectId }).from(projectContacts).where(eq(projectContacts.contactId, standardContact!.id));
    const [notOnIt] = await db
      .select({ projectId: projects.id, proposalId: proposals.id, instrId: proposals.instrId })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .where(and(openNorthwind, notInArray(projects.id, standardJobs)));
    const [onIt] = await db
      .select({ projectId: projects.id, instrId: proposals.instrId })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .where(and(openNorthwind, inArray(projects.id, standardJobs)));
    if (!mine || !notOnIt || !onIt) throw new Error('The demo data lacks the proposals of these tests.');
    job = mine;
    hidden = notOnIt;
    shared = onIt;
  });
  afterAll(() => t.close());

  const get = (as: string | null, path: string) => t.request(as, 'GET', path).then((r) => ({ ...r, view: r.body as unknown as TalentView }));

  it('shows the talent their own profile with every testimonial, and no notes or jobs', async () => {
    const { status, view } = await get(sofia, `/api/TrainerProfile/GetTalentProfile?instrId=${sofiaId}`);
    expect(status).toBe(200);
    expect(view.viewer).toBe('talent');
    expect(view.sections).not.toContain('notes');
    expect(view).not.toHaveProperty('notes');
    expect(view).not.toHaveProperty('jobs');
    expect(view.testimonials?.some((x) => !x.isResponsePublic)).toBe(true);
    expect(view.workExperiences).toBeDefined();
    expect(view.profileRoles?.length).toBeGreaterThan(0);
    expect(view.reviews?.[0]).toMatchObject({ rating: 5, lname: expect.stringMatching(/^\S\.$/) });
  });

  it('shows a client of the job the candidate view with their private note and the company’s jobs, public testimonials only', async () => {
    const db = t.deps.db;
    const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin));
    await db.insert(talentNotes).values({ authorUserId: author!.id, instrId: sofiaId, projectId: job.projectId, note: 'Strong on change management.' });
    // Query keys are read case-insensitively, with or without underscores.
    const { status, view } = await get(admin, `/api/TrainerProfile/GetTalentProfile?INSTRID=${sofiaId}&project_id=${job.projectId}`);
    expect(status).toBe(200);
    expect(view.viewer).toBe('client');
    expect(view.projectId).toBe(job.projectId);
    expect(view.notes).toMatchObject({ note: 'Strong on change management.', notesDateUpdated: expect.any(String) });
    expect(view.jobs?.map((j) => j.projectId)).toContain(job.projectId);
    expect(view.testimonials?.length).toBeGreaterThan(0);
    expect(view.testimonials?.every((x) => x.isResponsePublic)).toBe(true);
    expect(view.rate?.proposal?.ratePrice).toBeGreaterThan(0);
    expect(view.sections[0]).toBe('notes');

    // The note is the writer's own: a co-worker on the job sees an empty one.
    await db.insert(talentNotes).values({ authorUserId: author!.id, instrId: shared.instrId, projectId: shared.projectId, note: 'Mine only.' }).onConflictDoNothing();
    const coWorker = await get(standard, `/api/TrainerProfile/GetFilteredProfile?projectId=${shared.projectId}&instrId=${shared.instrId}`);
    expect(coWorker.status).toBe(200);
    expect(coWorker.view.viewer).toBe('client');
    expect(coWorker.view.notes).toEqual({ note: '', notesDateUpdated: null });
  });

  it('shows a skill the talent added and nobody approved yet to the talent alone, not to a client', async () => {
    const db = t.deps.db;
    const [group] = await db.select({ id: skillGroups.id }).from(skillGroups).limit(1);
    const [role] = await db.select({ id: instructorRoles.id }).from(instructorRoles).where(eq(instructorRoles.instrId, sofiaId)).limit(1);
    const [skill] = await db.insert(skills).values({ name: 'Lantern Slides', groupId: group!.id, isApproved: false }).returning({ id: skills.id });
    await db.insert(instructorSkills).values({ instructorRoleId: role!.id, skillId: skill!.id });
    const names = (view: TalentView) => (view.profileRoles ?? []).flatMap((r) => r.mySkills.map((s) => s.skill));
    expect(names((await get(sofia, `/api/TrainerProfile/GetTalentProfile?instrId=${sofiaId}`)).view)).toContain('Lantern Slides');
    expect(names((await get(admin, `/api/TrainerProfile/GetTalentProfile?instrId=${sofiaId}&projectId=${job.projectId}`)).view)).not.toContain('Lantern Slides');
    expect(names((await get(admin, `/api/TrainerProfile/GetFilteredProfile?instrId=${sofiaId}&projectId=${job.projectId}`)).view)).not.toContain('Lantern Slides');
    await db.delete(instructorSkills).where(eq(instructorSkills.skillId, skill!.id));
  });

  it('answers Invalid Credentials Provided to everyone else, whatever failed', async () => {
    const paths = [
      `/api/TrainerProfile/GetTalentProfile?instrId=${hidden.instrId}&projectId=${hidden.projectId}`,
      `/api/TrainerProfile/GetFilteredProfile?instrId=${hidden.instrId}&projectId=${hidden.projectId}`,
    ];
    for (const path of paths) {
      expect((await get(admin, path)).status).toBe(200);
      for (const as of [standard, otherAdmin, 'talent.incomplete@demo.example', 'contact.nocompany@demo.example']) {
        const res = await get(as, path);
        expect([as, res.status, res.body.message]).toEqual([as, 403, refused]);
        expect(Object.keys(res.body)).toEqual(['message']);
      }
      expect((await get(null, path)).status).toBe(401);
    }
    for (const path of [
      `/api/TrainerProfile/GetTalentProfile?instrId=987654`,
      `/api/TrainerProfile/GetTalentProfile?instrId=abc`,
      `/api/TrainerProfile/GetFilteredProfile?instrId=${sofiaId}&projectId=987654`,
      `/api/TrainerProfile/GetFilteredProfile?instrId=${sofiaId}`,
    ]) {
      const res = await get(admin, path);
      expect([path, res.status, res.body.message]).toEqual([path, res.status === 400 ? 400 : 403, refused]);
    }
  });

  it('limits the filtered candidate view’s portfolio to the proposal’s picks', async () => {
    const whole = await get(admin, `/api/TrainerProfile/GetTalentProfile?instrId=${sofiaId}&projectId=${job.projectId}`);
    const filtered = await get(admin, `/api/TrainerProfile/GetFilteredProfile?instrID=${sofiaId}&ProjectId=${job.projectId}`);
    expect(filtered.status).toBe(200);
    const picks = await t.deps.db.select().from(proposalPortfolioItems).where(eq(proposalPortfolioItems.proposalId, job.proposalId));
    const pickedLinks = picks.flatMap((p) => (p.linkId ? [p.linkId] : []));
    expect(filtered.view.portfolioLinks?.map((l) => l.webID).sort()).toEqual(pickedLinks.sort());
    const total = (v: TalentView) => (v.portfolioItems?.length ?? 0) + (v.portfolioLinks?.length ?? 0) + (v.portfolioCourses?.length ?? 0);
    expect(total(filtered.view)).toBe(picks.length);
    expect(total(whole.view)).toBeGreaterThanOrEqual(total(filtered.view));
  });

  it('shows a recruiter with the submission’s preview link the profile without notes or jobs, and nothing with a wrong link', async () => {
    const link = await t.request(admin, 'GET', `/api/PreviewSubmissions/GetPreviewLink?proposalId=${job.proposalId}`);
    const hash = new URL(String(link.body.path), 'http://x').searchParams.get('hash') ?? '';
    for (const path of ['GetTalentProfileByHash', 'GetFilteredProfileByHash']) {
      const { status, view } = await get(null, `/api/TrainerProfile/${path}?projectId=${job.projectId}&instrId=${sofiaId}&Hash=${hash}`);
      expect(status).toBe(200);
      expect(view.viewer).toBe('recruiter');
      expect(view).not.toHaveProperty('notes');
      expect(view).not.toHaveProperty('jobs');
      expect(view.supportingDocuments).toBeDefined();
      expect(view.testimonials?.every((x) => x.isResponsePublic)).toBe(true);
    }
    for (const query of [
      `projectId=${job.projectId}&instrId=${sofiaId}&hash=forged`,
      `projectId=${job.projectId}&instrId=${sofiaId + 1}&hash=${hash}`,
      `projectId=${job.projectId}&instrId=${sofiaId}`,
    ]) {
      const res = await get(null, `/api/TrainerProfile/GetTalentProfileByHash?${query}`);
      expect([query, res.status === 400 || res.status === 403, res.body.message]).toEqual([query, true, refused]);
    }
    await t.request(admin, 'POST', `/api/PreviewSubmissions/RevokePreviewLinks?proposalId=${job.proposalId}`);
  });

  it('leaves work experience and education out of an agency’s profile', async () => {
    const db = t.deps.db;
    const [owner] = await db
      .select({ agencyId: agencyMembers.agencyId })
      .from(agencyMembers)
      .innerJoin(users, eq(users.id, agencyMembers.userId))
      .where(eq(users.email, 'agency.owner@demo.example'));
    const { status, view } = await get('agency.owner@demo.example', `/api/TrainerProfile/GetTalentProfile?instrId=${owner!.agencyId}`);
    expect(status).toBe(200);
    expect(view.isAgency).toBe(true);
    expect(view.sections).not.toContain('workExperience');
    expect(view.sections).not.toContain('education');
    expect(view).not.toHaveProperty('workExperiences');
    expect(view).not.toHaveProperty('educations');
  });
});
