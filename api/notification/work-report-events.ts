/**
 * The notification events of time and days delivered (decision record 345), part of the one event table (events.ts):
 * the client's contacts hear of a report to approve under "Changes to proposals on my jobs"; the talent's side hears
 * of the answer under "Changes to my proposals", in-app and by e-mail.
 */
import type { EventKind } from './event-kind.ts';
import { notificationTypes } from '#domain/constants.ts';
import { workReportPagePath, workReportTexts } from '#domain/work-reports.ts';

const kind = <D>(k: EventKind<D>): EventKind<D> => k;

interface ReportNotice {
  proposalId: number;
  jobTitle: string;
  /** The units, e.g. "7.5 hours". */
  amount: string;
  date: string;
}
/** null for the talent themself, else the talent's name (for an agency member or owner). */
type Whose = { talentName: string | null };

export const workReportEvents = {
  workReported: kind<ReportNotice & { talentName: string }>({
    audience: notificationTypes.client,
    email: 'proposalUpdates',
    compose: (d) => ({
      subject: workReportTexts.reportedSubject(d.talentName, d.jobTitle),
      text: workReportTexts.reportedText(d.talentName, d.amount, d.date, d.jobTitle),
      link: workReportPagePath(d.proposalId),
      action: 'Approve or dispute it',
    }),
  }),
  workApproved: kind<ReportNotice & Whose>({
    audience: notificationTypes.talent,
    inApp: 'proposalUpdates',
    email: 'proposalUpdates',
    compose: (d) => ({
      subject: workReportTexts.approvedSubject(d.jobTitle),
      text: workReportTexts.approvedText(d.talentName, d.amount, d.date, d.jobTitle),
      link: workReportPagePath(d.proposalId),
      action: 'See the time and days delivered',
    }),
  }),
  workDisputed: kind<ReportNotice & Whose & { reason: string }>({
    audience: notificationTypes.talent,
    inApp: 'proposalUpdates',
    email: 'proposalUpdates',
    compose: (d) => ({
      subject: workReportTexts.disputedSubject(d.jobTitle),
      text: workReportTexts.disputedText(d.talentName, d.amount, d.date, d.jobTitle, d.reason),
      link: workReportPagePath(d.proposalId),
      action: 'Correct the report',
    }),
  }),
};
