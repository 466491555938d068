/**
 * Proposals from the talent side: submit, edit, read back, remove a supporting document, and
 * the portfolio the picker offers. Every write runs in one transaction after the gates (proposal-gates.ts), so a
 * refused submission leaves nothing behind and staged documents stay staged (decision record 150).
 */
import { and, asc, count, eq, inArray, notExists } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccessClaims } from '#kernel/tokens.ts';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import {
  blobs,
  courses,
  instructors,
  portfolioDocuments,
  portfolioLinks,
  projectDocuments,
  proposalDocuments,
  proposalPortfolioItems,
  proposals,
  proposalStatusHistory,
} from '../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { notifyEvent } from '../notification/events.ts';
import { jobContactUsers } from '../notification/recipient.ts';
import { limits } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import {
  proposalTexts,
  type OwnProposal,
  type PortfolioChoice,
  type PortfolioItemRef,
  type PortfolioTable,
  type ProposalDocumentView,
  type proposalPayloadSchema,
} from '#domain/proposal.ts';
import { uniqueOr } from '../db/errors.ts';
import { discardUnreferenced } from '../storage/blob-references.ts';
import type { ProjectRow, TalentParty } from '../access/talent-party.ts';
import type { TalentJobActor } from '../access/records.ts';
import { proposalTalent } from './proposal-gates.ts';

type Payload = z.output<typeof proposalPayloadSchema>;
type ProposalRow = typeof proposals.$inferSelect;

const itemColumn = { InstrURLs: 'linkId', InstrCourses: 'courseId', InstrDocuments: 'documentId' } as const satisfies Record<PortfolioTable, string>;

/** The talent's portfolio as the picker lists it. */
export async function portfolioOf(db: Db, instrId: number): Promise<PortfolioChoice[]> {
  const [links, courseRows, documents] = await Promise.all([
    db.select().from(portfolioLinks).where(eq(portfolioLinks.instrId, instrId)).orderBy(asc(portfolioLinks.title)),
    db.select().from(courses).where(eq(courses.instrId, instrId)).orderBy(asc(courses.title)),
    db.select().from(portfolioDocuments).where(eq(portfolioDocuments.instrId, instrId)).orderBy(asc(portfolioDocuments.title)),
  ]);
  return [
    ...links.map((r) => ({ rowID: r.id, tableName: 'InstrURLs' as const, title: r.title, description: r.description })),
    ...courseRows.map((r) => ({ rowID: r.id, tableName: 'InstrCourses' as const, title: r.title, description: r.description })),
    ...documents.map((r) => ({ rowID: r.id, tableName: 'InstrDocuments' as const, title: r.title, description: r.description })),
  ];
}

const sameItem = (a: PortfolioItemRef, b: PortfolioItemRef) => a.rowID === b.rowID && a.tableName === b.tableName;

async function assertOwnPortfolio(db: Db, instrId: number, items: readonly PortfolioItemRef[]): Promise<void> {
  if (items.length === 0) return;
  const own = await portfolioOf(db, instrId);
  if (!items.every((item) => own.some((mine) => sameItem(mine, item)))) {
    throw badRequest(proposalTexts.portfolioNotOwned, { portfolioItemsToBeAdded: [proposalTexts.portfolioNotOwned] });
  }
}

/**
 * Staged uploads of the caller: blobs they own that no job, proposal or portfolio uses yet. Run inside the writing
 * transaction; the unique index on proposal_documents.blob_id settles two transactions that both saw a blob staged.
 */
async function assertStaged(db: Db, user: AccessClaims, blobIds: readonly string[]): Promise<void> {
  if (blobIds.length === 0) return;
  const rows = await db
    .select({ id: blobs.id })
    .from(blobs)
    .where(
      and(
        inArray(blobs.id, [...blobIds]),
        eq(blobs.ownerUserId, user.userId),
        notExists(db.select({ id: proposalDocuments.id }).from(proposalDocuments).where(eq(proposalDocuments.blobId, blobs.id))),
        notExists(db.select({ id: projectDocuments.id }).from(projectDocuments).where(eq(projectDocuments.blobId, blobs.id))),
      ),
    );
  if (rows.length !== new Set(blobIds).size) throw notStaged();
}

const notStaged = () => badRequest(proposalTexts.documentNotStaged, { documentBlobIds: [proposalTexts.documentNotStaged] });

/** The answer to a unique violation while writing a proposal: a second proposal, or a document another request attached first. */
function proposalConflict(constraint: string | undefined): Error | undefined {
  if (constraint === 'proposal_documents_blob_key') return notStaged();
  if (constraint === 'proposals_project_instr_key') return conflict(proposalTexts.duplicate);
  return undefined;
}

async function documentCount(db: Db, proposalId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(proposalDocuments).where(eq(proposalDocuments.proposalId, proposalId));
  return row?.n ?? 0;
}

async function addPortfolioItems(tx: Db, proposalId: number, items: readonly PortfolioItemRef[]): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(proposalPortfolioItems)
    .values(items.map((item) => ({ proposalId, [itemColumn[item.tableName]]: item.rowID })))
    .onConflictDoNothing();
}

async function removePortfolioItems(tx: Db, proposalId: number, items: readonly PortfolioItemRef[]): Promise<void> {
  for (const item of items) {
    await tx
      .delete(proposalPortfolioItems)
      .where(and(eq(proposalPortfolioItems.proposalId, proposalId), eq(proposalPortfolioItems[itemColumn[item.tableName]], item.rowID)));
  }
}

async function notifyContacts(deps: Deps, tx: Db, project: ProjectRow, proposalId: number, talentName: string): Promise<void> {
  for (const userId of await jobContactUsers(tx, project.id)) {
    await notifyEvent(deps, 'proposalSubmitted', userId, { proposalId, projectId: project.id, jobTitle: project.title, talentName }, tx);
  }
}

async function talentName(db: Db, instrId: number): Promise<string> {
  const [row] = await db.select({ firstName: instructors.firstName, lastName: instructors.lastName }).from(instructors).where(eq(instructors.id, instrId));
  return row ? `${row.firstName} ${row.lastName}` : 'A talent';
}

export async function submitProposal(deps: Deps, { user, party, project }: TalentJobActor, payload: Payload): Promise<{ proposalId: number; projectId: number; instrId: number; status: string }> {
  const instrId = await proposalTalent(deps.db, party, payload.instrId);
  const [existing] = await deps.db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.projectId, project.id), eq(proposals.instrId, instrId)));
  if (existing) throw conflict(proposalTexts.duplicate);
  await assertOwnPortfolio(deps.db, instrId, payload.portfolioItemsToBeAdded);
  const name = await talentName(deps.db, instrId);
  return uniqueOr(proposalConflict, () =>
    deps.db.transaction(async (tx) => {
      await assertStaged(tx, user, payload.documentBlobIds);
      const [row] = await tx
        .insert(proposals)
        .values({
          projectId: project.id,
          instrId,
          submittedByUserId: user.userId,
          description: payload.talentProposalDescription,
          rate: payload.rate,
          rateComments: payload.rateComments,
          submittedAt: deps.now(),
          updatedAt: deps.now(),
        })
        .returning();
      if (!row) throw new Error('The proposal was not written.');
      await addPortfolioItems(tx, row.id, payload.portfolioItemsToBeAdded);
      if (payload.documentBlobIds.length > 0) {
        await tx.insert(proposalDocuments).values(payload.documentBlobIds.map((blobId) => ({ proposalId: row.id, blobId })));
      }
      await tx.insert(proposalStatusHistory).values({ proposalId: row.id, fromStatus: null, toStatus: 'Submission', changedByUserId: user.userId, changedAt: deps.now() });
      await notifyContacts(deps, tx, project, row.id, name);
      return { proposalId: row.id, projectId: project.id, instrId, status: row.status };
    }),
  );
}

/** The caller's proposal on the job for the talent asked for (agency: instrId, else the first of the agency's). */
async function ownProposal(db: Db, party: TalentParty, projectId: number, instrId: number | undefined): Promise<ProposalRow> {
  const ids = instrId === undefined ? party.instrIds : party.instrIds.filter((id) => id === instrId);
  if (ids.length === 0) throw notFound(proposalTexts.noProposal);
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.projectId, projectId), inArray(proposals.instrId, ids)))
    .orderBy(asc(proposals.id))
    .limit(1);
  if (!row) throw notFound(proposalTexts.noProposal);
  return row;
}

/** Proposals are edited while the client has not acted on them yet (Submission), as the job details offer. */
const editable = (proposal: ProposalRow) => proposal.status === 'Submission';
const notEditable = () => conflict('This proposal can no longer be edited.');

export async function editProposal(deps: Deps, { user, party, project }: TalentJobActor, payload: Payload): Promise<{ proposalId: number; projectId: number; instrId: number; status: string }> {
  const instrId = await proposalTalent(deps.db, party, payload.instrId);
  const proposal = await ownProposal(deps.db, party, project.id, payload.prevInstrId ?? instrId);
  if (!editable(proposal)) throw notEditable();
  if (instrId !== proposal.instrId) {
    const [taken] = await deps.db.select({ id: proposals.id }).from(proposals).where(and(eq(proposals.projectId, project.id), eq(proposals.instrId, instrId)));
    if (taken) throw conflict(proposalTexts.duplicate);
    const own = await portfolioOf(deps.db, instrId);
    const kept = await proposalPortfolio(deps.db, proposal.id);
    if (kept.some((item) => !own.some((mine) => sameItem(mine, item)) && !payload.portfolioItemsToBeDeleted.some((d) => sameItem(d, item)))) {
      throw badRequest(proposalTexts.portfolioNotOwned, { portfolioItemsToBeDeleted: [proposalTexts.portfolioNotOwned] });
    }
  }
  await assertOwnPortfolio(deps.db, instrId, payload.portfolioItemsToBeAdded);
  const removed = await uniqueOr(proposalConflict, () =>
    deps.db.transaction(async (tx) => {
      // The proposal row is locked, so edits of one proposal count and attach its documents one after another.
      const [locked] = await tx.select().from(proposals).where(eq(proposals.id, proposal.id)).for('update');
      if (!locked || !editable(locked)) throw notEditable();
      await assertStaged(tx, user, payload.documentBlobIds);
      const leaving = await tx
        .select({ id: proposalDocuments.id, blobId: proposalDocuments.blobId })
        .from(proposalDocuments)
        .where(and(eq(proposalDocuments.proposalId, proposal.id), inArray(proposalDocuments.id, [0, ...payload.documentsToBeDeleted])));
      if (leaving.length !== new Set(payload.documentsToBeDeleted).size) throw notFound(DOCUMENT_NOT_FOUND);
      const total = (await documentCount(tx, proposal.id)) - leaving.length + payload.documentBlobIds.length;
      if (total > limits.supportingDocumentsMax) throw badRequest(messages.proposal.maxDocuments, { documentBlobIds: [messages.proposal.maxDocuments] });
      await tx
        .update(proposals)
        .set({ instrId, description: payload.talentProposalDescription, rate: payload.rate, rateComments: payload.rateComments, updatedAt: deps.now() })
        .where(eq(proposals.id, proposal.id));
      await removePortfolioItems(tx, proposal.id, payload.portfolioItemsToBeDeleted);
      await addPortfolioItems(tx, proposal.id, payload.portfolioItemsToBeAdded);
      if (leaving.length > 0) await tx.delete(proposalDocuments).where(inArray(proposalDocuments.id, leaving.map((r) => r.id)));
      if (payload.documentBlobIds.length > 0) {
        await tx.insert(proposalDocuments).values(payload.documentBlobIds.map((blobId) => ({ proposalId: proposal.id, blobId })));
      }
      return leaving;
    }),
  );
  await discardUnreferenced(deps.db, deps.storage, removed.map((r) => r.blobId));
  return { proposalId: proposal.id, projectId: project.id, instrId, status: proposal.status };
}

const DOCUMENT_NOT_FOUND = 'Document not found.';

async function proposalPortfolio(db: Db, proposalId: number): Promise<PortfolioItemRef[]> {
  const rows = await db.select().from(proposalPortfolioItems).where(eq(proposalPortfolioItems.proposalId, proposalId));
  return rows.map((r) =>
    r.linkId !== null
      ? { rowID: r.linkId, tableName: 'InstrURLs' as const }
      : r.courseId !== null
        ? { rowID: r.courseId, tableName: 'InstrCourses' as const }
        : { rowID: r.documentId ?? 0, tableName: 'InstrDocuments' as const },
  );
}

async function documentsOf(db: Db, proposalId: number): Promise<ProposalDocumentView[]> {
  const rows = await db
    .select({ documentId: proposalDocuments.id, blob: blobs })
    .from(proposalDocuments)
    .innerJoin(blobs, eq(blobs.id, proposalDocuments.blobId))
    .where(eq(proposalDocuments.proposalId, proposalId))
    .orderBy(asc(proposalDocuments.id));
  return rows.map(({ documentId, blob }) => ({
    documentId,
    blobId: blob.id,
    fileName: blob.fileName,
    fileTypeName: /\.([a-z0-9]+)$/i.exec(blob.fileName)?.[1]?.toLowerCase() ?? '',
    fileSize: blob.size,
  }));
}

export async function getProposal(deps: Deps, { party, project }: TalentJobActor, instrId: number | undefined): Promise<OwnProposal> {
  const projectId = project.id;
  const proposal = await ownProposal(deps.db, party, projectId, instrId);
  const [picked, portfolio, documents, name] = await Promise.all([
    proposalPortfolio(deps.db, proposal.id),
    portfolioOf(deps.db, proposal.instrId),
    documentsOf(deps.db, proposal.id),
    talentName(deps.db, proposal.instrId),
  ]);
  return {
    proposalId: proposal.id,
    projectId: proposal.projectId,
    instrId: proposal.instrId,
    talentName: name,
    talentProposalDescription: proposal.description,
    rate: proposal.rate,
    rateComments: proposal.rateComments,
    status: proposal.status,
    submittalDate: proposal.submittedAt.toISOString(),
    updatedDate: proposal.updatedAt.toISOString(),
    portfolioItems: portfolio.filter((item) => picked.some((p) => sameItem(p, item))),
    supportingDocuments: documents,
  };
}

export async function deleteProposalDocument(deps: Deps, party: TalentParty, documentId: number): Promise<{ message: string }> {
  const [row] = await deps.db
    .select({ id: proposalDocuments.id, blobId: proposalDocuments.blobId, proposal: proposals })
    .from(proposalDocuments)
    .innerJoin(proposals, eq(proposals.id, proposalDocuments.proposalId))
    .where(eq(proposalDocuments.id, documentId));
  if (!row || !party.instrIds.includes(row.proposal.instrId)) throw notFound(DOCUMENT_NOT_FOUND);
  if (!editable(row.proposal)) throw notEditable();
  await deps.db.delete(proposalDocuments).where(eq(proposalDocuments.id, row.id));
  await discardUnreferenced(deps.db, deps.storage, [row.blobId]);
  return { message: proposalTexts.documentDeleted };
}

/** The portfolio the picker offers: the talent's own, or for an agency member the chosen agency talent's. */
export async function portfolioItemsFor(deps: Deps, party: TalentParty, instrId: number | undefined): Promise<PortfolioChoice[]> {
  const target = party.agencyId !== null ? instrId : (instrId ?? party.ownInstrId ?? undefined);
  if (target === undefined) throw badRequest(messages.proposal.selectTalent, { instrId: [messages.proposal.selectTalent] });
  if (!party.instrIds.includes(target)) throw forbidden('This portfolio belongs to another talent.');
  return portfolioOf(deps.db, target);
}
