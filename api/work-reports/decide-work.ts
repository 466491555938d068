/**
 * A client contact who may see the job approves a report awaiting approval, or disputes it with a reason the talent
 * reads; the talent's side is told either way (decision record 345). Approved reports are what the invoice bills.
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { instructors, workReports } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { ProposalClientActor } from '../access/records.ts';
import { notifyEvent } from '../notification/events.ts';
import { talentUsers } from '../notification/recipient.ts';
import { formatDate } from '#domain/format.ts';
import { formatUnits, workReportTexts } from '#domain/work-reports.ts';
import { lockOpenHire } from './hire-lock.ts';

type Decision = { approve: true } | { approve: false; reason: string };

export async function decideWorkReport(deps: Deps, actor: ProposalClientActor, reportId: number, decision: Decision) {
  return deps.db.transaction(async (tx) => {
    const hire = await lockOpenHire(tx, actor.proposal.id);
    const [report] = await tx
      .select()
      .from(workReports)
      .where(and(eq(workReports.id, reportId), eq(workReports.proposalId, hire.proposal.id)));
    if (!report) throw notFound(workReportTexts.notFound);
    if (report.status !== 'pending') throw conflict(workReportTexts.notPending);
    await tx
      .update(workReports)
      .set({
        status: decision.approve ? 'approved' : 'disputed',
        disputeReason: decision.approve ? null : decision.reason,
        decidedByUserId: actor.user.userId,
        decidedAt: deps.now(),
        updatedAt: deps.now(),
      })
      .where(eq(workReports.id, report.id));
    const [talent] = await tx.select({ userId: instructors.userId, firstName: instructors.firstName, lastName: instructors.lastName }).from(instructors).where(eq(instructors.id, hire.proposal.instrId));
    const talentName = talent ? `${talent.firstName} ${talent.lastName}` : '';
    const recipients = new Set([...(await talentUsers(tx, hire.proposal.instrId)), report.reportedByUserId]);
    const common = {
      proposalId: hire.proposal.id,
      jobTitle: hire.project.title,
      amount: formatUnits(report.unitsHundredths, hire.order.unit),
      date: formatDate(`${report.workDate}T12:00:00Z`),
    };
    for (const userId of recipients) {
      const whose = { ...common, talentName: userId === talent?.userId ? null : talentName };
      if (decision.approve) await notifyEvent(deps, 'workApproved', userId, whose, tx);
      else await notifyEvent(deps, 'workDisputed', userId, { ...whose, reason: decision.reason }, tx);
    }
    return { message: decision.approve ? workReportTexts.approved : workReportTexts.disputed, reportId: report.id };
  });
}
