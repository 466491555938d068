/**
 * A client marks a job completed (decision record 290): an open or closed job becomes
 * completed, which leaves the open lists, ends its pipeline moves and opens reviews of the talent hired on it.
 * Its updatedAt moves as with every job edit. The work is delivered: the same transaction issues the company an
 * invoice for each hired talent with a signed work order (api/payments/job-invoices.ts). While reports of time or
 * days delivered await the client's answer the job cannot be completed (decision record 345): the job's row lock,
 * which reports take too, keeps a report from arriving between that check and the invoice.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { projects } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import type { JobMemberActor } from '../access/records.ts';
import { issueJobInvoices } from '../payments/job-invoices.ts';
import { pendingReportsOfJob } from '../work-reports/queries.ts';
import { workReportTexts } from '#domain/work-reports.ts';
import { clientJobTexts } from '#domain/client-job-texts.ts';

export async function completeJob(deps: Deps, { project }: JobMemberActor): Promise<{ message: string }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(projects)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(and(eq(projects.id, project.id), inArray(projects.status, ['open', 'closed'])))
      .returning({ id: projects.id, companyId: projects.companyId });
    if (!done) throw conflict(project.status === 'draft' ? clientJobTexts.cannotCompleteDraft : clientJobTexts.alreadyCompleted);
    const pending = await pendingReportsOfJob(tx, done.id);
    if (pending > 0) throw conflict(workReportTexts.awaitingApproval(pending));
    await issueJobInvoices(deps, tx, done);
    return { message: clientJobTexts.jobCompleted };
  });
}
