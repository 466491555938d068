/**
 * Who may read a proposal as a client: whoever may see its job (client-job.ts). A proposal that
 * does not exist answers the same "Job Not Found" as one on another company's job, so ids reveal nothing.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projects, proposals } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { jobOfContact, type ClientContact, type ProjectRow } from './client-job.ts';
import { messages } from '#domain/messages.ts';

export type ProposalRow = typeof proposals.$inferSelect;
export type { ProjectRow };

export async function loadProposalWithJob(db: Db, proposalId: number): Promise<{ proposal: ProposalRow; project: ProjectRow } | null> {
  const [row] = await db
    .select({ proposal: proposals, project: projects })
    .from(proposals)
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .where(eq(proposals.id, proposalId));
  return row ?? null;
}

/** The proposal, its job and the caller's contact, for a client who may see the job; otherwise 404 "Job Not Found". */
export async function clientProposalAccess(db: Db, contact: ClientContact | null, proposalId: number) {
  const found = await loadProposalWithJob(db, proposalId);
  if (!found) throw notFound(messages.job.notFound);
  return { ...found, contact: (await jobOfContact(db, contact, found.project.id)).contact };
}
