import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructors, projects, proposalDocuments, proposals, users } from '../db/schema/index.ts';
import { previewLinkTexts, type ClientProposalView, type PreviewSubmission } from '#domain/client-proposal.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const otherAdmin = 'client2.admin@demo.example';
const powerBi = 'Power BI Dashboards for Finance Analysts';

describe('preview submissions', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  async function mayaOnPowerBi() {
    const [row] = await t.deps.db
      .select({ id: proposals.id })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .innerJoin(instructors, eq(instructors.id, proposals.instrId))
      .innerJoin(users, eq(users.id, instructors.userId))
      .where(and(eq(projects.title, powerBi), eq(users.email, 'talent.good@demo.example')));
    if (!row) throw new Error('No proposal.');
    return row.id;
  }

  it('lists the submissions of the open jobs the caller may see, newest first', async () => {
    const list = (await t.request(admin, 'GET', '/api/PreviewSubmissions/GetPreviewSubmissions')).body as unknown as PreviewSubmission[];
    expect(list.map((s) => s.proposalId)).toContain(await mayaOnPowerBi());
    const dates = list.map((s) => s.submittalDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const standardList = (await t.request(standard, 'GET', '/api/PreviewSubmissions/GetPreviewSubmissions')).body as unknown as PreviewSubmission[];
    expect(standardList.length).toBeLessThan(list.length);
    expect((await t.request(otherAdmin, 'GET', '/api/PreviewSubmissions/GetPreviewSubmissions')).body).not.toContainEqual(
      expect.objectContaining({ proposalId: await mayaOnPowerBi() }),
    );
    expect((await t.request('talent.good@demo.example', 'GET', '/api/PreviewSubmissions/GetPreviewSubmissions')).status).toBe(403);
    expect((await t.request(null, 'GET', '/api/PreviewSubmissions/GetPreviewSubmissions')).status).toBe(401);
  });

  it('shows one submission to the client, and read-only to a visitor with the signed link only', async () => {
    const id = await mayaOnPowerBi();
    const client = await t.request(admin, 'GET', `/api/PreviewSubmissions/GetPreviewSubmissionDetails?proposalId=${id}`);
    expect(client.status).toBe(200);
    expect((client.body as unknown as ClientProposalView).hideOptions).toBe(false);
    expect((await t.request(otherAdmin, 'GET', `/api/PreviewSubmissions/GetPreviewSubmissionDetails?proposalId=${id}`)).status).toBe(404);
    expect((await t.request(null, 'GET', `/api/PreviewSubmissions/GetPreviewSubmissionDetails?proposalId=${id}`)).status).toBe(401);

    const link = await t.request(admin, 'GET', `/api/PreviewSubmissions/GetPreviewLink?proposalId=${id}`);
    expect(link.status).toBe(200);
    const url = new URL(String(link.body.path), 'http://x');
    expect(url.pathname).toBe('/preview');
    const hash = url.searchParams.get('hash') ?? '';
    const visitor = await t.request(null, 'GET', `/api/PreviewSubmissions/GetPreviewSubmissionDetails?proposalId=${id}&hash=${hash}`);
    expect(visitor.status).toBe(200);
    expect((visitor.body as unknown as ClientProposalView).talentName).toBe('Maya Chen');
    expect((visitor.body as unknown as ClientProposalView).hideOptions).toBe(true);
    expect((await t.request(null, 'GET', `/api/PreviewSubmissions/GetPreviewSubmissionDetails?proposalId=${id + 1}&hash=${hash}`)).status).toBe(404);
    expect((await t.request(null, 'GET', `/api/PreviewSubmissions/GetPreviewSubmissionDetails?proposalId=${id}&hash=forged`)).status).toBe(404);
    expect((await t.request(otherAdmin, 'GET', `/api/PreviewSubmissions/GetPreviewLink?proposalId=${id}`)).status).toBe(404);
    expect((await t.request('talent.good@demo.example', 'GET', `/api/PreviewSubmissions/GetPreviewLink?proposalId=${id}`)).status).toBe(404);
  });

  it('serves the submission’s files by entity to the client and the link holder only', async () => {
    const id = await mayaOnPowerBi();
    const [doc] = await t.deps.db.select({ id: proposalDocuments.id }).from(proposalDocuments).where(eq(proposalDocuments.proposalId, id));
    const hash = new URL(String((await t.request(admin, 'GET', `/api/PreviewSubmissions/GetPreviewLink?proposalId=${id}`)).body.path), 'http://x').searchParams.get('hash');
    const path = `/api/PreviewSubmissions/GetByEntity?entity=document&id=${id}&itemId=${doc?.id}`;
    const asClient = await t.request(admin, 'GET', path);
    expect(asClient.status).toBe(200);
    expect(asClient.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    expect(asClient.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await t.request(null, 'GET', `${path}&hash=${hash}`)).status).toBe(200);
    expect((await t.request(null, 'GET', path)).status).toBe(401);
    expect((await t.request(otherAdmin, 'GET', path)).status).toBe(404);
    expect((await t.request(standard, 'GET', `/api/PreviewSubmissions/GetByEntity?entity=resume&id=${id}`)).headers.get('content-disposition')).toContain('Maya Chen.pdf');
    const elsewhere = await t.request(admin, 'GET', `/api/PreviewSubmissions/GetByEntity?entity=document&id=${id}&itemId=999999`);
    expect(elsewhere.status).toBe(404);
    expect((await t.request(admin, 'GET', `/api/PreviewSubmissions/GetByEntity?entity=photo&id=${id}`)).status).toBe(400);
  });

  describe('shared links', () => {
    const linkHash = async (id: number) => {
      const link = await t.request(admin, 'GET', `/api/PreviewSubmissions/GetPreviewLink?proposalId=${id}`);
      expect(link.status).toBe(200);
      return new URL(String(link.body.path), 'http://x').searchParams.get('hash') ?? '';
    };
    const opens = async (id: number, hash: string) =>
      (await t.request(null, 'GET', `/api/PreviewSubmissions/GetPreviewSubmissionDetails?proposalId=${id}&hash=${encodeURIComponent(hash)}`)).status;

    it('expire after PREVIEW_LINK_DAYS (30 days)', async () => {
      expect(t.deps.config.previewLinkDays).toBe(30);
      const id = await mayaOnPowerBi();
      const hash = await linkHash(id);
      t.clock.advance(29 * 24 * 3600_000);
      expect(await opens(id, hash)).toBe(200);
      t.clock.advance(2 * 24 * 3600_000);
      expect(await opens(id, hash)).toBe(404);
      t.clock.advance(-31 * 24 * 3600_000);
      expect(await opens(id, await linkHash(id))).toBe(200);
    });

    it('refuse an altered expiry', async () => {
      const id = await mayaOnPowerBi();
      const [, signature] = (await linkHash(id)).split('.');
      expect(await opens(id, `zzzzzzzz.${signature}`)).toBe(404);
    });

    it('can be revoked by a client who may see the job; a new link works afterwards', async () => {
      const id = await mayaOnPowerBi();
      const before = await linkHash(id);
      expect((await t.request(otherAdmin, 'POST', '/api/PreviewSubmissions/RevokePreviewLinks', { proposalId: id })).status).toBe(404);
      expect((await t.request(null, 'POST', '/api/PreviewSubmissions/RevokePreviewLinks', { proposalId: id })).status).toBe(401);
      expect(await opens(id, before)).toBe(200);
      const revoked = await t.request(admin, 'POST', '/api/PreviewSubmissions/RevokePreviewLinks', { proposalId: id });
      expect(revoked).toMatchObject({ status: 200, body: { message: previewLinkTexts.revoked } });
      expect(await opens(id, before)).toBe(404);
      expect((await t.request(null, 'GET', `/api/PreviewSubmissions/GetByEntity?entity=resume&id=${id}&hash=${encodeURIComponent(before)}`)).status).toBe(404);
      expect(await opens(id, await linkHash(id))).toBe(200);
    });

    it('stop working when the proposal is rejected or the job closed, and are not issued then', async () => {
      const id = await mayaOnPowerBi();
      const hash = await linkHash(id);
      const [row] = await t.deps.db.select({ projectId: proposals.projectId, status: proposals.status }).from(proposals).where(eq(proposals.id, id));
      if (!row) throw new Error('No proposal.');
      try {
        await t.deps.db.update(proposals).set({ status: 'Rejected' }).where(eq(proposals.id, id));
        expect(await opens(id, hash)).toBe(404);
        expect(await t.request(admin, 'GET', `/api/PreviewSubmissions/GetPreviewLink?proposalId=${id}`)).toMatchObject({ status: 409, body: { message: previewLinkTexts.notShareable } });
        await t.deps.db.update(proposals).set({ status: row.status }).where(eq(proposals.id, id));
        expect(await opens(id, hash)).toBe(200);
        await t.deps.db.update(projects).set({ status: 'closed' }).where(eq(projects.id, row.projectId));
        expect(await opens(id, hash)).toBe(404);
        expect((await t.request(admin, 'GET', `/api/PreviewSubmissions/GetPreviewLink?proposalId=${id}`)).status).toBe(409);
      } finally {
        await t.deps.db.update(proposals).set({ status: row.status }).where(eq(proposals.id, id));
        await t.deps.db.update(projects).set({ status: 'open' }).where(eq(projects.id, row.projectId));
      }
    });
  });
});
