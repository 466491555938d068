import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { blobs, contacts, favorites, instructors, projectContacts, projects, proposals, users } from '../db/schema/index.ts';
import { readPdfText } from '../pdf/read-pdf-text.ts';
import type { ClientProposalView, TalentJobsView } from '#domain/client-proposal.ts';
import { testPeople } from '../my-information/test-people.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const otherAdmin = 'client2.admin@demo.example';
const powerBi = 'Power BI Dashboards for Finance Analysts';
const storyline = 'Articulate Storyline Onboarding Course Build';

describe('the talent proposal view for clients', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  async function proposalOf(jobTitle: string, talentEmail: string) {
    const [row] = await t.deps.db
      .select({ id: proposals.id, projectId: proposals.projectId, instrId: proposals.instrId, rate: proposals.rate })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .innerJoin(instructors, eq(instructors.id, proposals.instrId))
      .innerJoin(users, eq(users.id, instructors.userId))
      .where(and(eq(projects.title, jobTitle), eq(users.email, talentEmail)));
    if (!row) throw new Error(`No proposal of ${talentEmail} on ${jobTitle}.`);
    return row;
  }

  it('shows Maya’s proposal on the Power BI job to the administrator with everything the view needs', async () => {
    const maya = await proposalOf(powerBi, 'talent.good@demo.example');
    const res = await t.request(admin, 'GET', `/api/Project/GetProposalDetails?proposalId=${maya.id}`);
    expect(res.status).toBe(200);
    const view = res.body as unknown as ClientProposalView;
    expect(view.talentName).toBe('Maya Chen');
    expect(view.talentFirstName).toBe('Maya');
    expect(view.rateType).toBe('Daily');
    expect(view.ratePrice).toBe(maya.rate);
    expect(view.status).toBe('Submission');
    expect(view.proposalDescription).toMatch(/^<p>/);
    expect(view.supportingDocuments.map((d) => d.fileName).sort()).toEqual(['Pricing Breakdown.csv', 'Session Plan.pdf']);
    expect(view.supportingDocuments.find((d) => d.fileName === 'Session Plan.pdf')?.fileTypeName).toBe('PDF');
    expect(view.roles.length).toBeGreaterThan(0);
    expect(view.createdBy).toBe('Maya Chen');
    expect(view.isFavorite).toBe(false);
    expect(view.hideOptions).toBe(false);
    expect(view.isAgencyProfile).toBe(false);
  });

  it('marks a favorite and names the agency of an agency talent', async () => {
    const sofia = await proposalOf(powerBi, 'talent.best@demo.example');
    const view = (await t.request(admin, 'GET', `/api/Project/GetProposalDetails?proposalId=${sofia.id}`)).body as unknown as ClientProposalView;
    expect(view.isFavorite).toBe(true);
    expect(view.projectExamples.length).toBeGreaterThan(0);
    expect(view.projectExamples.every((e) => e.client && e.projectName)).toBe(true);

    const agencyViews = await Promise.all(
      (await t.deps.db.select({ id: proposals.id }).from(proposals).innerJoin(projects, eq(projects.id, proposals.projectId)).where(eq(projects.title, powerBi))).map(
        async (p) => (await t.request(admin, 'GET', `/api/Project/GetProposalDetails?proposalId=${p.id}`)).body as unknown as ClientProposalView,
      ),
    );
    const agency = agencyViews.find((v) => v.isAgencyProfile);
    expect(agency?.agencyCompanyName).toBe('Brightpath Learning Partners');
    expect(agency?.createdBy).toBe('Marcus Lee');
  });

  it('refuses other companies, Standard Users not on the job, talent and visitors', async () => {
    const onStoryline = await proposalOf(storyline, 'talent.better@demo.example');
    const maya = await proposalOf(powerBi, 'talent.good@demo.example');
    expect((await t.request(standard, 'GET', `/api/Project/GetProposalDetails?proposalId=${maya.id}`)).status).toBe(200);
    const standardOff = await t.request(standard, 'GET', `/api/Project/GetProposalDetails?proposalId=${onStoryline.id}`);
    expect(standardOff.status).toBe(404);
    expect(standardOff.body.message).toBe('Job Not Found');
    expect((await t.request(otherAdmin, 'GET', `/api/Project/GetProposalDetails?proposalId=${maya.id}`)).status).toBe(404);
    expect((await t.request('talent.good@demo.example', 'GET', `/api/Project/GetProposalDetails?proposalId=${maya.id}`)).status).toBe(404);
    expect((await t.request('agency.owner@demo.example', 'GET', `/api/Project/GetProposalDetails?proposalId=${maya.id}`)).status).toBe(404);
    expect((await t.request(null, 'GET', `/api/Project/GetProposalDetails?proposalId=${maya.id}`)).status).toBe(401);
    expect((await t.request(admin, 'GET', '/api/Project/GetProposalDetails?proposalId=999999')).status).toBe(404);
    const bad = await t.request(admin, 'GET', '/api/Project/GetProposalDetails?proposalId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('proposalId is required.');
  });

  it('downloads the resume as a PDF named after the talent: the uploaded one, or one written from the profile', async () => {
    const download = async (proposalId: number) =>
      t.app.request(`/api/Project/DownloadResume?proposalId=${proposalId}`, { headers: { authorization: `Bearer ${await t.tokenOf(admin)}` } });
    const sofia = await proposalOf(powerBi, 'talent.best@demo.example');
    const uploaded = await download(sofia.id);
    expect(uploaded.status).toBe(200);
    expect(uploaded.headers.get('content-type')).toBe('application/pdf');
    expect(uploaded.headers.get('content-disposition')).toContain('attachment; filename="Sofia Martinez.pdf"');
    expect(uploaded.headers.get('x-content-type-options')).toBe('nosniff');
    const [resume] = await t.deps.db.select({ size: blobs.size }).from(instructors).innerJoin(blobs, eq(blobs.id, instructors.resumeBlobId)).where(eq(instructors.id, sofia.instrId));
    expect((await uploaded.arrayBuffer()).byteLength).toBe(resume?.size);

    const maya = await proposalOf(powerBi, 'talent.good@demo.example');
    const generated = await download(maya.id);
    expect(generated.status).toBe(200);
    expect(generated.headers.get('content-disposition')).toContain('attachment; filename="Maya Chen.pdf"');
    expect(await readPdfText(new Uint8Array(await generated.arrayBuffer()))).toContain('Maya Chen');

    expect((await t.request(otherAdmin, 'GET', `/api/Project/DownloadResume?proposalId=${sofia.id}`)).status).toBe(404);
    expect((await t.request('talent.best@demo.example', 'GET', `/api/Project/DownloadResume?proposalId=${sofia.id}`)).status).toBe(404);
    expect((await t.request(null, 'GET', `/api/Project/DownloadResume?proposalId=${sofia.id}`)).status).toBe(401);
  });

  it('lists the jobs of a talent with the caller’s company only', async () => {
    const sofia = await proposalOf(powerBi, 'talent.best@demo.example');
    const res = await t.request(admin, 'GET', `/api/Project/GetTalentJobs?instrId=${sofia.instrId}`);
    expect(res.status).toBe(200);
    const jobs = res.body as unknown as TalentJobsView;
    expect(jobs.talentName).toBe('Sofia Martinez');
    expect(jobs.companyName).toBe('Northwind Learning Group');
    expect(jobs.noOfJobs).toBe(jobs.talentProjects.length);
    expect(jobs.talentProjects.map((p) => p.title)).toContain(powerBi);
    expect(jobs.lastHiredDate).not.toBeNull();

    const other = (await t.request(otherAdmin, 'GET', `/api/Project/GetTalentJobs?instrId=${sofia.instrId}`)).body as unknown as TalentJobsView;
    expect(other.talentProjects.map((p) => p.title)).not.toContain(powerBi);
    expect((await t.request('talent.best@demo.example', 'GET', `/api/Project/GetTalentJobs?instrId=${sofia.instrId}`)).status).toBe(403);
    expect((await t.request(null, 'GET', `/api/Project/GetTalentJobs?instrId=${sofia.instrId}`)).status).toBe(401);
    expect((await t.request(admin, 'GET', '/api/Project/GetTalentJobs?instrId=999999')).status).toBe(404);
  });

  it('lists to a Standard User only the jobs they are assigned to', async () => {
    const sofia = await proposalOf(powerBi, 'talent.best@demo.example');
    const jobsOf = async (who: string) => (await t.request(who, 'GET', `/api/Project/GetTalentJobs?instrId=${sofia.instrId}`)).body as unknown as TalentJobsView;
    const [standardContact] = await t.deps.db
      .select({ id: contacts.id })
      .from(contacts)
      .innerJoin(users, eq(users.id, contacts.userId))
      .where(eq(users.email, standard));
    if (!standardContact) throw new Error('No standard contact.');
    const removed = await t.deps.db
      .delete(projectContacts)
      .where(and(eq(projectContacts.projectId, sofia.projectId), eq(projectContacts.contactId, standardContact.id)))
      .returning();
    try {
      const all = await jobsOf(admin);
      expect(all.talentProjects.map((p) => p.projectID)).toContain(sofia.projectId);
      const assigned = await jobsOf(standard);
      expect(assigned.talentProjects.map((p) => p.projectID)).not.toContain(sofia.projectId);
      expect(assigned.noOfJobs).toBe(assigned.talentProjects.length);
      expect(assigned.noOfJobs).toBeLessThan(all.noOfJobs);
    } finally {
      if (removed.length) await t.deps.db.insert(projectContacts).values(removed);
    }
  });

  it('shows a talent’s name and photo only to a company the talent has a relation with, or from a public profile', async () => {
    const stranger = await testPeople(t.deps).talent('Priya');
    await t.deps.db.update(instructors).set({ visibility: 'hidden' }).where(eq(instructors.id, stranger.instrId));
    const ask = () => t.request(admin, 'GET', `/api/Project/GetTalentJobs?instrId=${stranger.instrId}`);
    const hidden = await ask();
    expect(hidden).toMatchObject({ status: 404, body: { message: 'Talent not found.' } });
    expect(JSON.stringify(hidden.body)).not.toContain('Priya');

    const [company] = await t.deps.db.select({ companyId: contacts.companyId, id: contacts.id }).from(contacts).innerJoin(users, eq(users.id, contacts.userId)).where(eq(users.email, admin));
    if (!company?.companyId) throw new Error('No company.');
    await t.deps.db.insert(favorites).values({ companyId: company.companyId, instrId: stranger.instrId, addedByContactId: company.id });
    expect(await ask()).toMatchObject({ status: 200, body: { talentName: 'Priya Tester', noOfJobs: 0 } });
    expect((await t.request(otherAdmin, 'GET', `/api/Project/GetTalentJobs?instrId=${stranger.instrId}`)).status).toBe(404);

    await t.deps.db.delete(favorites).where(eq(favorites.instrId, stranger.instrId));
    expect((await ask()).status).toBe(404);
    await t.deps.db.update(instructors).set({ visibility: 'public' }).where(eq(instructors.id, stranger.instrId));
    expect((await t.request(otherAdmin, 'GET', `/api/Project/GetTalentJobs?instrId=${stranger.instrId}`)).status).toBe(200);
  });
});
