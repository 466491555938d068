/**
 * The talent's side reports the units delivered on a date against the hire's signed work order, or corrects a report
 * that was not approved (a disputed one goes back for approval). One report per date; the amount is the units at the
 * work order's rate, in cents. The client's contacts on the job are told (decision record 345).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { instructors, workReports } from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { HireActor } from '../access/hire.ts';
import { notifyEvent } from '../notification/events.ts';
import { invoiceContactUsers } from '../notification/invoice-recipients.ts';
import { formatDate } from '#domain/format.ts';
import {
  formatUnits,
  reportAmountCents,
  unitsFitRule,
  workReportTexts,
  type AddWorkReportInput,
  type CorrectWorkReportInput,
} from '#domain/work-reports.ts';
import { lockOpenHire, type LockedHire } from './hire-lock.ts';

/** The latest date anyone may be working on now: today where the day is furthest ahead (UTC+14). */
const latestWorkDate = (now: Date) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

function checkInput(deps: Deps, hire: LockedHire, input: AddWorkReportInput) {
  if (input.workDate > latestWorkDate(deps.now())) throw badRequest(workReportTexts.dateInFuture, { workDate: [workReportTexts.dateInFuture] });
  if (!unitsFitRule(input.units, hire.order.unit)) {
    const rule = hire.order.unit === 'hour' ? workReportTexts.hoursRule : workReportTexts.daysRule;
    throw badRequest(rule, { units: [rule] });
  }
}

async function dateTaken(tx: Db, proposalId: number, workDate: string, exceptId: number | null) {
  const [row] = await tx
    .select({ id: workReports.id })
    .from(workReports)
    .where(and(eq(workReports.proposalId, proposalId), eq(workReports.workDate, workDate), ...(exceptId === null ? [] : [ne(workReports.id, exceptId)])));
  if (row) throw conflict(workReportTexts.dateTaken, { workDate: [workReportTexts.dateTaken] });
}

async function tellClient(deps: Deps, tx: Db, hire: LockedHire, talentName: string, report: { workDate: string; units: number }) {
  const amount = formatUnits(report.units, hire.order.unit);
  for (const userId of await invoiceContactUsers(tx, { companyId: hire.project.companyId, projectId: hire.project.id })) {
    await notifyEvent(
      deps,
      'workReported',
      userId,
      { proposalId: hire.proposal.id, talentName, jobTitle: hire.project.title, amount, date: formatDate(`${report.workDate}T12:00:00Z`) },
      tx,
    );
  }
}

const nameOf = async (deps: Deps, instrId: number) => {
  const [row] = await deps.db.select({ firstName: instructors.firstName, lastName: instructors.lastName }).from(instructors).where(eq(instructors.id, instrId));
  return row ? `${row.firstName} ${row.lastName}` : 'The talent';
};

export async function addWorkReport(deps: Deps, actor: HireActor, input: AddWorkReportInput) {
  const talentName = await nameOf(deps, actor.proposal.instrId);
  return deps.db.transaction(async (tx) => {
    const hire = await lockOpenHire(tx, actor.proposal.id);
    checkInput(deps, hire, input);
    await dateTaken(tx, hire.proposal.id, input.workDate, null);
    const now = deps.now();
    const [row] = await tx
      .insert(workReports)
      .values({
        proposalId: hire.proposal.id,
        workOrderId: hire.order.workOrderId,
        workDate: input.workDate,
        unitsHundredths: input.units,
        amountCents: reportAmountCents(hire.order.rateCents, input.units),
        note: input.note,
        reportedByUserId: actor.user.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: workReports.id });
    if (!row) throw new Error('The report was not stored.');
    await tellClient(deps, tx, hire, talentName, { workDate: input.workDate, units: input.units });
    return { message: workReportTexts.reported, reportId: row.id };
  });
}

export async function correctWorkReport(deps: Deps, actor: HireActor, input: CorrectWorkReportInput) {
  const talentName = await nameOf(deps, actor.proposal.instrId);
  return deps.db.transaction(async (tx) => {
    const hire = await lockOpenHire(tx, actor.proposal.id);
    const [report] = await tx
      .select({ id: workReports.id, status: workReports.status })
      .from(workReports)
      .where(and(eq(workReports.id, input.reportId), eq(workReports.proposalId, hire.proposal.id)));
    if (!report) throw notFound(workReportTexts.notFound);
    if (report.status === 'approved') throw conflict(workReportTexts.alreadyApproved);
    checkInput(deps, hire, input);
    await dateTaken(tx, hire.proposal.id, input.workDate, report.id);
    await tx
      .update(workReports)
      .set({
        workDate: input.workDate,
        unitsHundredths: input.units,
        amountCents: reportAmountCents(hire.order.rateCents, input.units),
        note: input.note,
        status: 'pending',
        disputeReason: null,
        decidedByUserId: null,
        decidedAt: null,
        reportedByUserId: actor.user.userId,
        updatedAt: deps.now(),
      })
      .where(eq(workReports.id, report.id));
    await tellClient(deps, tx, hire, talentName, { workDate: input.workDate, units: input.units });
    return { message: workReportTexts.corrected, reportId: report.id };
  });
}
