import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { contacts, projectContacts, projects, proposals, users } from '../db/schema/index.ts';
import type { SubmissionsPage } from '#domain/client-jobs.ts';
import { COMPANY_ONLY } from '../access/people.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const otherAdmin = 'client2.admin@demo.example';

describe('GET /api/Project/GetSubmissions', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  const submissions = async (as: string | null, query = 'pageSize=50') => t.request(as, 'GET', `/api/Project/GetSubmissions?${query}`);
  /** The proposals in the Submission tab of a company's jobs that are not completed, as the database has them. */
  const waitingOf = async (companyId: number) =>
    t.deps.db
      .select({ id: proposals.id, projectId: proposals.projectId })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .where(and(eq(projects.companyId, companyId), eq(proposals.status, 'Submission'), ne(projects.status, 'completed')));
  const companyOf = async (email: string) =>
    (await t.deps.db.select({ companyId: contacts.companyId }).from(contacts).innerJoin(users, eq(users.id, contacts.userId)).where(eq(users.email, email)))[0]
      ?.companyId ?? 0;

  it('lists every proposal waiting on the administrator’s company jobs, newest first, linked to the proposal', async () => {
    const res = await submissions(admin);
    expect(res.status).toBe(200);
    const page = res.body as unknown as SubmissionsPage;
    const expected = await waitingOf(await companyOf(admin));
    expect(expected.length).toBeGreaterThan(1);
    expect(page.total).toBe(expected.length);
    expect(page.items.map((s) => s.proposalId).sort()).toEqual(expected.map((e) => e.id).sort());
    const dates = page.items.map((s) => s.submittalDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = page.items[0];
    expect(first?.href).toBe(`/client-job/job-entity/1/${first?.projectId}?proposal=${first?.proposalId}`);
    expect(first?.rateText).toMatch(/^(\$[\d,]+\.\d{2}(\/\w+)?|Negotiable)$/);

    const paged = (await submissions(admin, 'pageSize=1&page=2')).body as unknown as SubmissionsPage;
    expect(paged.items.map((s) => s.proposalId)).toEqual([page.items[1]?.proposalId]);
  });

  it('shows a Standard User only the jobs they are a contact on, and another company nothing of this one', async () => {
    const [standardContact] = await t.deps.db.select({ id: contacts.id }).from(contacts).innerJoin(users, eq(users.id, contacts.userId)).where(eq(users.email, standard));
    const onJobs = new Set(
      (await t.deps.db.select({ projectId: projectContacts.projectId }).from(projectContacts).where(eq(projectContacts.contactId, standardContact?.id ?? 0))).map(
        (r) => r.projectId,
      ),
    );
    const all = await waitingOf(await companyOf(standard));
    const page = (await submissions(standard)).body as unknown as SubmissionsPage;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThan(all.length);
    expect(page.items.every((s) => onJobs.has(s.projectId))).toBe(true);
    expect(page.total).toBe(all.filter((s) => onJobs.has(s.projectId)).length);

    const northwind = new Set(all.map((s) => s.id));
    const other = (await submissions(otherAdmin)).body as unknown as SubmissionsPage;
    expect(other.items.some((s) => northwind.has(s.proposalId))).toBe(false);
  });

  it('drops a proposal once the client answers it', async () => {
    const before = (await submissions(admin)).body as unknown as SubmissionsPage;
    const first = before.items[0];
    expect((await t.request(admin, 'PUT', '/api/Project/UpdateProposalStatus', { proposalId: first?.proposalId, action: 'interview' })).status).toBe(200);
    const after = (await submissions(admin)).body as unknown as SubmissionsPage;
    expect(after.total).toBe(before.total - 1);
    expect(after.items.some((s) => s.proposalId === first?.proposalId)).toBe(false);
  });

  it('refuses talent, visitors and bad paging', async () => {
    const talent = await submissions('talent.good@demo.example');
    expect(talent.status).toBe(403);
    expect(talent.body.message).toBe(COMPANY_ONLY);
    expect((await submissions(null)).status).toBe(401);
    expect((await submissions(admin, 'pageSize=51')).status).toBe(400);
    expect((await submissions(admin, 'page=0')).status).toBe(400);
  });
});
