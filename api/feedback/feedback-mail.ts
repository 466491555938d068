/** The mail to support for one piece of feedback: what was said, by whom, from which page. */
import type { OutgoingMail } from '../mail/outbox.ts';
import type { Account } from '../auth/account.ts';
import { defangLinks } from '../mail/defang.ts';
import { escapeHtml, mailDocument } from '../mail/templates/layout.ts';
import type { FeedbackInput } from '#domain/feedback.ts';

export interface FeedbackMailInput {
  to: string;
  productName: string;
  feedback: FeedbackInput;
  account: Account;
  pageUrl: string | null;
  sentAt: Date;
}

function describe(account: Account): string {
  if (account.agencyId !== null) return `agency member (agencyInstrId ${account.agencyId})`;
  if (account.instructorId !== null) return `talent (instrId ${account.instructorId})`;
  if (account.contact) {
    const company = account.contact.companyId === null ? 'no company yet' : `clientId ${account.contact.companyId}`;
    return `client contact (contactId ${account.contact.id}, ${company}, web role ${account.contact.webRole})`;
  }
  return 'user without a profile';
}

/** Everything in it but the labels came from the user: no address in it becomes a link. */
export function feedbackMail(input: FeedbackMailInput): OutgoingMail {
  const { user } = input.account;
  const from = defangLinks(`${user.firstName} ${user.lastName}`);
  const facts: Array<[string, string]> = [
    ['Category', input.feedback.feedbackType],
    ['From', `${from} <${defangLinks(user.email)}>`],
    ['Account', `${describe(input.account)}, loginId ${user.id}`],
    ['Page', defangLinks(input.pageUrl ?? 'not known')],
    ['Sent', input.sentAt.toISOString()],
  ];
  const feedback = defangLinks(input.feedback.feedback);
  const subject = `${input.productName} feedback (${input.feedback.feedbackType}) from ${from}`;
  const text = [...facts.map(([k, v]) => `${k}: ${v}`), '', feedback].join('\n');
  const html = mailDocument(
    subject,
    `<table>${facts.map(([k, v]) => `<tr><th scope="row" style="text-align:left;padding-right:12px">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p style="white-space:pre-wrap">${escapeHtml(feedback)}</p>`,
  );
  return { to: input.to, subject, text, html };
}
