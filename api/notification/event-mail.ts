/** The e-mail of a notification event: its text, the link to the page it is about, in the notification mail layout. */
import type { OutgoingMail } from '../mail/outbox.ts';
import type { EventNotice } from './events.ts';
import { notificationMail } from './notification-mail.ts';
import { escapeHtml } from './sanitize-html.ts';

export interface EventMailInput {
  to: string;
  productName: string;
  notice: EventNotice;
  /** The absolute address of the notice's page. */
  pageLink: string;
  /** The signed /notification-settings link, when the recipient has settings. */
  settingsLink: string | null;
  /** Account and security notices go out whatever the settings say, and say so. */
  always: boolean;
}

export function eventMail({ notice, pageLink, ...input }: EventMailInput): OutgoingMail {
  const detail = notice.mailDetail ? ['', notice.mailDetail] : [];
  const detailHtml = notice.mailDetail ? `<p style="white-space:pre-wrap">${escapeHtml(notice.mailDetail)}</p>` : '';
  return notificationMail({
    ...input,
    subject: notice.mailSubject ?? notice.subject,
    text: [notice.text, ...detail, '', `${notice.action}: ${pageLink}`].join('\n'),
    html: `<p>${escapeHtml(notice.text)}</p>${detailHtml}<p><a href="${escapeHtml(pageLink)}">${escapeHtml(notice.action)}</a></p>`,
  });
}
