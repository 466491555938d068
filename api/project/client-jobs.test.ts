import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { projects } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import type { ClientJobDetails, ClientJobsPage, ProjectTalents } from '#domain/client-jobs.ts';
import { COMPANY_ONLY } from '../access/people.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const otherAdmin = 'client2.admin@demo.example';
const talent = 'talent.good@demo.example';

describe('client job lists, proposals per tab and the job for its client', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  const ids = new Map<string, number>();
  const idOf = (title: string) => {
    const id = ids.get(title);
    if (id === undefined) throw new Error(`No job ${title}.`);
    return id;
  };
  beforeAll(async () => {
    t = await createDemoTestApp();
    for (const row of await t.deps.db.select({ id: projects.id, title: projects.title }).from(projects)) ids.set(row.title, row.id);
  });
  afterAll(() => t.close());

  const list = async (as: string | null, query: string) => t.request(as, 'GET', `/api/Project/Get?${query}`);

  it('an Administrator sees all the company’s open jobs, started or upcoming, with proposal counts per tab', async () => {
    const res = await list(admin, 'status=1&pageSize=100');
    expect(res.status).toBe(200);
    const page = res.body as unknown as ClientJobsPage;
    const powerBi = page.items.find((j) => j.title === 'Power BI Dashboards for Finance Analysts');
    expect(powerBi).toMatchObject({
      statusLabel: 'Started',
      href: `/client-job/job-entity/1/${idOf('Power BI Dashboards for Finance Analysts')}`,
      proposalCounts: { Submission: 2, Interview: 1, Rejected: 1, Hired: 1, Client: 1 },
      roles: ['Trainer'],
    });
    expect(page.items.find((j) => j.title === 'Leading Through Change: Manager Workshop Series')?.statusLabel).toBe('Upcoming');
    expect(page.items.every((j) => j.status === 'open')).toBe(true);
    expect(page.items.map((j) => j.title)).not.toContain('Microsoft Teams Adoption for Clinical Staff');
    expect(page.tabCounts).toMatchObject({ 2: 4, 3: 1, 4: 3 });
    expect(page.total).toBe(page.tabCounts[1]);
  });

  it('drafts link to the wizard step they reached', async () => {
    const page = (await list(admin, 'status=2')).body as unknown as ClientJobsPage;
    const hrefOf = (title: string) => page.items.find((j) => j.title === title)?.href;
    expect(hrefOf('Excel Fundamentals Refresher')).toBe(`/client-profile-job/job-details/${idOf('Excel Fundamentals Refresher')}`);
    expect(hrefOf('Voice Over for Compliance Modules')).toBe(`/client-profile-job/job-skills/${idOf('Voice Over for Compliance Modules')}`);
    expect(hrefOf('Presentation Skills for Engineers')).toBe(`/client-profile-job/review/${idOf('Presentation Skills for Engineers')}`);
    expect(page.items.every((j) => j.statusLabel === 'Draft')).toBe(true);
  });

  it('pages through a tab', async () => {
    const first = (await list(admin, 'status=1&page=1&pageSize=2')).body as unknown as ClientJobsPage;
    const second = (await list(admin, 'status=1&page=2&pageSize=2')).body as unknown as ClientJobsPage;
    expect(first.items).toHaveLength(2);
    expect(second.items.map((j) => j.projectID)).not.toContain(first.items[0]?.projectID);
  });

  it('a Standard User lists only the jobs they are a contact on', async () => {
    const open = (await list(standard, 'status=1')).body as unknown as ClientJobsPage;
    expect(open.items.map((j) => j.title).sort()).toEqual(['Leading Through Change: Manager Workshop Series', 'Power BI Dashboards for Finance Analysts']);
    expect(open.tabCounts).toEqual({ 1: 2, 2: 0, 3: 1, 4: 1 });
  });

  it('another company’s administrator sees none of these jobs; talent and visitors are refused', async () => {
    const other = (await list(otherAdmin, 'status=1&pageSize=100')).body as unknown as ClientJobsPage;
    expect(other.items.map((j) => j.title)).toContain('Microsoft Teams Adoption for Clinical Staff');
    expect(other.items.map((j) => j.projectID)).not.toContain(idOf('Power BI Dashboards for Finance Analysts'));
    expect(await list(talent, 'status=1')).toMatchObject({ status: 403, body: { message: COMPANY_ONLY } });
    expect((await list(null, 'status=1')).status).toBe(401);
    const bad = await list(admin, 'status=9');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be a tab id from 1 to 4.');
  });

  it('lists the proposals of a tab with talent, rate with suffix, agency and the moves allowed', async () => {
    const id = idOf('Power BI Dashboards for Finance Analysts');
    const res = await t.request(admin, 'GET', `/api/Project/GetProjectTalents?projectId=${id}&status=Submission`);
    expect(res.status).toBe(200);
    const body = res.body as unknown as ProjectTalents;
    expect(body.counts.Submission).toBe(2);
    expect(body.proposals).toHaveLength(2);
    const maya = body.proposals.find((p) => p.talentName === 'Maya Chen');
    expect(maya).toMatchObject({ status: 'Submission', actions: ['interview', 'reject'], agencyCompanyName: null });
    expect(maya?.rateText).toMatch(/^\$[\d,]+\.00\/day$/);
    expect(body.proposals.find((p) => p.agencyCompanyName === 'Brightpath Learning Partners')).toBeDefined();
    const byTabId = (await t.request(admin, 'GET', `/api/Project/GetProjectTalents?projectId=${id}&status=2`)).body as unknown as ProjectTalents;
    expect(byTabId.status).toBe('Interview');
    expect(byTabId.proposals[0]?.actions).toEqual(['accept', 'reject', 'cancelInterview']);
  });

  it('a completed job offers no moves', async () => {
    const id = idOf('Cybersecurity Awareness Rollout');
    const body = (await t.request(admin, 'GET', `/api/Project/GetProjectTalents?projectId=${id}&status=Hired`)).body as unknown as ProjectTalents;
    expect(body.proposals[0]?.actions).toEqual([]);
  });

  it('only clients who may see the job read its proposals', async () => {
    const storyline = idOf('Articulate Storyline Onboarding Course Build');
    const powerBi = idOf('Power BI Dashboards for Finance Analysts');
    const path = (id: number) => `/api/Project/GetProjectTalents?projectId=${id}`;
    expect((await t.request(standard, 'GET', path(powerBi))).status).toBe(200);
    for (const [as, id] of [[standard, storyline], [otherAdmin, powerBi], [talent, powerBi], ['agency.member@demo.example', powerBi]] as const) {
      const res = await t.request(as, 'GET', path(id));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(messages.job.notFound);
    }
    expect((await t.request(null, 'GET', path(powerBi))).status).toBe(401);
    expect((await t.request(admin, 'GET', `/api/Project/GetProjectTalents?projectId=${powerBi}&status=Hiredx`)).status).toBe(400);
  });

  it('gives the job to its client with contacts and permissions', async () => {
    const id = idOf('Power BI Dashboards for Finance Analysts');
    const res = await t.request(admin, 'GET', `/api/Project/ViewJobDetailsForClient?projectId=${id}`);
    expect(res.status).toBe(200);
    const body = res.body as unknown as ClientJobDetails;
    expect(body.job).toMatchObject({ projectID: id, title: 'Power BI Dashboards for Finance Analysts', companyName: 'Northwind Learning Group' });
    expect(body.statusLabel).toBe('Started');
    expect(body.contacts.map((c) => [c.firstName, c.contactStatus, c.isOwner])).toEqual([
      ['Olivia', 'A', true],
      ['Ethan', 'A', false],
      ['Ava', 'P', false],
    ]);
    expect(body.permissions).toEqual({ canAddContacts: true, canInviteCoworkers: true, canMoveProposals: true, canComplete: true });
    const asStandard = (await t.request(standard, 'GET', `/api/Project/ViewJobDetailsForClient?projectId=${id}`)).body as unknown as ClientJobDetails;
    expect(asStandard.permissions.canInviteCoworkers).toBe(false);
    const [draft] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Excel Fundamentals Refresher'));
    expect((await t.request(admin, 'GET', `/api/Project/ViewJobDetailsForClient?projectId=${draft?.id}`)).status).toBe(200);
    for (const as of [otherAdmin, talent]) {
      expect((await t.request(as, 'GET', `/api/Project/ViewJobDetailsForClient?projectId=${id}`)).body.message).toBe(messages.job.notFound);
    }
    expect((await t.request(standard, 'GET', `/api/Project/ViewJobDetailsForClient?projectId=${idOf('Articulate Storyline Onboarding Course Build')}`)).status).toBe(404);
  });
});
