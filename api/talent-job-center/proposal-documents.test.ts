import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructors, projects, proposalDocuments, proposals, users } from '../db/schema/index.ts';
import { stageProposalDocument } from '../testing/stage-document.ts';
import { limits } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { proposalTexts } from '#domain/proposal.ts';
import { uploadPolicy } from '../blob/upload-policy.ts';
import { enterFreshWindow } from '../testing/test-client.ts';

const GOOD = 'talent.good@demo.example';
const EDITS = 20;

describe('supporting documents of a proposal under concurrent and repeated requests', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let good: number;
  const used = new Set<number>();

  beforeAll(async () => {
    t = await createDemoTestApp();
    const [row] = await t.deps.db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, GOOD));
    good = row?.id ?? 0;
  });
  afterAll(() => t.close());

  /** An open job the talent has not proposed on and that no other test here used. */
  async function freshJob() {
    const taken = t.deps.db.select({ id: proposals.projectId }).from(proposals).where(eq(proposals.instrId, good));
    const [row] = await t.deps.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.status, 'open'), isNotNull(projects.publishedAt), notInArray(projects.id, taken), notInArray(projects.id, [0, ...used])))
      .orderBy(projects.id)
      .limit(1);
    if (!row) throw new Error('no open job');
    used.add(row.id);
    return row.id;
  }

  let staged = 0;
  async function stage(projectId: number, name: string) {
    // Uploads are limited per minute: a quiet minute passes before the limit is reached.
    if (++staged % uploadPolicy.perUser.max === 0) enterFreshWindow(t.clock);
    return stageProposalDocument(t.app, await t.tokenOf(GOOD), projectId, name);
  }

  const payload = (projectId: number, extra: Record<string, unknown> = {}) => ({
    projectId,
    talentProposalDescription: 'I have run this workshop for finance teams twelve times.',
    rate: '950.50',
    ...extra,
  });

  async function documentsOf(projectId: number) {
    return t.deps.db
      .select({ id: proposalDocuments.id, blobId: proposalDocuments.blobId })
      .from(proposalDocuments)
      .innerJoin(proposals, eq(proposals.id, proposalDocuments.proposalId))
      .where(and(eq(proposals.projectId, projectId), eq(proposals.instrId, good)));
  }

  it('refuses the same file twice in one proposal with a 400, so no document is left that cannot be deleted', async () => {
    const job = await freshJob();
    const blob = await stage(job, 'twice.pdf');
    const submitted = await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, { documentBlobIds: [blob, blob] }));
    expect(submitted).toMatchObject({ status: 400, body: { message: proposalTexts.documentTwice } });

    expect((await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, { documentBlobIds: [blob] }))).status).toBe(200);
    const edited = await t.request(GOOD, 'PUT', '/api/TalentJobCenter/EditProposal', payload(job, { documentBlobIds: [blob] }));
    expect(edited).toMatchObject({ status: 400, body: { message: proposalTexts.documentNotStaged } });
    const [document] = await documentsOf(job);
    const removed = await t.request(GOOD, 'DELETE', `/api/TalentJobCenter/DeleteProposalDocument?documentId=${document?.id}`);
    expect(removed.status).toBe(200);
    expect(await documentsOf(job)).toEqual([]);
  });

  it(`attaches a file once when ${EDITS} edits send it at the same moment`, async () => {
    const job = await freshJob();
    expect((await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job))).status).toBe(200);
    const blob = await stage(job, 'once.pdf');
    const answers = await Promise.all(
      Array.from({ length: EDITS }, () => t.request(GOOD, 'PUT', '/api/TalentJobCenter/EditProposal', payload(job, { documentBlobIds: [blob] }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.message])).toEqual(
      Array<unknown>(EDITS - 1).fill([400, proposalTexts.documentNotStaged]),
    );
    expect(await documentsOf(job)).toEqual([expect.objectContaining({ blobId: blob })]);
  });

  it(`keeps the limit of ${limits.supportingDocumentsMax} documents when ${EDITS} edits each add another file at the same moment`, async () => {
    const job = await freshJob();
    expect((await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job))).status).toBe(200);
    const blobs: string[] = [];
    for (let i = 0; i < EDITS; i++) blobs.push(await stage(job, `file-${i}.pdf`));
    const answers = await Promise.all(
      blobs.map((blob) => t.request(GOOD, 'PUT', '/api/TalentJobCenter/EditProposal', payload(job, { documentBlobIds: [blob] }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(limits.supportingDocumentsMax);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.message}`))).toEqual(new Set([`400 ${messages.proposal.maxDocuments}`]));
    expect(await documentsOf(job)).toHaveLength(limits.supportingDocumentsMax);
  });

  it('attaches a staged file to one proposal only when two submissions send it at the same moment', async () => {
    const [first, second] = [await freshJob(), await freshJob()];
    const blob = await stage(first, 'shared.pdf');
    const answers = await Promise.all(
      [first, second].map((job) => t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, { documentBlobIds: [blob] }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const attached = await t.deps.db.select().from(proposalDocuments).where(inArray(proposalDocuments.blobId, [blob]));
    expect(attached).toHaveLength(1);
  });
});
