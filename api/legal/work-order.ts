/**
 * Confirming an order (/confirm-order): a client contact who may see the job issues the work order for a hired
 * talent. One work order per talent and job; the talent (and, for agency talent, the agency owner and the member who
 * proposed) are told that it waits to be signed at /sign-work.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { agencyMembers, instructors, legalSignatures, proposals, workDocuments } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { notifyEvent } from '../notification/events.ts';
import { escapeHtml } from '../mail/templates/layout.ts';
import type { ProjectRow } from '../access/client-job.ts';
import type { ProposalClientActor } from '../access/records.ts';
import { formatRate, formatUsdCode } from '#domain/format.ts';
import { workSignPage } from '#domain/legal.ts';
import { unitOfRateType } from '#domain/work-reports.ts';
import { workOrderTexts, type ConfirmOrderInput, type WorkOrderView } from '#domain/work-order.ts';

type ProposalRow = typeof proposals.$inferSelect;

async function talentOf(db: Db, instrId: number) {
  const [talent] = await db
    .select({ userId: instructors.userId, firstName: instructors.firstName, lastName: instructors.lastName, agencyId: instructors.agencyId })
    .from(instructors)
    .where(eq(instructors.id, instrId));
  if (!talent) throw notFound(workOrderTexts.proposalNotFound);
  return talent;
}

/** The work order already issued to this talent on this job, with its signature, if any. */
async function issuedOrder(db: Db, proposal: Pick<ProposalRow, 'projectId' | 'instrId'>) {
  const [row] = await db
    .select({ doc: workDocuments, signedAt: legalSignatures.signedAt })
    .from(workDocuments)
    .leftJoin(legalSignatures, eq(legalSignatures.workDocumentId, workDocuments.id))
    .where(and(eq(workDocuments.projectId, proposal.projectId), eq(workDocuments.instrId, proposal.instrId), eq(workDocuments.docType, 'Work Order')))
    .limit(1);
  return row ?? null;
}

const canIssueOn = (project: ProjectRow, proposal: ProposalRow) => proposal.status === 'Hired' && project.status !== 'completed';

export async function workOrderView(db: Db, { proposal, project }: ProposalClientActor): Promise<WorkOrderView> {
  const [talent, issued] = await Promise.all([talentOf(db, proposal.instrId), issuedOrder(db, proposal)]);
  return {
    proposalId: proposal.id,
    projectId: project.id,
    projectTitle: project.title,
    talentName: `${talent.firstName} ${talent.lastName}`,
    rateText: formatRate(proposal.rate, project.rateType),
    rate: proposal.rate,
    unit: unitOfRateType(project.rateType),
    startDate: project.startDate,
    endDate: project.endDate,
    proposalStatus: proposal.status,
    canIssue: issued === null && canIssueOn(project, proposal),
    issued: issued
      ? {
          id: issued.doc.id,
          amount: issued.doc.amount,
          issuedAt: issued.doc.issuedAt.toISOString(),
          isSigned: issued.signedAt !== null,
          signedDate: issued.signedAt?.toISOString() ?? null,
        }
      : null,
  };
}

const orderBody = (project: ProjectRow, talentName: string, rateText: string, input: ConfirmOrderInput) =>
  [
    `<p>${escapeHtml(project.title)} (job ${project.id}) for ${escapeHtml(talentName)}.</p>`,
    `<p>Dates: ${project.startDate ?? 'to be agreed'} to ${project.endDate ?? 'to be agreed'}. Proposed rate: ${escapeHtml(rateText)}.</p>`,
    `<p>Order amount: ${formatUsdCode(input.amount)}.</p>`,
    input.note ? `<p>${escapeHtml(input.note)}</p>` : '',
  ].join('');

/** On an hourly or daily job the order bills reported units at the proposal's rate, up to its amount (decision record 345). */
function unitBilling(rate: number, rateType: ProjectRow['rateType']) {
  const unit = unitOfRateType(rateType);
  return unit ? { unitRateCents: Math.round(rate * 100), rateUnit: unit } : {};
}

export async function confirmOrder(deps: Deps, { proposal, project, contact }: ProposalClientActor, input: ConfirmOrderInput) {
  if (project.status === 'completed') throw conflict(workOrderTexts.jobFinished);
  const talent = await talentOf(deps.db, proposal.instrId);
  const talentName = `${talent.firstName} ${talent.lastName}`;
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(proposals).where(eq(proposals.id, proposal.id)).for('update');
    if (!locked || locked.status !== 'Hired') throw conflict(workOrderTexts.notHired);
    if (await issuedOrder(tx, locked)) throw conflict(workOrderTexts.alreadyIssued);
    const [doc] = await tx
      .insert(workDocuments)
      .values({
        docType: 'Work Order',
        projectId: project.id,
        instrId: locked.instrId,
        proposalId: locked.id,
        title: `Work Order: ${project.title}`,
        bodyHtml: orderBody(project, talentName, formatRate(locked.rate, project.rateType), input),
        amount: input.amount,
        ...unitBilling(locked.rate, project.rateType),
        issuedByContactId: contact.id,
        issuedAt: deps.now(),
      })
      .returning({ id: workDocuments.id });
    if (!doc) throw new Error('The work order was not stored.');
    const owners = talent.agencyId
      ? await tx
          .select({ userId: agencyMembers.userId })
          .from(agencyMembers)
          .where(and(eq(agencyMembers.agencyId, talent.agencyId), eq(agencyMembers.isOwner, true)))
      : [];
    const recipients = new Set<number>([locked.submittedByUserId]);
    if (talent.userId) recipients.add(talent.userId);
    for (const owner of owners) recipients.add(owner.userId);
    for (const userId of recipients) {
      await notifyEvent(
        deps,
        'workOrderIssued',
        userId,
        { talentName: userId === talent.userId ? null : talentName, jobTitle: project.title, workDocumentId: doc.id, signPage: workSignPage('Work Order') },
        tx,
      );
    }
    return { message: workOrderTexts.issued(talentName), workDocumentId: doc.id, proposalId: locked.id };
  });
}

/** The condition, on a proposals query, that a work order was issued to its talent on its job. */
export const hasWorkOrder = sql<boolean>`exists (select 1 from ${workDocuments} where ${workDocuments.projectId} = ${proposals.projectId} and ${workDocuments.instrId} = ${proposals.instrId} and ${workDocuments.docType} = 'Work Order')`;
