import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { contacts, notifications, projectContacts, projects } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import { type AddableContact, type ProjectContact } from '#domain/client-jobs.ts';
import { clientJobTexts } from '#domain/client-job-texts.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const otherAdmin = 'client2.admin@demo.example';
const talent = 'talent.good@demo.example';

describe('project contacts', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  const jobId = async (title: string) => (await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title)))[0]?.id ?? 0;
  const contactOf = async (email: string) => (await t.deps.db.select().from(contacts).where(eq(contacts.email, email)))[0];
  let powerBi = 0;
  let storyline = 0;
  let change = 0;
  beforeAll(async () => {
    t = await createDemoTestApp();
    powerBi = await jobId('Power BI Dashboards for Finance Analysts');
    storyline = await jobId('Articulate Storyline Onboarding Course Build');
    change = await jobId('Leading Through Change: Manager Workshop Series');
  });
  afterAll(() => t.close());

  const list = async (as: string | null, projectId: number) => t.request(as, 'GET', `/api/Project/GetProjectContacts?projectId=${projectId}`);
  const add = (as: string | null, body: unknown) => t.request(as, 'POST', '/api/Project/AddProjectContact', body);
  const remove = (as: string | null, projectId: number, contactId: number) =>
    t.request(as, 'DELETE', `/api/Project/DeleteProjectContact?contactId=${contactId}&projectId=${projectId}`);

  it('clients see active and invited contacts with who may be removed; the owner never', async () => {
    const asAdmin = (await list(admin, powerBi)).body as unknown as ProjectContact[];
    expect(asAdmin.map((c) => [c.firstName, c.contactStatus, c.isOwner, c.isDeleteAbleContact])).toEqual([
      ['Olivia', 'A', true, false],
      ['Ethan', 'A', false, true],
      ['Ava', 'P', false, true],
    ]);
    const asStandard = (await list(standard, powerBi)).body as unknown as ProjectContact[];
    expect(asStandard.map((c) => [c.firstName, c.isDeleteAbleContact])).toEqual([
      ['Olivia', false],
      ['Ethan', true],
      ['Ava', false],
    ]);
  });

  it('talent who may see the job see only active contacts and may remove none', async () => {
    const res = await list(talent, powerBi);
    expect(res.status).toBe(200);
    const seen = res.body as unknown as ProjectContact[];
    expect(seen.map((c) => c.firstName)).toEqual(['Olivia', 'Ethan']);
    expect(seen.every((c) => !c.isDeleteAbleContact)).toBe(true);
    const asAgency = (await list('agency.member@demo.example', powerBi)).body as unknown as ProjectContact[];
    expect(asAgency.map((c) => c.contactStatus)).toEqual(['A', 'A']);
    const draft = await jobId('Excel Fundamentals Refresher');
    expect((await list(talent, draft)).body.message).toBe(messages.job.notFound);
  });

  it('others get Job Not Found, visitors 401', async () => {
    for (const [as, id] of [[standard, storyline], [otherAdmin, powerBi]] as const) {
      const res = await list(as, id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(messages.job.notFound);
    }
    expect((await list(null, powerBi)).status).toBe(401);
  });

  it('adds a co-worker (who is told), refuses a second time, a missing one and one of another company', async () => {
    const choices = (await t.request(admin, 'GET', `/api/Project/GetAddableProjectContacts?projectId=${storyline}`)).body as unknown as AddableContact[];
    const ethan = await contactOf(standard);
    expect(choices.map((c) => c.contactID)).toContain(ethan?.id);
    expect(choices.map((c) => c.firstName)).not.toContain('Olivia');
    expect(choices.map((c) => c.firstName)).not.toContain('Ryan');

    const missing = await add(admin, { projectId: storyline });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messages.job.contactRequired);

    const added = await add(admin, { projectId: storyline, contactId: ethan?.id });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(clientJobTexts.contactAdded);
    const [notice] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, ethan?.userId ?? 0)).orderBy(desc(notifications.id)).limit(1);
    expect(notice).toMatchObject({ type: 'C', subject: 'You were added to the job Articulate Storyline Onboarding Course Build' });
    expect((await t.request(standard, 'GET', `/api/Project/GetProjectTalents?projectId=${storyline}`)).status).toBe(200);

    const again = await add(admin, { projectId: storyline, contactId: ethan?.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.job.contactAlreadyAdded);

    const stranger = await contactOf(otherAdmin);
    const foreign = await add(admin, { projectId: storyline, contactId: stranger?.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(clientJobTexts.contactNotInCompany);
    const inactive = (await t.deps.db.select().from(contacts).where(and(eq(contacts.firstName, 'Ryan'), eq(contacts.status, 'I'))))[0];
    expect((await add(admin, { projectId: storyline, contactId: inactive?.id })).status).toBe(400);
  });

  it('only clients who may see the job add contacts', async () => {
    const ethan = await contactOf(standard);
    const olivia = await contactOf(admin);
    const sapJob = await jobId('SAP S/4HANA Warehouse Training');
    for (const [as, id, contactId] of [
      [standard, await jobId('Train-the-Trainer and Course Design for Plant Safety'), olivia?.id],
      [otherAdmin, change, ethan?.id],
      [talent, change, ethan?.id],
      ['agency.owner@demo.example', change, ethan?.id],
      [admin, sapJob, ethan?.id],
    ] as const) {
      const res = await add(as, { projectId: id, contactId });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(messages.job.notFound);
    }
    expect((await add(null, { projectId: change, contactId: ethan?.id })).status).toBe(401);
  });

  it('removes where allowed; never the owner, never the last contact', async () => {
    const olivia = await contactOf(admin);
    const ethan = await contactOf(standard);
    const ava = (await t.deps.db.select().from(contacts).where(eq(contacts.firstName, 'Ava')))[0];

    const notHis = await remove(standard, powerBi, ava?.id ?? 0);
    expect(notHis.status).toBe(403);
    expect(notHis.body.message).toBe(clientJobTexts.cannotRemoveContact);
    const owner = await remove(admin, powerBi, olivia?.id ?? 0);
    expect(owner.status).toBe(403);
    for (const as of [otherAdmin, talent]) expect((await remove(as, powerBi, ava?.id ?? 0)).body.message).toBe(messages.job.notFound);
    expect((await remove(null, powerBi, ava?.id ?? 0)).status).toBe(401);

    const removed = await remove(admin, powerBi, ava?.id ?? 0);
    expect(removed.status).toBe(200);
    expect((removed.body.contacts as ProjectContact[]).map((c) => c.firstName)).toEqual(['Olivia', 'Ethan']);
    expect((await remove(admin, powerBi, ava?.id ?? 0)).status).toBe(404);

    const self = await remove(standard, change, ethan?.id ?? 0);
    expect(self.status).toBe(200);
    expect((await list(standard, change)).status).toBe(404);

    const safety = await jobId('Train-the-Trainer and Course Design for Plant Safety');
    const last = await remove(admin, safety, olivia?.id ?? 0);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(messages.job.lastContact);
    const kept = await t.deps.db.select().from(projectContacts).where(eq(projectContacts.projectId, safety));
    expect(kept).toHaveLength(1);
  });
});
