/** The caller's own proposal on a job, its talent's name, and whether it may still change. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors, proposals } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { proposalTexts } from '#domain/proposal.ts';
import type { TalentParty } from '../access/talent-party.ts';

export type ProposalRow = typeof proposals.$inferSelect;

/** The caller's proposal on the job for the talent asked for (agency: instrId, else the first of the agency's). */
export async function ownProposal(db: Db, party: TalentParty, projectId: number, instrId: number | undefined): Promise<ProposalRow> {
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
export const editable = (proposal: ProposalRow) => proposal.status === 'Submission';
export const notEditable = () => conflict('This proposal can no longer be edited.');

export const DOCUMENT_NOT_FOUND = 'Document not found.';

export async function talentName(db: Db, instrId: number): Promise<string> {
  const [row] = await db.select({ firstName: instructors.firstName, lastName: instructors.lastName }).from(instructors).where(eq(instructors.id, instrId));
  return row ? `${row.firstName} ${row.lastName}` : 'A talent';
}
