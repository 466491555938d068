/** GET /api/WorkReport/List (decision record 345): a hire's time and days delivered, as either side sees them. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors } from '../db/schema/index.ts';
import type { HireActor } from '../access/hire.ts';
import { workReportTexts, type WorkReports } from '#domain/work-reports.ts';
import { billable, reportsOf, unitOrderOf } from './queries.ts';

export async function workReportsView(db: Db, { proposal, project, contact }: HireActor): Promise<WorkReports> {
  const [[talent], order, reports] = await Promise.all([
    db.select({ firstName: instructors.firstName, lastName: instructors.lastName }).from(instructors).where(eq(instructors.id, proposal.instrId)),
    unitOrderOf(db, proposal),
    reportsOf(db, proposal.id),
  ]);
  const jobCompleted = project.status === 'completed';
  const open = order !== null && order.signed && proposal.status === 'Hired' && !jobCompleted;
  const sum = (status: string, key: 'amountCents' | 'unitsHundredths') => reports.filter((r) => r.status === status).reduce((total, r) => total + r[key], 0);
  const approvedCents = sum('approved', 'amountCents');
  return {
    proposalId: proposal.id,
    projectId: project.id,
    projectTitle: project.title,
    talentName: talent ? `${talent.firstName} ${talent.lastName}` : '',
    side: contact ? 'client' : 'talent',
    jobCompleted,
    order: order && order.signed ? { workOrderId: order.workOrderId, unit: order.unit, rateCents: order.rateCents, capCents: order.capCents } : null,
    unavailable: order === null ? workReportTexts.notHourly : order.signed ? null : workReportTexts.noSignedOrder,
    canReport: open && contact === null,
    canDecide: open && contact !== null,
    totals: {
      approvedHundredths: sum('approved', 'unitsHundredths'),
      approvedCents,
      pendingCents: sum('pending', 'amountCents'),
      billableCents: billable(approvedCents, order?.capCents ?? null),
    },
    reports: reports.map((r) => ({
      reportId: r.id,
      workDate: r.workDate,
      unitsHundredths: r.unitsHundredths,
      amountCents: r.amountCents,
      note: r.note,
      status: r.status,
      disputeReason: r.disputeReason,
      reportedAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    })),
  };
}
