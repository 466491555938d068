/**
 * The checks every change of a report makes, in its transaction, under the lock of the job's row: completing the job
 * takes the same lock, so a report is never changed once the job is completed and billed (decision record 345).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projects, proposals } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { messages } from '#domain/messages.ts';
import { workReportTexts } from '#domain/work-reports.ts';
import { unitOrderOf, type UnitOrder } from './queries.ts';

export interface LockedHire {
  project: { id: number; title: string; companyId: number };
  proposal: { id: number; instrId: number; projectId: number };
  order: UnitOrder;
}

export async function lockOpenHire(tx: Db, proposalId: number): Promise<LockedHire> {
  const [row] = await tx
    .select({
      project: { id: projects.id, title: projects.title, companyId: projects.companyId, status: projects.status },
      proposal: { id: proposals.id, instrId: proposals.instrId, projectId: proposals.projectId, status: proposals.status },
    })
    .from(proposals)
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .where(eq(proposals.id, proposalId))
    .for('update', { of: projects });
  if (!row) throw notFound(messages.job.notFound);
  if (row.project.status === 'completed') throw conflict(workReportTexts.jobCompleted);
  if (row.proposal.status !== 'Hired') throw conflict(workReportTexts.notHired);
  const order = await unitOrderOf(tx, row.proposal);
  if (!order) throw conflict(workReportTexts.notHourly);
  if (!order.signed) throw conflict(workReportTexts.noSignedOrder);
  return { project: row.project, proposal: row.proposal, order };
}
