import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructors, projects, savedJobs } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import { countCap, jobCenterLimits, jobCenterTexts, type JobCenterPage, type SearchJobsResult, type TalentJobDetails } from '#domain/job-center.ts';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
beforeAll(async () => {
  t = await createDemoTestApp();
});
afterAll(async () => {
  await t.close();
});

const good = 'talent.good@demo.example';
const better = 'talent.better@demo.example';
const agencyMember = 'agency.member@demo.example';
const agencyOwner = 'agency.owner@demo.example';
const clientAdmin = 'client.admin@demo.example';

const idOf = async (title: string) => {
  const [row] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title));
  if (!row) throw new Error(`No job ${title}`);
  return row.id;
};
const powerBi = () => idOf('Power BI Dashboards for Finance Analysts');
const draft = () => idOf('Excel Fundamentals Refresher');
const closedSalesforce = () => idOf('Salesforce Service Cloud Admin Training');
const completedWorkday = () => idOf('Workday HCM Manager Self-Service');
const openTeams = () => idOf('Microsoft Teams Adoption for Clinical Staff');
const openSafety = () => idOf('Train-the-Trainer and Course Design for Plant Safety');

const titles = (page: JobCenterPage) => page.items.map((i) => i.title);
const access = async (as: string | null, projectId: number, status: string) =>
  t.request(as, 'GET', `/api/TalentJobCenter/CheckProjectTalentAccess?Projectid=${projectId}&status=${status}`);

describe('CheckProjectTalentAccess', () => {
  it('lets talent see and answer open jobs', async () => {
    expect((await access(good, await powerBi(), 'SearchJobs')).body).toEqual({ hasAccess: true });
    expect((await access(good, await powerBi(), 'ProposalSubmission')).body).toEqual({ hasAccess: true });
  });

  it('shows a completed job only to talent involved in it, and never for a proposal', async () => {
    expect((await access(good, await completedWorkday(), 'SearchJobs')).body).toEqual({ hasAccess: true });
    expect((await access(good, await completedWorkday(), 'ProposalSubmission')).body).toEqual({ hasAccess: false });
    expect((await access(better, await completedWorkday(), 'SearchJobs')).body).toEqual({ hasAccess: false });
    expect((await access(good, await closedSalesforce(), 'SearchJobs')).body).toEqual({ hasAccess: false });
  });

  it('never shows drafts, and answers clients and unknown jobs with no access', async () => {
    expect((await access(good, await draft(), 'SearchJobs')).body).toEqual({ hasAccess: false });
    expect((await access(clientAdmin, await powerBi(), 'SearchJobs')).body).toEqual({ hasAccess: false });
    expect((await access(good, 999999, 'SearchJobs')).body).toEqual({ hasAccess: false });
  });

  it('lets an agency member see a closed job only through the agency’s proposals', async () => {
    expect((await access(agencyMember, await powerBi(), 'ProposalSubmission')).body).toEqual({ hasAccess: true });
    expect((await access(agencyMember, await completedWorkday(), 'SearchJobs')).body).toEqual({ hasAccess: false });
  });

  it('refuses visitors and a bad scope', async () => {
    expect((await access(null, await powerBi(), 'SearchJobs')).status).toBe(401);
    const bad = await access(good, await powerBi(), 'Anything');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be ProposalSubmission or SearchJobs.');
  });
});

describe('SearchJobs (tab 6)', () => {
  const search = async (as: string | null, query: string) => t.request(as, 'GET', `/api/TalentJobCenter/SearchJobs?${query}`);

  it('finds open jobs by keyword, best match first, with roles, rate and the saved flag', async () => {
    const res = await search(good, 'keyword=power%20bi');
    expect(res.status).toBe(200);
    const body = res.body as unknown as SearchJobsResult;
    expect(body.items[0]).toMatchObject({
      title: 'Power BI Dashboards for Finance Analysts',
      companyName: 'Northwind Learning Group',
      roles: ['Trainer'],
      rateType: 'Daily',
      rateMin: 900,
      rateMax: 1300,
      locationType: 'Virtual',
      isSaved: false,
      href: `/view-job-details/${await powerBi()}`,
    });
    expect(body.filters.roles.length).toBeGreaterThan(0);
    expect(body.filters.languages.find((l) => l.name === 'English')).toBeTruthy();
  });

  it('offers as time zones only those open jobs are in, each once and in order', async () => {
    const { filters } = (await search(good, '')).body as unknown as SearchJobsResult;
    const open = await t.deps.db
      .selectDistinct({ zone: projects.timeZone })
      .from(projects)
      .where(and(eq(projects.status, 'open'), isNotNull(projects.timeZone)));
    expect([...filters.timeZones].sort()).toEqual(open.map((row) => row.zone).sort());
    expect(new Set(filters.timeZones).size).toBe(filters.timeZones.length);
    expect(filters.timeZones.length).toBeLessThan(Intl.supportedValuesOf('timeZone').length / 10);
  });

  it('lists only open jobs, newest first, never drafts or closed jobs', async () => {
    const body = (await search(good, '')).body as unknown as SearchJobsResult;
    expect(body.total).toBeGreaterThan(10);
    expect(body.totalCapped).toBe(false);
    const all = titles(body);
    expect(all).not.toContain('Excel Fundamentals Refresher');
    expect(all).not.toContain('Salesforce Service Cloud Admin Training');
    expect(all).not.toContain('Workday HCM Manager Self-Service');
    const dates = body.items.map((i) => i.stagePostingDate ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.items.find((i) => i.projectId === 0)).toBeUndefined();
    const safety = body.items.find((i) => i.title === 'Train-the-Trainer and Course Design for Plant Safety');
    if (safety) expect(safety.isSaved).toBe(true);
  });

  it('filters by role, rate type, location type, time zone and language', async () => {
    const roles = ((await search(good, '')).body as unknown as SearchJobsResult).filters.roles;
    const voice = roles.find((r) => r.name === 'Voice Talent');
    const trainer = roles.find((r) => r.name === 'Trainer');
    if (!voice || !trainer) throw new Error('No roles.');
    const byRole = (await search(good, `roleId=${trainer.id}`)).body as unknown as SearchJobsResult;
    expect(byRole.items.length).toBeGreaterThan(0);
    expect(byRole.items.every((i) => i.roles.includes('Trainer'))).toBe(true);
    const daily = (await search(good, 'rateType=Daily&locationType=Virtual')).body as unknown as SearchJobsResult;
    expect(daily.items.length).toBeGreaterThan(0);
    expect(daily.items.every((i) => i.rateType === 'Daily' && i.locationType === 'Virtual')).toBe(true);
    const zone = daily.items[0]?.timeZone ?? 'America/Chicago';
    const byZone = (await search(good, `timeZone=${encodeURIComponent(zone)}`)).body as unknown as SearchJobsResult;
    expect(byZone.items.every((i) => i.timeZone === zone)).toBe(true);
    const english = (await search(good, 'languageId=41&keyword=power%20bi')).body as unknown as SearchJobsResult;
    expect(titles(english)).toContain('Power BI Dashboards for Finance Analysts');
    const none = (await search(good, 'keyword=zzzqqq')).body as unknown as SearchJobsResult;
    expect(none).toMatchObject({ items: [], total: 0, hasNextPage: false });
  });

  it('ignores blank fields of the plain form and refuses bad values with a clear message', async () => {
    expect((await search(good, 'keyword=&roleId=&rateType=&locationType=&timeZone=&languageId=&page=')).status).toBe(200);
    const rate = await search(good, 'rateType=Weekly');
    expect(rate.status).toBe(400);
    expect(rate.body.message).toBe('Unknown rate type.');
    const deep = await search(good, `page=${jobCenterLimits.maxPage + 1}`);
    expect(deep.status).toBe(400);
    expect(deep.body.message).toContain('narrow the search');
  });

  it('pages through the results', async () => {
    const extra = Array.from({ length: jobCenterLimits.pageSize + 5 }, (_, n) => ({
      companyId: 1,
      title: `Paging Check Job ${n}`,
      status: 'open' as const,
      publishedAt: new Date(Date.UTC(2020, 0, 1 + n)),
    }));
    await t.deps.db.insert(projects).values(extra);
    const first = (await search(good, 'keyword=%22paging%20check%22')).body as unknown as SearchJobsResult;
    expect(first.items).toHaveLength(jobCenterLimits.pageSize);
    expect(first).toMatchObject({ total: jobCenterLimits.pageSize + 5, hasNextPage: true, page: 1 });
    const second = (await search(good, 'keyword=%22paging%20check%22&page=2')).body as unknown as SearchJobsResult;
    expect(second.items).toHaveLength(5);
    expect(second.hasNextPage).toBe(false);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(jobCenterLimits.pageSize + 5);
    expect(countCap).toBe(jobCenterLimits.pageSize * jobCenterLimits.maxPage);
  });

  it('is for talent and agency members only', async () => {
    expect((await search(null, '')).status).toBe(401);
    const client = await search(clientAdmin, '');
    expect(client.status).toBe(403);
    expect(client.body.message).toBe(jobCenterTexts.notTalent);
    expect((await search(agencyMember, 'keyword=power%20bi')).status).toBe(200);
  });
});

describe('GetMyJobs (tabs 2, 3, 4, 5, 7)', () => {
  const tab = async (as: string, tabId: number) => (await t.request(as, 'GET', `/api/TalentJobCenter/GetMyJobs?tabId=${tabId}`)).body as unknown as JobCenterPage;

  it('lists the talent’s saved jobs, proposals, jobs in progress and completed jobs, each linking to its view', async () => {
    const saved = await tab(good, 2);
    expect(titles(saved)).toEqual(expect.arrayContaining(['Train-the-Trainer and Course Design for Plant Safety', 'Emotional Intelligence for Nurse Leaders']));
    expect(saved.items.every((i) => i.isSaved && i.href === `/view-saved-job-details/${i.projectId}`)).toBe(true);
    const submitted = await tab(good, 3);
    expect(titles(submitted).sort()).toEqual(['Leading Through Change: Manager Workshop Series', 'Power BI Dashboards for Finance Analysts']);
    expect(submitted.items[0]?.href).toBe(`/view-proposal-submitted-job-details/${submitted.items[0]?.projectId}`);
    const inProgress = await tab(good, 4);
    expect(titles(inProgress)).toEqual(['Microsoft Teams Adoption for Clinical Staff']);
    expect(inProgress.items[0]?.href).toBe(`/jobcenter/inprogress/job-details/${await openTeams()}/4`);
    const completed = await tab(good, 5);
    expect(titles(completed)).toEqual(['Workday HCM Manager Self-Service']);
    expect(completed.items[0]?.href).toBe(`/jobcenter/completed/job-details/${await completedWorkday()}/5`);
    expect((await tab(good, 7)).items).toEqual([]);
  });

  it('lists rejected proposals under tab 7 and never another talent’s', async () => {
    const rejected = await tab('talent.pool02@demo.example', 7);
    expect(titles(rejected)).toEqual(['Power BI Dashboards for Finance Analysts']);
    expect(rejected.items[0]).toMatchObject({ proposalStatus: 'Rejected', href: `/jobcenter/rejected/job-details/${await powerBi()}` });
    expect((await tab(better, 7)).items).toEqual([]);
    expect(titles(await tab(better, 3))).not.toContain('Power BI Dashboards for Finance Analysts');
  });

  it('shows an agency member the agency’s proposals and saved jobs with the talent they are for', async () => {
    const submitted = await tab(agencyMember, 3);
    expect(titles(submitted).sort()).toEqual(['Leading Through Change: Manager Workshop Series', 'Power BI Dashboards for Finance Analysts']);
    expect(submitted.items.every((i) => i.talentName)).toBe(true);
    expect(titles(await tab(agencyOwner, 2))).toEqual(['SAP S/4HANA Warehouse Training']);
  });

  it('refuses a tab that is not a list of the caller’s jobs, clients and visitors', async () => {
    const bad = await t.request(good, 'GET', '/api/TalentJobCenter/GetMyJobs?tabId=6');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('tabId must be one of 2, 3, 4, 5, 7.');
    expect((await t.request(clientAdmin, 'GET', '/api/TalentJobCenter/GetMyJobs?tabId=3')).status).toBe(403);
    expect((await t.request(null, 'GET', '/api/TalentJobCenter/GetMyJobs?tabId=3')).status).toBe(401);
  });
});

describe('saved jobs', () => {
  it('saves a job directly and removes it again', async () => {
    const projectId = await powerBi();
    const add = await t.request(better, 'POST', '/api/TalentJobCenter/AddSavedJob', { projectId });
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ isSaved: true, projectId });
    expect((await t.request(better, 'POST', '/api/TalentJobCenter/AddSavedJob', { projectId })).status).toBe(200);
    const details = (await t.request(better, 'GET', `/api/TalentJobCenter/GetJobDetails?projectId=${projectId}`)).body as unknown as TalentJobDetails;
    expect(details.isSaved).toBe(true);
    const del = await t.request(better, 'DELETE', `/api/TalentJobCenter/DeleteSavedJob?projectId=${projectId}`);
    expect(del.body).toMatchObject({ isSaved: false });
    const after = (await t.request(better, 'GET', `/api/TalentJobCenter/GetJobDetails?projectId=${projectId}`)).body as unknown as TalentJobDetails;
    expect(after.isSaved).toBe(false);
  });

  it('refuses drafts, jobs the talent cannot see, another talent’s id, clients and visitors', async () => {
    const missing = await t.request(better, 'POST', '/api/TalentJobCenter/AddSavedJob', { projectId: await draft() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(messages.job.notFound);
    expect((await t.request(better, 'POST', '/api/TalentJobCenter/AddSavedJob', { projectId: await closedSalesforce() })).status).toBe(404);
    const [maya] = await t.deps.db.select({ id: instructors.id }).from(instructors).where(eq(instructors.firstName, 'Maya'));
    const other = await t.request(better, 'POST', '/api/TalentJobCenter/AddSavedJob', { projectId: await powerBi(), instrId: maya?.id });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(jobCenterTexts.notYourTalent);
    const otherDelete = await t.request(better, 'DELETE', `/api/TalentJobCenter/DeleteSavedJob?projectId=${await openSafety()}&instrId=${maya?.id}`);
    expect(otherDelete.status).toBe(403);
    const stillSaved = await t.deps.db.select().from(savedJobs).where(and(eq(savedJobs.projectId, await openSafety()), eq(savedJobs.instrId, maya?.id ?? 0)));
    expect(stillSaved).toHaveLength(1);
    expect((await t.request(clientAdmin, 'POST', '/api/TalentJobCenter/AddSavedJob', { projectId: await powerBi() })).status).toBe(403);
    expect((await t.request(null, 'POST', '/api/TalentJobCenter/AddSavedJob', { projectId: await powerBi() })).status).toBe(401);
    const bad = await t.request(better, 'POST', '/api/TalentJobCenter/AddSavedJob', { projectId: 'x' });
    expect(bad.status).toBe(400);
  });

  it('lets an agency member save for one of the agency’s talent and remove it for that talent', async () => {
    const talent = (await t.request(agencyMember, 'GET', '/api/ManageTalents/GetAgencyTalents')).body as unknown as { instrId: number; isYou: boolean }[];
    const someone = talent.find((x) => !x.isYou);
    if (!someone) throw new Error('No agency talent.');
    const projectId = await openTeams();
    expect((await t.request(agencyMember, 'POST', '/api/TalentJobCenter/AddSavedJob', { projectId, instrId: someone.instrId })).status).toBe(200);
    const saved = (await t.request(agencyOwner, 'GET', '/api/TalentJobCenter/GetMyJobs?tabId=2')).body as unknown as JobCenterPage;
    expect(titles(saved)).toContain('Microsoft Teams Adoption for Clinical Staff');
    expect((await t.request(agencyMember, 'DELETE', `/api/TalentJobCenter/DeleteSavedJob?projectId=${projectId}&instrId=${someone.instrId}`)).status).toBe(200);
    const rows = await t.deps.db.select().from(savedJobs).where(and(eq(savedJobs.projectId, projectId), eq(savedJobs.instrId, someone.instrId)));
    expect(rows).toHaveLength(0);
  });
});

describe('GetJobDetails', () => {
  const details = async (as: string | null, projectId: number) => t.request(as, 'GET', `/api/TalentJobCenter/GetJobDetails?projectId=${projectId}`);

  it('gives the job view, the talent’s own proposal, and active contacts only', async () => {
    const res = await details(good, await powerBi());
    expect(res.status).toBe(200);
    const body = res.body as unknown as TalentJobDetails;
    expect(body.job.title).toBe('Power BI Dashboards for Finance Analysts');
    expect(body.job.repDetails.srName).toBeTruthy();
    expect(body.proposals).toHaveLength(1);
    expect(body.proposals[0]).toMatchObject({ status: 'Submission', canEdit: true, talentName: 'Maya Chen' });
    expect(body.canSubmit).toBe(false);
    expect(body.contacts.length).toBeGreaterThan(0);
    expect(body.contacts.map((c) => c.firstName)).not.toContain('Ava');
  });

  it('shows another talent none of Maya’s proposal and lets them submit', async () => {
    const body = (await details(better, await powerBi())).body as unknown as TalentJobDetails;
    expect(body.proposals).toEqual([]);
    expect(body.canSubmit).toBe(true);
  });

  it('shows a completed job to its hired talent without edit or submit', async () => {
    const body = (await details(good, await completedWorkday())).body as unknown as TalentJobDetails;
    expect(body.proposals[0]).toMatchObject({ status: 'Hired', canEdit: false });
    expect(body.canSubmit).toBe(false);
  });

  it('answers Job Not Found for drafts, uninvolved closed jobs and unknown ids, and refuses clients', async () => {
    for (const [as, id] of [
      [good, await draft()],
      [better, await completedWorkday()],
      [good, 987654],
    ] as const) {
      const res = await details(as, id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(messages.job.notFound);
    }
    expect(await details(clientAdmin, await powerBi())).toMatchObject({ status: 403, body: { message: jobCenterTexts.notTalent } });
    expect((await details(null, await powerBi())).status).toBe(401);
  });
});
