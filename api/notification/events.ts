/**
 * Every event that notifies someone, in one table: event → who receives it (notification type T, C or
 * either) → the in-app setting a talent may turn it off with → the e-mail subscription it is sent under → what it
 * says and the page it links to. Features raise an event with notifyEvent; nothing else writes notifications.
 *
 * E-mail subscriptions: talent (jobAlerts, proposalUpdates, messages, testimonials, payments, newsletter), contacts
 * (newProposals, proposalUpdates, messages, companyUpdates, payments, newsletter); 'account' notices are always sent;
 * null means in-app only. Every payment notice goes under "payments" (decision record 346).
 */
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { notificationTypes } from '#domain/constants.ts';
import type { ProposalStatus } from '#domain/client-proposal.ts';
import { pipelineTexts, talentJobHref } from '#domain/pipeline.ts';
import { workOrderTexts } from '#domain/work-order.ts';
import { clientJobTexts } from '#domain/client-job-texts.ts';
import { chatPagePath, chatTexts } from '#domain/chat.ts';
import { invoicePagePath, invoiceTexts } from '#domain/invoices.ts';
import { notifyUser, type NotifyResult } from './notify.ts';
import type { EventKind, EventNotice } from './event-kind.ts';
import { payoutEvents } from './payout-events.ts';
import { workReportEvents } from './work-report-events.ts';
import { jobAlertNotice, type JobAlertNotice } from '#domain/job-alerts.ts';
import { approvalNotice, type ApprovalKind } from '#domain/approvals.ts';

const kind = <D>(k: EventKind<D>): EventKind<D> => k;

const job = (projectId: number, title: string) => `${projectId} - ${title}`;
/** Whose proposal or work order: null for the talent themself, else the talent's name (for an agency member or owner). */
type Whose = { talentName: string | null };
type PipelineMove = Whose & { projectId: number; jobTitle: string; to: ProposalStatus };

const pipelineMove = (d: PipelineMove): EventNotice => ({
  subject: pipelineTexts.talentSubject(d.jobTitle, d.to),
  text: pipelineTexts.talentText(d.talentName, d.jobTitle, d.to),
  link: talentJobHref(d.projectId, d.to === 'Hired'),
  action: 'Open the job',
});

const stamp = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export const notificationEvents = {
  proposalSubmitted: kind<{ proposalId: number; projectId: number; jobTitle: string; talentName: string }>({
    audience: notificationTypes.client,
    email: 'newProposals',
    compose: (d) => ({
      subject: 'New proposal',
      mailSubject: `New proposal: ${d.jobTitle}`,
      text: `${d.talentName} submitted a proposal for ${job(d.projectId, d.jobTitle)}.`,
      link: `/client-job/job-entity/1/${d.projectId}?proposal=${d.proposalId}`,
      action: 'Review the proposal',
    }),
  }),
  proposalMoved: kind<PipelineMove>({ audience: notificationTypes.talent, inApp: 'proposalUpdates', email: 'proposalUpdates', compose: pipelineMove }),
  interviewInvited: kind<PipelineMove>({ audience: notificationTypes.talent, inApp: 'proposalUpdates', email: 'proposalUpdates', compose: pipelineMove }),
  talentHired: kind<PipelineMove>({ audience: notificationTypes.talent, inApp: 'proposalUpdates', email: 'proposalUpdates', compose: pipelineMove }),
  workOrderIssued: kind<Whose & { workDocumentId: number; jobTitle: string; signPage: string }>({
    audience: notificationTypes.talent,
    inApp: 'documents',
    email: 'proposalUpdates',
    compose: (d) => ({
      subject: workOrderTexts.talentSubject(d.jobTitle),
      text: workOrderTexts.talentText(d.talentName, d.jobTitle),
      link: `${d.signPage}?id=${d.workDocumentId}`,
      action: 'Read and sign the work order',
    }),
  }),
  /** A work order signed, or a travel fee accepted, by the hired talent (or their agency's owner). */
  workDocumentSigned: kind<{ projectId: number; proposalId: number | null; documentTitle: string; talentName: string }>({
    audience: notificationTypes.client,
    email: 'proposalUpdates',
    compose: (d) => ({
      subject: workOrderTexts.signedSubject(d.talentName, d.documentTitle),
      text: workOrderTexts.signedText(d.talentName, d.documentTitle, d.projectId),
      link: `/client-job/job-entity/4/${d.projectId}${d.proposalId === null ? '' : `?proposal=${d.proposalId}`}`,
      action: 'Open the hired talent',
    }),
  }),
  addedToJob: kind<{ projectId: number; jobTitle: string; byName: string }>({
    audience: notificationTypes.client,
    email: 'companyUpdates',
    compose: (d) => ({
      subject: clientJobTexts.addedToJobSubject(d.jobTitle),
      text: clientJobTexts.addedToJobText(d.byName, d.jobTitle),
      link: `/client-job/job-entity/1/${d.projectId}`,
      action: 'Open the job',
    }),
  }),
  joinRequested: kind<{ companyName: string; firstName: string; lastName: string; email: string }>({
    audience: notificationTypes.client,
    email: 'companyUpdates',
    compose: (d) => ({
      subject: `${d.firstName} ${d.lastName} asked to join ${d.companyName}`,
      text: `${d.firstName} ${d.lastName} (${d.email}) asked to join ${d.companyName}. Approve or reject the request with your company contacts.`,
      link: '/client-profile/client-contact-account',
      action: 'Answer the request',
    }),
  }),
  joinApproved: kind<{ companyName: string }>({
    audience: notificationTypes.client,
    email: 'companyUpdates',
    compose: (d) => ({
      subject: `You joined ${d.companyName}`,
      text: `Your request to join ${d.companyName} was approved. Log in again or reload the page to start working with your company.`,
      link: '/client-dashboard',
      action: 'Open your dashboard',
    }),
  }),
  joinDeclined: kind<{ companyName: string }>({
    audience: notificationTypes.client,
    email: 'companyUpdates',
    compose: (d) => ({
      subject: `Your request to join ${d.companyName} was declined`,
      text: `Your request to join ${d.companyName} was not approved. You can ask to join another company or create your own.`,
      link: '/clientCompany',
      action: 'Choose a company',
    }),
  }),
  testimonialSubmitted: kind<{ clientName: string; projectName: string }>({
    audience: notificationTypes.talent,
    email: 'testimonials',
    compose: (d) => ({
      subject: 'New testimonial',
      mailSubject: `${d.clientName} wrote you a testimonial`,
      text: `${d.clientName} answered your testimonial request for ${d.projectName}.`,
      link: '/profile/testimonials',
      action: 'Read it and choose whether it is public',
    }),
  }),
  referenceConfirmed: kind<{ refereeName: string }>({
    audience: notificationTypes.talent,
    email: 'testimonials',
    compose: (d) => ({
      subject: `${d.refereeName} confirmed your reference`,
      text: `${d.refereeName} confirmed what your profile says about them as a professional reference.`,
      link: '/manage-reference',
      action: 'See your references',
    }),
  }),
  chatMention: kind<{ chatId: number; chatName: string; jobTitle: string; sender: string; message: string }>({
    audience: 'anyone',
    inApp: 'messages',
    email: 'messages',
    compose: (d) => ({
      subject: chatTexts.mentionSubject(d.sender, d.chatName),
      text: `${d.sender} mentioned you in ${d.chatName} (${d.jobTitle}).`,
      mailDetail: d.message,
      link: `${chatPagePath}?chatId=${d.chatId}`,
      action: 'Open the chat',
    }),
  }),
  /**
   * Invoices (decision record 320): the company's contacts who may see the job are told in-app; the invoice and the
   * receipt themselves are e-mailed to the billing contacts (api/payments/invoice-mail.ts), so these carry no e-mail.
   */
  invoiceIssued: kind<{ invoiceId: number; number: string; jobTitle: string; total: string; due: string }>({
    audience: notificationTypes.client,
    email: null,
    compose: (d) => ({
      subject: `Invoice ${d.number} for ${d.jobTitle}`,
      text: invoiceTexts.issuedText(d.number, d.jobTitle, d.total, d.due),
      link: invoicePagePath(d.invoiceId),
      action: 'Open the invoice',
    }),
  }),
  invoicePaid: kind<{ invoiceId: number; number: string; jobTitle: string; total: string }>({
    audience: notificationTypes.client,
    email: null,
    compose: (d) => ({
      subject: invoiceTexts.paidSubject(d.number),
      text: invoiceTexts.paidText(d.number, d.jobTitle, d.total),
      link: invoicePagePath(d.invoiceId),
      action: 'Open the invoice',
    }),
  }),
  /** A card payment was declined or could not be made; the invoice stays open. */
  paymentFailed: kind<{ invoiceId: number; number: string; jobTitle: string; total: string; reason: string }>({
    audience: notificationTypes.client,
    email: null,
    compose: (d) => ({
      subject: invoiceTexts.failedSubject(d.number),
      text: invoiceTexts.failedText(d.number, d.jobTitle, d.total, d.reason),
      link: invoicePagePath(d.invoiceId),
      action: 'Open the invoice',
    }),
  }),
  /** The client paid for the talent's work; the payout follows (the talent's payments page). */
  workPaid: kind<Whose & { jobTitle: string; net: string }>({
    audience: notificationTypes.talent,
    email: 'payments',
    compose: (d) => ({
      subject: invoiceTexts.talentPaidSubject(d.jobTitle),
      text: invoiceTexts.talentPaidText(d.talentName, d.jobTitle, d.net),
      link: '/all-payments',
      action: 'See your payments',
    }),
  }),
  approvalDecided: kind<{ kind: ApprovalKind; approved: boolean; subject: string }>({
    audience: notificationTypes.talent,
    email: null,
    compose: (d) => ({ ...approvalNotice(d), action: 'See your profile' }),
  }),
  jobAlertMatched: kind<JobAlertNotice>({
    audience: notificationTypes.talent,
    inApp: 'jobMatches',
    // The alert's own e-mail (send-due.ts) carries the jobs; this is the bell's line about them.
    email: null,
    compose: (d) => ({ ...jobAlertNotice(d), action: 'See the jobs' }),
  }),
  profileStatusChanged: kind<{ subject: string; text: string }>({
    audience: notificationTypes.talent,
    email: null,
    compose: (d) => ({ subject: d.subject, text: d.text, link: '/profile', action: 'See your profile' }),
  }),
  passwordChanged: kind<{ at: Date }>({
    audience: 'anyone',
    email: 'account',
    compose: (d, { config }) => ({
      subject: 'Your password was changed',
      mailSubject: `Your ${config.productName} password was changed`,
      text: `Your password was changed on ${stamp(d.at)}. If you did not change it, reset your password now and contact ${config.supportEmail}.`,
      link: '/forgetpassword',
      action: 'Reset your password',
    }),
  }),
  emailChanged: kind<{ at: Date; newEmail: string }>({
    audience: 'anyone',
    email: 'account',
    compose: (d, { config, recipientType }) => ({
      subject: 'Your email address was changed',
      mailSubject: `Your ${config.productName} email address was changed`,
      text: `The email address you use to log in to ${config.productName} was changed to ${d.newEmail} on ${stamp(d.at)}. If you did not ask for this, contact ${config.supportEmail} at once.`,
      link: recipientType === notificationTypes.talent ? '/settings/my-information' : '/client-profile/myinformation-account',
      action: 'See your account',
    }),
  }),
  ...payoutEvents,
  ...workReportEvents,
};

export type NotificationEvents = typeof notificationEvents;
export type NotificationEvent = keyof NotificationEvents;
export type EventData<E extends NotificationEvent> = NotificationEvents[E] extends EventKind<infer D> ? D : never;

/**
 * Tells one user about an event: the notification (with its link) and, when they are subscribed to the event's kind,
 * its e-mail. In the caller's transaction when given one.
 */
export function notifyEvent<E extends NotificationEvent>(deps: Deps, event: E, userId: number, data: EventData<E>, tx?: Db): Promise<NotifyResult> {
  const spec = notificationEvents[event] as EventKind<EventData<E>>;
  return notifyUser(
    deps,
    {
      userId,
      audience: spec.audience,
      setting: spec.inApp,
      email: spec.email,
      compose: (recipientType) => spec.compose(data, { config: deps.config, recipientType }),
    },
    tx,
  );
}
