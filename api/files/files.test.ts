import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { projectDocuments, projects } from '../db/schema/index.ts';
import type { FileEntry, ProjectFiles } from '#domain/files.ts';

type App = Awaited<ReturnType<typeof createDemoTestApp>>;

describe('files lists', () => {
  let t: App;
  let withDocument: number;
  beforeAll(async () => {
    t = await createDemoTestApp();
    const [row] = await t.deps.db
      .select({ id: projects.id })
      .from(projectDocuments)
      .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
      .where(eq(projects.title, 'Power BI Dashboards for Finance Analysts'));
    withDocument = row?.id ?? 0;
  });
  afterAll(() => t.close());

  it('lists a job’s documents for its client and for talent who may see it, and for no one else', async () => {
    const client = await t.request('client.admin@demo.example', 'GET', `/api/Files/GetProjectFiles?projectId=${withDocument}`);
    expect(client.status).toBe(200);
    const files = (client.body as unknown as ProjectFiles).files;
    expect(files.length).toBeGreaterThan(0);
    expect(files[0]).toMatchObject({ entity: 'project', projectId: withDocument, fileTypeName: 'pdf' });
    expect((await t.request('talent.good@demo.example', 'GET', `/api/Files/GetProjectFiles?projectId=${withDocument}`)).status).toBe(200);
    expect((await t.request('client2.admin@demo.example', 'GET', `/api/Files/GetProjectFiles?projectId=${withDocument}`)).status).toBe(404);
    expect((await t.request(null, 'GET', `/api/Files/GetProjectFiles?projectId=${withDocument}`)).status).toBe(401);
  });

  it('lists my job and proposal documents by tab, only mine', async () => {
    const clientJobs = (await t.request('client.admin@demo.example', 'GET', '/api/Files/GetMyDocuments?tabId=1')).body as unknown as FileEntry[];
    expect(clientJobs.some((f) => f.projectId === withDocument)).toBe(true);
    const otherJobs = (await t.request('client2.admin@demo.example', 'GET', '/api/Files/GetMyDocuments?tabId=1')).body as unknown as FileEntry[];
    expect(otherJobs.some((f) => f.projectId === withDocument)).toBe(false);
    const clientProposals = (await t.request('client.admin@demo.example', 'GET', '/api/Files/GetMyDocuments?tabId=2')).body as unknown as FileEntry[];
    expect(clientProposals.every((f) => f.entity === 'proposal' && f.talentName)).toBe(true);
    const talent = await t.request('talent.best@demo.example', 'GET', '/api/Files/GetMyDocuments?tabId=2');
    expect(talent.status).toBe(200);
    expect((await t.request('talent.good@demo.example', 'GET', '/api/Files/GetMyDocuments?tabId=9')).status).toBe(400);
    expect((await t.request('contact.nocompany@demo.example', 'GET', '/api/Files/GetMyDocuments?tabId=1')).status).toBe(403);
  });
});
