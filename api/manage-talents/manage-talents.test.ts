import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { projects } from '../db/schema/index.ts';
import { agencyOnly } from './agency-talents.ts';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
beforeAll(async () => {
  t = await createDemoTestApp();
});
afterAll(async () => {
  await t.close();
});

const idOf = async (title: string) => {
  const [row] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title));
  if (!row) throw new Error(`No job ${title}`);
  return row.id;
};

type Talent = { instrId: number; firstName: string; lastName: string; isYou: boolean; proposalStatus?: string };

describe('GetAgencyTalents', () => {
  it('lists the agency’s five talent for the owner and a member, each marking their own profile', async () => {
    const member = (await t.request('agency.member@demo.example', 'GET', '/api/ManageTalents/GetAgencyTalents')).body as unknown as Talent[];
    const owner = (await t.request('agency.owner@demo.example', 'GET', '/api/ManageTalents/GetAgencyTalents')).body as unknown as Talent[];
    expect(member).toHaveLength(5);
    expect(owner.map((x) => x.instrId).sort()).toEqual(member.map((x) => x.instrId).sort());
    expect(member.filter((x) => x.isYou).map((x) => x.firstName)).toEqual(['Marcus']);
    expect(owner.filter((x) => x.isYou).map((x) => x.firstName)).toEqual(['Hannah']);
  });

  it('is for agency members only', async () => {
    for (const as of ['talent.good@demo.example', 'client.admin@demo.example']) {
      const res = await t.request(as, 'GET', '/api/ManageTalents/GetAgencyTalents');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(agencyOnly);
    }
    expect((await t.request(null, 'GET', '/api/ManageTalents/GetAgencyTalents')).status).toBe(401);
  });
});

describe('GetAgencyTalentsOnProject', () => {
  it('names the agency talent who already proposed on the job, and no one else’s', async () => {
    const powerBi = await idOf('Power BI Dashboards for Finance Analysts');
    const on = (await t.request('agency.member@demo.example', 'GET', `/api/ManageTalents/GetAgencyTalentsOnProject?projectId=${powerBi}`))
      .body as unknown as Talent[];
    expect(on).toHaveLength(1);
    expect(on[0]).toMatchObject({ proposalStatus: 'Submission', isYou: false });
    const change = await idOf('Leading Through Change: Manager Workshop Series');
    const owner = (await t.request('agency.owner@demo.example', 'GET', `/api/ManageTalents/GetAgencyTalentsOnProject?projectId=${change}`))
      .body as unknown as Talent[];
    expect(owner).toEqual([expect.objectContaining({ firstName: 'Hannah', proposalStatus: 'Client' })]);
    const teams = await idOf('Microsoft Teams Adoption for Clinical Staff');
    expect((await t.request('agency.member@demo.example', 'GET', `/api/ManageTalents/GetAgencyTalentsOnProject?projectId=${teams}`)).body).toEqual([]);
  });

  it('refuses talent, clients, visitors and a missing project id', async () => {
    const powerBi = await idOf('Power BI Dashboards for Finance Analysts');
    expect((await t.request('talent.good@demo.example', 'GET', `/api/ManageTalents/GetAgencyTalentsOnProject?projectId=${powerBi}`)).status).toBe(403);
    expect((await t.request('client.admin@demo.example', 'GET', `/api/ManageTalents/GetAgencyTalentsOnProject?projectId=${powerBi}`)).status).toBe(403);
    expect((await t.request(null, 'GET', `/api/ManageTalents/GetAgencyTalentsOnProject?projectId=${powerBi}`)).status).toBe(401);
    const missing = await t.request('agency.member@demo.example', 'GET', '/api/ManageTalents/GetAgencyTalentsOnProject');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('projectId is required.');
  });
});
