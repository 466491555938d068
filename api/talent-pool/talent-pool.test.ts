import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructors, mailOutbox, projects, proposals, users } from '../db/schema/index.ts';
import type { TalentPoolEntry, TalentSuggestion } from '#domain/talent-pool.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const otherAdmin = 'client2.admin@demo.example';

interface Pool {
  talents: TalentPoolEntry[];
  suggestions: TalentSuggestion[];
}

describe('the client talent pool and its suggestions', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  const poolOf = async (as: string, projectId?: number) => {
    const res = await t.request(as, 'POST', '/api/Company/GetTalentPool', projectId ? { projectId } : {});
    expect(res.status, res.body.message).toBe(200);
    return res.body as unknown as Pool;
  };
  const jobId = async (title: string) => (await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title)))[0]?.id ?? 0;
  const instrIdOf = async (email: string) =>
    (await t.deps.db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, email)))[0]?.id ?? 0;

  it('holds the favorites and everyone who proposed on the caller’s jobs, with those jobs and their tabs', async () => {
    const { talents, suggestions } = await poolOf(admin);
    expect(suggestions).toEqual([]);
    const sofia = talents.find((p) => p.firstName === 'Sofia' && p.lastName === 'Martinez');
    expect(sofia).toMatchObject({ isFavorite: true, isHired: true });
    expect(sofia?.jobs).toContainEqual(expect.objectContaining({ title: 'Power BI Dashboards for Finance Analysts', status: 'Hired' }));
    expect(talents.filter((p) => !p.isFavorite).every((p) => p.jobs.length > 0)).toBe(true);
    expect(new Set(talents.map((p) => p.instrId)).size).toBe(talents.length);

    // A Standard User sees the company's favorites but only the jobs they are on.
    const mine = await poolOf(standard);
    const adminJobs = new Set(talents.flatMap((p) => p.jobs.map((j) => j.projectID)));
    const standardJobs = new Set(mine.talents.flatMap((p) => p.jobs.map((j) => j.projectID)));
    expect(standardJobs.size).toBeLessThan(adminJobs.size);
    expect([...standardJobs].every((id) => adminJobs.has(id))).toBe(true);
    expect(mine.talents.filter((p) => p.isFavorite).map((p) => p.instrId).sort()).toEqual(talents.filter((p) => p.isFavorite).map((p) => p.instrId).sort());

    // Another company's pool has nothing of Northwind's jobs.
    const other = await poolOf(otherAdmin);
    expect(other.talents.flatMap((p) => p.jobs).some((j) => adminJobs.has(j.projectID))).toBe(false);
  });

  it('suggests public talent of Good or better who share the job’s roles or skills and have not proposed on it, best match first, each with reasons', async () => {
    const { talents } = await poolOf(admin);
    const jobs = [...new Set(talents.flatMap((p) => p.jobs.map((j) => j.projectID)))];
    let found: { projectId: number; suggestion: TalentSuggestion } | null = null;
    for (const projectId of jobs) {
      const { suggestions } = await poolOf(admin, projectId);
      const proposed = new Set((await t.deps.db.select({ id: proposals.instrId }).from(proposals).where(eq(proposals.projectId, projectId))).map((r) => r.id));
      expect(suggestions.length).toBeLessThanOrEqual(5);
      for (const s of suggestions) {
        expect(proposed.has(s.instrId)).toBe(false);
        expect(s.sharedSkills + s.matchedRoles).toBeGreaterThan(0);
        const [profile] = await t.deps.db.select().from(instructors).where(eq(instructors.id, s.instrId));
        expect(profile?.visibility).toBe('public');
        expect(profile?.profileStatus).toBeGreaterThanOrEqual(1);
        expect(s.match.line.split(' · ').length).toBeLessThanOrEqual(3);
      }
      const scores = suggestions.map((s) => s.match.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      if (suggestions[0] && !found) found = { projectId, suggestion: suggestions[0] };
    }
    expect(found, 'some Northwind job has a suggestion').not.toBeNull();
    if (!found) return;

    const res = await t.request(admin, 'POST', '/api/Company/GetTalentSuggestionReason', { projectId: found.projectId, instrId: found.suggestion.instrId });
    expect(res.status).toBe(200);
    const body = res.body as unknown as { talentName: string; reasons: string[] };
    expect(body.talentName).toBe(`${found.suggestion.firstName} ${found.suggestion.lastName}`);
    expect(body.reasons.length).toBeGreaterThan(1);
    expect(body.reasons.join(' ')).not.toMatch(/proposed rate/i);
    const first = found.suggestion.firstName;
    if (found.suggestion.sharedSkills > 0) expect(body.reasons.join(' ')).toContain(`${first} brings`);
    else expect(body.reasons.join(' ')).toContain(`${first} works as`);
  });

  it('mails a suggested talent an invitation to propose with a link to the job; not a talent who proposed, nor on a job that is not open', async () => {
    const { talents } = await poolOf(admin);
    const jobs = [...new Set(talents.flatMap((p) => p.jobs.map((j) => j.projectID)))];
    let invited: { projectId: number; instrId: number } | null = null;
    for (const projectId of jobs) {
      const [job] = await t.deps.db.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId));
      const first = job?.status === 'open' ? (await poolOf(admin, projectId)).suggestions[0] : undefined;
      if (first) {
        invited = { projectId, instrId: first.instrId };
        break;
      }
    }
    expect(invited, 'an open Northwind job has a suggestion').not.toBeNull();
    if (!invited) return;
    const res = await t.request(admin, 'POST', '/api/Company/InviteToPropose', invited);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toMatch(/was invited to propose on this job\.$/);
    const [talent] = await t.deps.db.select({ email: users.email }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(instructors.id, invited.instrId));
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, talent?.email ?? ''));
    expect(mails.some((m) => m.text.includes(`/view-job-details/${invited.projectId}`) && m.subject.includes('invites you to propose'))).toBe(true);
    const again = await t.request(admin, 'POST', '/api/Company/InviteToPropose', invited);
    expect(again.status, 'the same talent is invited to the same job once a day').toBe(429);
    const mailsAfter = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, talent?.email ?? ''));
    expect(mailsAfter).toHaveLength(mails.length);

    const [proposal] = await t.deps.db.select().from(proposals).where(eq(proposals.projectId, invited.projectId));
    const proposedAlready = await t.request(admin, 'POST', '/api/Company/InviteToPropose', { projectId: invited.projectId, instrId: proposal?.instrId });
    expect(proposedAlready.status).toBe(404);
    const [closed] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.status, 'completed'));
    const onClosed = await t.request(otherAdmin, 'POST', '/api/Company/InviteToPropose', { projectId: closed?.id, instrId: invited.instrId });
    expect([404, 409]).toContain(onClosed.status);
    expect((await t.request('talent.good@demo.example', 'POST', '/api/Company/InviteToPropose', invited)).status).toBe(404);
  });

  it('refuses jobs and talent outside the caller’s reach, and non-clients', async () => {
    const powerBi = await jobId('Power BI Dashboards for Finance Analysts');
    const sofia = await instrIdOf('talent.best@demo.example');
    const stranger = await t.request(otherAdmin, 'POST', '/api/Company/GetTalentPool', { projectId: powerBi });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ message: 'Job Not Found' });
    expect((await t.request(otherAdmin, 'POST', '/api/Company/GetTalentSuggestionReason', { projectId: powerBi, instrId: sofia })).status).toBe(404);
    const outsider = await instrIdOf('talent.new@demo.example');
    const notInPool = await t.request(admin, 'POST', '/api/Company/GetTalentSuggestionReason', { projectId: powerBi, instrId: outsider });
    expect(notInPool.status).toBe(404);
    expect(notInPool.body.message).toBe('Talent not found.');
    expect((await t.request('talent.good@demo.example', 'POST', '/api/Company/GetTalentPool', {})).status).toBe(403);
    expect((await t.request(null, 'POST', '/api/Company/GetTalentPool', {})).status).toBe(401);
    expect((await t.request(admin, 'POST', '/api/Company/GetTalentPool', { projectId: 'x' })).status).toBe(400);
  });
});
