/** The e-mail of a notification event: its text, the link to the page it is about, in the notification mail layout. */
import type { OutgoingMail } from '../mail/outbox.ts';
import type { EventNotice } from './event-kind.ts';
import { notificationMail } from './notification-mail.ts';
import { escapeHtml } from '../mail/templates/layout.ts';
import { defangLinks } from '../mail/defang.ts';

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

/** The notice's texts hold what users wrote (names, job titles, a chat message): no address in them becomes a link. */
export function eventMail({ notice, pageLink, ...input }: EventMailInput): OutgoingMail {
  const text = defangLinks(notice.text);
  const mailDetail = notice.mailDetail ? defangLinks(notice.mailDetail) : null;
  const detail = mailDetail ? ['', mailDetail] : [];
  const detailHtml = mailDetail ? `<p style="white-space:pre-wrap">${escapeHtml(mailDetail)}</p>` : '';
  return notificationMail({
    ...input,
    subject: defangLinks(notice.mailSubject ?? notice.subject),
    text: [text, ...detail, '', `${notice.action}: ${pageLink}`].join('\n'),
    html: `<p>${escapeHtml(text)}</p>${detailHtml}<p><a href="${escapeHtml(pageLink)}">${escapeHtml(notice.action)}</a></p>`,
  });
}
