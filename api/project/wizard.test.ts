import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { projectContacts, projects } from '../db/schema/index.ts';
import { jobPostingTexts } from '#domain/job-posting-texts.ts';
import type { PostingOptions, ProjectDraft } from '#domain/job-posting-answers.ts';
import { messages } from '#domain/messages.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const otherCompany = 'client2.admin@demo.example';
const talent = 'talent.good@demo.example';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
let options: PostingOptions;
const roleId = (name: string) => {
  const role = options.roles.find((r) => r.name === name);
  if (!role) throw new Error(`No role ${name}`);
  return role.id;
};
const skillId = (name: string) => {
  const skill = options.skills.find((s) => s.name === name);
  if (!skill) throw new Error(`No skill ${name}`);
  return skill.id;
};
const languageId = (name: string) => options.languages.find((l) => l.name === name)?.id ?? 0;

const details = () => ({
  title: 'Excel Power Query for Controllers',
  roleIds: [roleId('Trainer')],
  noOfPositions: 1,
  startDate: '2027-03-01',
  endDate: '2027-03-10',
  locationType: 'Onsite',
  city: 'Chicago',
  countryCode: 'US',
  stateCode: 'IL',
  locationName: 'Head office',
  timeZone: 'America/Chicago',
});

async function createDraft(as = admin, body: Record<string, unknown> = details()) {
  const res = await t.request(as, 'POST', '/api/Project/AddProjectDetail', body);
  expect(res.status).toBe(200);
  return res.body.projectId as number;
}

const save = (projectId: number, step: string, fields: Record<string, unknown>, as = admin) =>
  t.request(as, 'PUT', '/api/Project/UpdateProjectDetail', { projectId, step, ...fields });

const draftOf = async (projectId: number, as = admin) => {
  const res = await t.request(as, 'GET', `/api/Project/GetProjectDetails?Projectid=${projectId}`);
  expect(res.status).toBe(200);
  return res.body as unknown as ProjectDraft;
};

const timeline = { projectDate: '2027-03-02', startTime: '09:00', endTime: '16:00', timeZone: 'America/Chicago' };

async function completeJob(projectId: number) {
  expect((await save(projectId, 'job-skills', { skillIds: [skillId('Microsoft Excel')], industryIds: [], languages: [] })).status).toBe(200);
  expect((await save(projectId, 'job-audience', { audienceSize: 25 })).status).toBe(200);
  expect((await save(projectId, 'job-specification', { timelines: [timeline] })).status).toBe(200);
  expect((await save(projectId, 'job-budget', { rateType: 'Daily', rateMin: 800, rateMax: 1200, estimatedTime: 1 })).status).toBe(200);
  expect((await save(projectId, 'job-description', { description: 'Two days of Power Query.\nBring laptops.' })).status).toBe(200);
}

beforeAll(async () => {
  t = await createDemoTestApp();
  const res = await t.request(admin, 'GET', '/api/Project/GetPostingOptions');
  expect(res.status).toBe(200);
  options = res.body as unknown as PostingOptions;
});
afterAll(() => t.close());

describe('creating a draft', () => {
  it('creates the draft with the caller as its owner contact and the role group of its roles', async () => {
    const projectId = await createDraft();
    const [row] = await t.deps.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row).toMatchObject({ status: 'draft', roleGroup: 'A', wizardStep: 'job-skills', title: 'Excel Power Query for Controllers' });
    const owners = await t.deps.db.select().from(projectContacts).where(eq(projectContacts.projectId, projectId));
    expect(owners).toEqual([expect.objectContaining({ isOwner: true, status: 'A' })]);
    const draft = await draftOf(projectId);
    expect(draft).toMatchObject({ city: 'Chicago', countryCode: 'US', stateCode: 'IL', roleIds: [roleId('Trainer')], timeZone: 'America/Chicago' });
  });

  it('derives TC for delivery and design roles, C for Voice Talent', async () => {
    const tc = await createDraft(admin, { ...details(), roleIds: [roleId('Trainer'), roleId('Instructional Designer')] });
    const voice = await createDraft(admin, { ...details(), roleIds: [roleId('Voice Talent')], locationType: 'Remote' });
    expect((await draftOf(tc)).roleGroup).toBe('TC');
    expect((await draftOf(voice)).roleGroup).toBe('C');
  });

  it('refuses bad first-step input with field messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...details(), title: '  ' }, 'title', jobPostingTexts.titleRequired],
      [{ ...details(), roleIds: [] }, 'roleIds', jobPostingTexts.rolesRequired],
      [{ ...details(), roleIds: [999_999] }, 'roleIds', jobPostingTexts.unknownRole],
      [{ ...details(), endDate: '2027-02-01' }, 'endDate', jobPostingTexts.endBeforeStart],
      [{ ...details(), city: undefined }, 'city', jobPostingTexts.cityRequired],
      [{ ...details(), countryCode: 'XX' }, 'countryCode', jobPostingTexts.unknownCountry],
      [{ ...details(), timeZone: 'Mars/Olympus' }, 'timeZone', jobPostingTexts.timeZoneRequired],
      [{ ...details(), startDate: '2027-02-30' }, 'startDate', jobPostingTexts.dateInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.request(admin, 'POST', '/api/Project/AddProjectDetail', body);
      expect(res.status, field).toBe(400);
      expect(res.body.errors, field).toMatchObject({ [field]: [message] });
    }
  });

  it('is for client contacts of a company only', async () => {
    expect((await t.request(talent, 'POST', '/api/Project/AddProjectDetail', details())).status).toBe(403);
    expect((await t.request(null, 'POST', '/api/Project/AddProjectDetail', details())).status).toBe(401);
    expect((await t.request('contact.nocompany@demo.example', 'POST', '/api/Project/AddProjectDetail', details())).status).toBe(403);
  });
});

describe('saving the steps', () => {
  it('saves every step and reads it back', async () => {
    const projectId = await createDraft();
    const english = languageId('English');
    expect(
      (await save(projectId, 'job-skills', { skillIds: [skillId('Power BI')], industryIds: [options.industries[0]?.id], languages: [{ languageId: english, proficiency: 3 }] }))
        .status,
    ).toBe(200);
    expect((await save(projectId, 'job-audience', { audienceSize: 40, firstLevelLeaders: true, audienceDescription: 'Finance team' })).status).toBe(200);
    expect(
      (await save(projectId, 'job-specification', { isCertificationRequired: true, certificationRequiredComments: 'Microsoft Certified Trainer', contentRequirement: 'Client provides content', timelines: [timeline] }))
        .status,
    ).toBe(200);
    expect((await save(projectId, 'job-budget', { rateType: 'Hourly', rateMin: 80.5, rateMax: 120, rateNegotiable: true, estimatedTime: 2 })).status).toBe(200);
    const saved = await save(projectId, 'job-description', { description: 'Line one.\nLine two.' });
    expect(saved.body).toEqual({ message: jobPostingTexts.saved, wizardStep: 'review' });

    const draft = await draftOf(projectId);
    expect(draft).toMatchObject({
      wizardStep: 'review',
      skillIds: [skillId('Power BI')],
      languages: [{ languageId: english, proficiency: 3 }],
      audienceSize: 40,
      firstLevelLeaders: true,
      executives: false,
      audienceDescription: 'Finance team',
      isCertificationRequired: true,
      certificationRequiredComments: 'Microsoft Certified Trainer',
      timelines: [{ projectDate: '2027-03-02', projectEndDate: '2027-03-02', startTime: '09:00', endTime: '16:00', timeZone: 'America/Chicago' }],
      rateType: 'Hourly',
      rateMin: 80.5,
      rateMax: 120,
      rateNegotiable: true,
      estimatedTime: 2,
      description: 'Line one.\nLine two.',
    });
    const [row] = await t.deps.db.select({ skillNames: projects.skillNames }).from(projects).where(eq(projects.id, projectId));
    expect(row?.skillNames).toBe('Power BI');
  });

  it('refuses unknown skills, bad languages and audience sizes', async () => {
    const projectId = await createDraft();
    let res = await save(projectId, 'job-skills', { skillIds: [999_999] });
    expect(res.body.errors).toMatchObject({ skillIds: [jobPostingTexts.unknownSkill] });
    res = await save(projectId, 'job-skills', { skillIds: [skillId('Power BI')], languages: [{ languageId: languageId('English'), proficiency: 4 }] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ 'languages.0.proficiency': [jobPostingTexts.proficiency] });
    res = await save(projectId, 'job-audience', { audienceSize: 0 });
    expect(res.body.errors).toMatchObject({ audienceSize: [jobPostingTexts.audienceSize] });
    res = await save(projectId, 'job-audience', { audienceSize: 2.5 });
    expect(res.status).toBe(400);
    res = await save(projectId, 'no-such-step', {});
    expect(res.status).toBe(400);
  });

  it('applies the rate rules: range, decimals, and per-unit rates for Voice Talent only', async () => {
    const projectId = await createDraft();
    let res = await save(projectId, 'job-budget', { rateType: 'Daily', rateMin: 500, rateMax: 400, estimatedTime: 1 });
    expect(res.body.errors).toMatchObject({ rateMax: [jobPostingTexts.rateRange] });
    res = await save(projectId, 'job-budget', { rateType: 'Daily', rateMin: 10.123, rateMax: 400, estimatedTime: 1 });
    expect(res.body.errors).toMatchObject({ rateMin: [jobPostingTexts.rateAmount] });
    res = await save(projectId, 'job-budget', { rateType: 'Daily', rateMin: -1, rateMax: 400, estimatedTime: 1 });
    expect(res.body.errors).toMatchObject({ rateMin: [jobPostingTexts.rateAmount] });
    res = await save(projectId, 'job-budget', { rateType: 'Daily', rateMin: 1, rateMax: 400, estimatedTime: 4 });
    expect(res.body.errors).toMatchObject({ estimatedTime: [jobPostingTexts.estimatedTimeRequired] });
    res = await save(projectId, 'job-budget', { rateType: 'Per Word', rateMin: 0.1, rateMax: 0.25, estimatedTime: 1 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ rateType: [jobPostingTexts.rateTypeNotAllowed] });

    const voice = await createDraft(admin, { ...details(), roleIds: [roleId('Voice Talent')], locationType: 'Remote' });
    for (const rateType of ['Per Word', 'Per Minute', 'Flat', 'Hourly', 'Daily']) {
      res = await save(voice, 'job-budget', { rateType, rateMin: 0.1, rateMax: 0.25, estimatedTime: 3 });
      expect(res.status, rateType).toBe(200);
    }
    expect((await draftOf(voice)).rateType).toBe('Daily');
  });

  it('applies the timeline rules: end time after start time, only for role groups A and TC', async () => {
    const projectId = await createDraft();
    let res = await save(projectId, 'job-specification', { timelines: [{ ...timeline, endTime: '09:00' }] });
    expect(res.body.errors).toMatchObject({ 'timelines.0.endTime': [jobPostingTexts.endTimeBeforeStart] });
    res = await save(projectId, 'job-specification', { timelines: [{ ...timeline, projectEndDate: '2027-03-01' }] });
    expect(res.body.errors).toMatchObject({ 'timelines.0.projectEndDate': [jobPostingTexts.endBeforeStart] });
    res = await save(projectId, 'job-specification', { isCertificationRequired: true });
    expect(res.body.errors).toMatchObject({ certificationRequiredComments: [jobPostingTexts.certificationCommentsRequired] });

    const design = await createDraft(admin, { ...details(), roleIds: [roleId('Instructional Designer')], locationType: 'Remote' });
    res = await save(design, 'job-specification', { timelines: [timeline] });
    expect(res.body.errors).toMatchObject({ timelines: [jobPostingTexts.timelineNotAllowed] });
    expect((await save(design, 'job-specification', { projectDuration: '6 weeks' })).status).toBe(200);
  });

  it('remembers the last visited page and continues there', async () => {
    const projectId = await createDraft();
    const res = await t.request(admin, 'PUT', '/api/Project/UpdateProjectLastVisitedPage', { projectId, page: `/client-profile-job/job-audience/${projectId}` });
    expect(res.status).toBe(200);
    const stage = await t.request(admin, 'GET', `/api/Project/GetProjectStage?Projectid=${projectId}`);
    expect(stage.body).toMatchObject({ wizardStep: 'job-skills', lastVisitedPage: '/client-profile-job/job-audience', status: 'draft', continueUrl: `/client-profile-job/job-audience/${projectId}` });
    expect((await t.request(admin, 'PUT', '/api/Project/UpdateProjectLastVisitedPage', { projectId, page: 'elsewhere' })).status).toBe(400);
    const drafts = await t.request(admin, 'GET', '/api/Project/GetDraftProjects');
    expect(drafts.body).toEqual(expect.arrayContaining([expect.objectContaining({ projectId, continueUrl: `/client-profile-job/job-audience/${projectId}` })]));
  });
});

describe('posting the job', () => {
  it('refuses an incomplete job naming the missing step, then posts a complete one', async () => {
    const projectId = await createDraft();
    let res = await t.request(admin, 'PUT', '/api/Project/PublishProject', { projectId });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(jobPostingTexts.incomplete('Skills'));
    expect(res.body.errors).toEqual({ step: ['job-skills'] });

    await completeJob(projectId);
    await t.request(admin, 'PUT', '/api/Project/UpdateProjectDetail', { projectId, step: 'job-specification', timelines: [] });
    res = await t.request(admin, 'PUT', '/api/Project/PublishProject', { projectId });
    expect(res.body.message).toBe(jobPostingTexts.timelineRequired);

    await save(projectId, 'job-specification', { timelines: [timeline] });
    res = await t.request(admin, 'PUT', '/api/Project/PublishProject', { projectId });
    expect(res.status).toBe(200);
    const [row] = await t.deps.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row?.status).toBe('open');
    expect(row?.publishedAt).toBeInstanceOf(Date);

    res = await t.request(admin, 'PUT', '/api/Project/PublishProject', { projectId });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(jobPostingTexts.alreadyPosted);
  });

  it('edits an open job step by step, keeping it complete, and leaves closed jobs as they are', async () => {
    const projectId = await createDraft();
    await completeJob(projectId);
    expect((await t.request(admin, 'PUT', '/api/Project/PublishProject', { projectId })).status).toBe(200);

    expect((await save(projectId, 'job-description', { description: 'Changed after posting' })).status).toBe(200);
    const budget = { rateType: 'Daily', rateMin: 700, rateMax: 950, estimatedTime: 1 };
    expect((await save(projectId, 'job-budget', budget)).status).toBe(200);
    const edited = await draftOf(projectId);
    expect(edited).toMatchObject({ status: 'open', wizardStep: 'review', description: 'Changed after posting', rateMax: 950 });
    expect((await t.request(null, 'GET', `/api/TalentJobCenter/GetJobDetails?projectId=${projectId}`)).status).toBe(401);
    const seen = await t.request(talent, 'GET', `/api/TalentJobCenter/GetJobDetails?projectId=${projectId}`);
    expect(JSON.stringify(seen.body)).toContain('Changed after posting');

    let res = await save(projectId, 'job-specification', { timelines: [] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ timelines: [jobPostingTexts.timelineRequired] });
    res = await save(projectId, 'job-details', { ...details(), roleIds: [roleId('Instructional Designer')] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ roleIds: [jobPostingTexts.postedRoleGroup] });
    expect((await draftOf(projectId)).roleGroup).toBe('A');

    const visited = await t.request(admin, 'PUT', '/api/Project/UpdateProjectLastVisitedPage', { projectId, page: 'job-budget' });
    expect(visited.status).toBe(200);
    expect((await draftOf(projectId)).lastVisitedPage).toBeNull();

    await t.deps.db.update(projects).set({ status: 'closed' }).where(eq(projects.id, projectId));
    res = await save(projectId, 'job-description', { description: 'After closing' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(jobPostingTexts.notEditable);
    expect((await t.request(standard, 'PUT', '/api/Project/UpdateProjectDetail', { projectId, step: 'job-description', description: 'x' })).status).toBe(404);
  });
});

describe('documents of a draft', () => {
  async function attach(projectId: number, as = admin) {
    const form = new FormData();
    form.set('formFile', new Blob([new TextEncoder().encode('Agenda\nDay one: basics\n')], { type: 'text/plain' }), 'agenda.txt');
    const res = await t.app.request(`/api/Blob/UploadDocument?entityType=Project&entityId=${projectId}&isJobPostDoc=true`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await t.tokenOf(as)}` },
      body: form,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { documentId: number }).documentId;
  }

  it('lists uploaded documents with the draft and removes them for the job’s contacts only', async () => {
    const projectId = await createDraft();
    const documentId = await attach(projectId);
    expect((await draftOf(projectId)).documents).toEqual([expect.objectContaining({ documentId, fileName: 'agenda.txt', fileTypeName: 'TXT' })]);
    const path = `/api/Project/DeleteProjectDocument?projectId=${projectId}&documentId=${documentId}`;
    for (const who of [otherCompany, standard, talent]) expect((await t.request(who, 'DELETE', path)).status, who).toBe(404);
    expect((await t.request(null, 'DELETE', path)).status).toBe(401);
    const res = await t.request(admin, 'DELETE', path);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(jobPostingTexts.documentRemoved);
    expect((await draftOf(projectId)).documents).toEqual([]);
    expect((await t.request(admin, 'DELETE', path)).body.message).toBe(jobPostingTexts.documentNotFound);
  });

  it('refuses a document of another job', async () => {
    const first = await createDraft();
    const second = await createDraft();
    const documentId = await attach(first);
    const res = await t.request(admin, 'DELETE', `/api/Project/DeleteProjectDocument?projectId=${second}&documentId=${documentId}`);
    expect(res.status).toBe(404);
    expect((await draftOf(first)).documents).toHaveLength(1);
  });
});

describe('who may use the wizard on a job', () => {
  it('lets only contacts of the job’s company who may see the job in', async () => {
    const projectId = await createDraft();
    const calls = [
      () => ['GET', `/api/Project/GetProjectDetails?Projectid=${projectId}`, undefined] as const,
      () => ['GET', `/api/Project/GetProjectStage?Projectid=${projectId}`, undefined] as const,
      () => ['GET', `/api/Project/GetProjectReview?Projectid=${projectId}`, undefined] as const,
      () => ['PUT', '/api/Project/UpdateProjectDetail', { projectId, step: 'job-description', description: 'x' }] as const,
      () => ['PUT', '/api/Project/UpdateProjectLastVisitedPage', { projectId, page: 'job-skills' }] as const,
      () => ['PUT', '/api/Project/PublishProject', { projectId }] as const,
    ];
    for (const call of calls) {
      const [method, path, body] = call();
      for (const who of [otherCompany, standard, talent, 'agency.owner@demo.example']) {
        const res = await t.request(who, method, path, body);
        expect(res.status, `${who} ${path}`).toBe(404);
        expect(res.body.message).toBe(messages.job.notFound);
      }
      expect((await t.request(null, method, path, body)).status, path).toBe(401);
    }
    const drafts = await t.request(otherCompany, 'GET', '/api/Project/GetDraftProjects');
    expect((drafts.body as unknown as { projectId: number }[]).some((d) => d.projectId === projectId)).toBe(false);
    expect((await t.request(talent, 'GET', '/api/Project/GetDraftProjects')).status).toBe(403);
  });

  it('lets a Standard User continue the drafts they created, not the administrator’s', async () => {
    const own = await createDraft(standard);
    expect((await save(own, 'job-description', { description: 'Mine' }, standard)).status).toBe(200);
    const drafts = (await t.request(standard, 'GET', '/api/Project/GetDraftProjects')).body as unknown as { projectId: number }[];
    expect(drafts.map((d) => d.projectId)).toContain(own);
    const adminDrafts = (await t.request(admin, 'GET', '/api/Project/GetDraftProjects')).body as unknown as { projectId: number }[];
    expect(adminDrafts.map((d) => d.projectId)).toContain(own);
    expect(drafts.length).toBeLessThan(adminDrafts.length);
  });
});
