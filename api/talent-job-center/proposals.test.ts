import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import {
  agencyMembers,
  instructors,
  legalDocuments,
  legalSignatures,
  notifications,
  projects,
  proposalDocuments,
  proposalPortfolioItems,
  proposals,
  proposalStatusHistory,
  users,
} from '../db/schema/index.ts';
import { stageProposalDocument } from '../testing/stage-document.ts';
import { profileCountsOf } from '../talent-standing/profile-status.ts';
import { profileStatusOf } from '#domain/profile-status.ts';
import { messages } from '#domain/messages.ts';
import { proposalTexts, type PortfolioChoice } from '#domain/proposal.ts';

type App = Awaited<ReturnType<typeof createDemoTestApp>>;

const GOOD = 'talent.good@demo.example';
const BEST = 'talent.best@demo.example';
const NOICA = 'talent.noica@demo.example';
const MEMBER = 'agency.member@demo.example';

describe('proposals from the talent side', () => {
  let t: App;
  let instrOf: (email: string) => Promise<number>;
  /** An open job without a proposal of any of the given talent. */
  let freshJob: (instrIds: number[]) => Promise<number>;

  beforeAll(async () => {
    t = await createDemoTestApp();
    instrOf = async (email) => {
      const [row] = await t.deps.db
        .select({ id: instructors.id })
        .from(instructors)
        .innerJoin(users, eq(users.id, instructors.userId))
        .where(eq(users.email, email));
      if (!row) throw new Error(email);
      return row.id;
    };
    freshJob = async (instrIds) => {
      const taken = t.deps.db.select({ id: proposals.projectId }).from(proposals).where(inArray(proposals.instrId, instrIds));
      const [row] = await t.deps.db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.status, 'open'), isNotNull(projects.publishedAt), notInArray(projects.id, taken)))
        .orderBy(projects.id)
        .limit(1);
      if (!row) throw new Error('no open job');
      return row.id;
    };
  });
  afterAll(() => t.close());

  const stage = async (as: string, projectId: number, name: string) => stageProposalDocument(t.app, await t.tokenOf(as), projectId, name);

  const payload = (projectId: number, extra: Record<string, unknown> = {}) => ({
    projectId,
    talentProposalDescription: 'I have run this workshop for finance teams twelve times.',
    rate: '950.50',
    rateComments: 'Travel included.',
    ...extra,
  });

  it('computes the documented profile status of every seeded talent from their profile', async () => {
    const rows = await t.deps.db.select({ id: instructors.id, stored: instructors.profileStatus }).from(instructors).where(eq(instructors.isAgency, false));
    for (const row of rows) {
      const counts = await profileCountsOf(t.deps.db, row.id);
      expect({ id: row.id, status: counts && profileStatusOf(counts) }).toEqual({ id: row.id, status: row.stored });
    }
  });

  it('refuses a zero rate, a missing description, more than 2 decimals and a sixth document with the spec texts', async () => {
    const job = await freshJob([await instrOf(GOOD)]);
    const zero = await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, { rate: '0.00' }));
    expect(zero).toMatchObject({ status: 400, body: { message: messages.proposal.rateAboveZero } });
    const blank = await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, { talentProposalDescription: '  ' }));
    expect(blank).toMatchObject({ status: 400, body: { message: messages.proposal.descriptionRequired } });
    const decimals = await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, { rate: '10.123' }));
    expect(decimals).toMatchObject({ status: 400, body: { errors: { rate: [proposalTexts.rateFormat] } } });
    const six = Array.from({ length: 6 }, () => crypto.randomUUID());
    const many = await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, { documentBlobIds: six }));
    expect(many).toMatchObject({ status: 400, body: { message: messages.proposal.maxDocuments } });
  });

  it('refuses talent without a signed ICA with the exact text and writes nothing', async () => {
    const noica = await instrOf(NOICA);
    const job = await freshJob([noica]);
    const res = await t.request(NOICA, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job));
    expect(res).toEqual(expect.objectContaining({ status: 403, body: { message: messages.proposal.icaRequired } }));
    expect(await t.deps.db.select().from(proposals).where(eq(proposals.instrId, noica))).toHaveLength(0);
    const incomplete = await t.request('talent.incomplete@demo.example', 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job));
    expect(incomplete).toMatchObject({ status: 403, body: { message: messages.proposal.icaRequired } });
  });

  it('refuses clients and visitors', async () => {
    const job = await freshJob([await instrOf(GOOD)]);
    expect((await t.request('client.admin@demo.example', 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job))).status).toBe(403);
    expect((await t.request(null, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job))).status).toBe(401);
  });

  it('submits with portfolio picks and staged documents, in one go, and tells the job contacts', async () => {
    const good = await instrOf(GOOD);
    const job = await freshJob([good]);
    const portfolio = await t.request(GOOD, 'GET', '/api/TalentJobCenter/GetPortfolioItems');
    expect(portfolio.status).toBe(200);
    const items = portfolio.body as unknown as PortfolioChoice[];
    expect(items.length).toBeGreaterThan(0);
    const pick = items[0] as PortfolioChoice;
    const first = await stage(GOOD, job, 'Agenda.pdf');
    const second = await stage(GOOD, job, 'Sample deck.pdf');

    const res = await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, {
      instrId: good,
      portfolioItemsToBeAdded: [{ rowID: pick.rowID, tableName: pick.tableName }],
      documentBlobIds: [first, second],
    }));
    expect(res).toMatchObject({ status: 200, body: { projectId: job, instrId: good, status: 'Submission' } });
    const proposalId = Number(res.body.proposalId);
    expect(await t.deps.db.select().from(proposalDocuments).where(eq(proposalDocuments.proposalId, proposalId))).toHaveLength(2);
    expect(await t.deps.db.select().from(proposalPortfolioItems).where(eq(proposalPortfolioItems.proposalId, proposalId))).toHaveLength(1);
    const history = await t.deps.db.select().from(proposalStatusHistory).where(eq(proposalStatusHistory.proposalId, proposalId));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'Submission' }]);
    const notices = await t.deps.db.select().from(notifications).where(eq(notifications.subject, 'New proposal'));
    expect(notices.some((n) => n.link === `/client-job/job-entity/1/${job}?proposal=${proposalId}` && n.type === 'C')).toBe(true);

    const again = await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job));
    expect(again).toMatchObject({ status: 409, body: { message: proposalTexts.duplicate } });

    const read = await t.request(GOOD, 'GET', `/api/TalentJobCenter/GetProposal?projectid=${job}`);
    expect(read).toMatchObject({ status: 200, body: { proposalId, rate: 950.5, rateComments: 'Travel included.', portfolioItems: [{ rowID: pick.rowID }] } });
    const docs = read.body.supportingDocuments as { documentId: number; fileName: string }[];
    expect(docs.map((d) => d.fileName)).toEqual(['Agenda.pdf', 'Sample deck.pdf']);

    const download = (as: string) => t.request(as, 'GET', `/api/Blob/Document?entity=proposal&documentId=${docs[0]?.documentId}`);
    expect((await download(GOOD)).status).toBe(200);
    expect((await download('client2.admin@demo.example')).status).toBe(404);
    expect((await download(BEST)).status).toBe(404);
    expect((await t.request(BEST, 'GET', `/api/TalentJobCenter/GetProposal?projectid=${job}`)).status).toBe(404);
    expect((await t.request(BEST, 'DELETE', `/api/TalentJobCenter/DeleteProposalDocument?documentId=${docs[0]?.documentId}`)).status).toBe(404);
    const stolen = await t.request(BEST, 'PUT', '/api/TalentJobCenter/EditProposal', payload(job, { instrId: good }));
    expect(stolen.status).toBe(403);

    // Staged blobs that are now attached cannot be attached a second time.
    const reuse = await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(await freshJob([good]), { documentBlobIds: [first] }));
    expect(reuse).toMatchObject({ status: 400, body: { message: proposalTexts.documentNotStaged } });

    const third = await stage(GOOD, job, 'Outline.pdf');
    const edited = await t.request(GOOD, 'PUT', '/api/TalentJobCenter/EditProposal', payload(job, {
      rate: 1000,
      talentProposalDescription: 'Updated description.',
      portfolioItemsToBeDeleted: [{ rowID: pick.rowID, tableName: pick.tableName }],
      documentBlobIds: [third],
      documentsToBeDeleted: [docs[0]?.documentId],
    }));
    expect(edited.status).toBe(200);
    const after = await t.request(GOOD, 'GET', `/api/TalentJobCenter/GetProposal?projectid=${job}`);
    expect(after.body).toMatchObject({ rate: 1000, talentProposalDescription: 'Updated description.', portfolioItems: [] });
    expect((after.body.supportingDocuments as { fileName: string }[]).map((d) => d.fileName)).toEqual(['Sample deck.pdf', 'Outline.pdf']);

    const removed = await t.request(GOOD, 'DELETE', `/api/TalentJobCenter/DeleteProposalDocument?documentId=${docs[1]?.documentId}`);
    expect(removed).toMatchObject({ status: 200, body: { message: proposalTexts.documentDeleted } });
  });

  it('refuses portfolio items and staged files of someone else, and leaves the staged files staged', async () => {
    const good = await instrOf(GOOD);
    const job = await freshJob([good]);
    const bestItems = (await t.request(BEST, 'GET', '/api/TalentJobCenter/GetPortfolioItems')).body as unknown as PortfolioChoice[];
    const theirs = bestItems[0] as PortfolioChoice;
    const foreign = await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, { portfolioItemsToBeAdded: [{ rowID: theirs.rowID, tableName: theirs.tableName }] }));
    expect(foreign).toMatchObject({ status: 400, body: { message: proposalTexts.portfolioNotOwned } });
    const bestFile = await stage(BEST, job, 'Theirs.pdf');
    const notMine = await t.request(GOOD, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, { documentBlobIds: [bestFile] }));
    expect(notMine).toMatchObject({ status: 400, body: { message: proposalTexts.documentNotStaged } });
    expect((await t.request(GOOD, 'GET', `/api/TalentJobCenter/GetPortfolioItems?instrId=${await instrOf(BEST)}`)).status).toBe(403);
  });

  it('lets an agency member propose one of the agency talent, and refuses without the Supplier Agreement', async () => {
    const [member] = await t.deps.db
      .select({ agencyId: agencyMembers.agencyId })
      .from(agencyMembers)
      .innerJoin(users, eq(users.id, agencyMembers.userId))
      .where(eq(users.email, MEMBER));
    const agencyId = member?.agencyId ?? 0;
    const agencyTalent = (await t.deps.db.select({ id: instructors.id }).from(instructors).where(eq(instructors.agencyId, agencyId))).map((r) => r.id);
    const job = await freshJob(agencyTalent);
    const chosen = agencyTalent[2] ?? 0;

    const unchosen = await t.request(MEMBER, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job));
    expect(unchosen).toMatchObject({ status: 400, body: { message: messages.proposal.selectTalent } });
    const outsider = await t.request(MEMBER, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, { instrId: await instrOf(GOOD) }));
    expect(outsider).toMatchObject({ status: 400, body: { message: messages.proposal.selectTalent } });
    expect((await t.request(MEMBER, 'GET', '/api/TalentJobCenter/GetPortfolioItems')).status).toBe(400);
    expect((await t.request(MEMBER, 'GET', `/api/TalentJobCenter/GetPortfolioItems?instrId=${chosen}`)).status).toBe(200);

    const sent = await t.request(MEMBER, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, { instrId: chosen }));
    expect(sent).toMatchObject({ status: 200, body: { instrId: chosen } });
    const read = await t.request(MEMBER, 'GET', `/api/TalentJobCenter/GetProposal?projectid=${job}&instrId=${chosen}`);
    expect(read).toMatchObject({ status: 200, body: { instrId: chosen } });

    const other = agencyTalent[3] ?? 0;
    const moved = await t.request(MEMBER, 'PUT', '/api/TalentJobCenter/EditProposal', payload(job, { instrId: other, prevInstrId: chosen }));
    expect(moved).toMatchObject({ status: 200, body: { instrId: other } });

    const agreements = t.deps.db.select({ id: legalDocuments.id }).from(legalDocuments).where(eq(legalDocuments.docType, 'Supplier Agreement'));
    await t.deps.db.delete(legalSignatures).where(and(eq(legalSignatures.instrId, agencyId), inArray(legalSignatures.legalDocumentId, agreements)));
    const refused = await t.request(MEMBER, 'POST', '/api/TalentJobCenter/SubmitProposal', payload(job, { instrId: chosen }));
    expect(refused).toMatchObject({ status: 403, body: { message: messages.proposal.supplierAgreementRequired } });
  });
});
