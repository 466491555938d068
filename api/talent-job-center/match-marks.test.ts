import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp } from '../testing/demo-app.ts';
import type { JobCenterItem, TalentJobDetails } from '#domain/job-center.ts';
import { STRONG_MATCH } from '#domain/match-score-texts.ts';

describe('the talent’s match on the job center and on a job’s page', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  const search = async (as: string) => {
    const res = await t.request(as, 'GET', '/api/TalentJobCenter/SearchJobs');
    expect(res.status).toBe(200);
    return res.body.items as unknown as JobCenterItem[];
  };

  it('scores every job of the search for the talent, the same score as on the job’s page with every factor and advice', async () => {
    const items = await search('talent.best@demo.example');
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((i) => typeof i.matchScore === 'number')).toBe(true);
    const strong = items.find((i) => (i.matchScore ?? 0) >= STRONG_MATCH);
    expect(strong, 'the demo gives Sofia a strong match').toBeDefined();
    const weak = items.find((i) => (i.matchScore ?? 100) < STRONG_MATCH);
    expect(weak).toBeDefined();
    for (const item of [strong, weak]) {
      const res = await t.request('talent.best@demo.example', 'GET', `/api/TalentJobCenter/GetJobDetails?projectId=${item?.projectId}`);
      expect(res.status).toBe(200);
      const details = res.body as unknown as TalentJobDetails;
      expect(details.myMatch?.score).toBe(item?.matchScore);
      expect(details.myMatch?.factors).toHaveLength(9);
      expect(details.myMatch?.advice.join(' ')).toMatch(/You have (all \d+|\d+ of \d+) skills/);
    }
  });

  it('gives an agency member, who acts for several talent, no score', async () => {
    const items = await search('agency.member@demo.example');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.matchScore === null)).toBe(true);
  });
});
