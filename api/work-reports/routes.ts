/**
 * The WorkReport controller (decision record 345): time and days delivered on an hourly or daily hire. The talent's
 * side reports and corrects; a client contact of the job approves or disputes; both read the list.
 */
import { route } from '../contract/route.ts';
import { hireParty, hireTalent } from '../access/hire.ts';
import { proposalClient } from '../access/records.ts';
import {
  addWorkReportBody,
  approveWorkReportBody,
  correctWorkReportBody,
  disputeWorkReportBody,
  workReportSaved,
  workReportsAnswer,
  workReportsQuery,
} from '#domain/work-reports.ts';
import { workReportsView } from './work-report-view.ts';
import { addWorkReport, correctWorkReport } from './report-work.ts';
import { decideWorkReport } from './decide-work.ts';

export const workReportRoutes = [
  route({
    method: 'get',
    path: '/api/WorkReport/List',
    summary:
      'A hire’s time and days delivered: { proposalId, projectId, projectTitle, talentName, side, jobCompleted, order (unit, rateCents, capCents) or null, unavailable, canReport, canDecide, totals (approved, pending, billable cents), reports, newest date first }',
    access: hireParty,
    query: workReportsQuery,
    response: workReportsAnswer,
    handler: ({ deps, actor }) => workReportsView(deps.db, actor),
  }),
  route({
    method: 'post',
    path: '/api/WorkReport/Add',
    summary:
      'The talent’s side reports { proposalId, workDate (YYYY-MM-DD, not in the future), units (hours in quarters up to 24, or 0.5 or 1 day), note } against the signed work order of an hourly or daily hire; one report per date; the job’s contacts are told',
    access: hireTalent,
    body: addWorkReportBody,
    response: workReportSaved,
    handler: ({ deps, actor, body }) => addWorkReport(deps, actor, body),
  }),
  route({
    method: 'put',
    path: '/api/WorkReport/Correct',
    summary: 'The talent’s side corrects a report that is not approved { proposalId, reportId, workDate, units, note }: it awaits approval again',
    access: hireTalent,
    body: correctWorkReportBody,
    response: workReportSaved,
    handler: ({ deps, actor, body }) => correctWorkReport(deps, actor, body),
  }),
  route({
    method: 'post',
    path: '/api/WorkReport/Approve',
    summary: 'A client contact of the job approves a report awaiting approval { proposalId, reportId }; the talent’s side is told',
    access: proposalClient,
    body: approveWorkReportBody,
    response: workReportSaved,
    handler: ({ deps, actor, body }) => decideWorkReport(deps, actor, body.reportId, { approve: true }),
  }),
  route({
    method: 'post',
    path: '/api/WorkReport/Dispute',
    summary: 'A client contact of the job disputes a report awaiting approval { proposalId, reportId, reason }; the talent’s side is told and may correct it',
    access: proposalClient,
    body: disputeWorkReportBody,
    response: workReportSaved,
    handler: ({ deps, actor, body }) => decideWorkReport(deps, actor, body.reportId, { approve: false, reason: body.reason }),
  }),
];
