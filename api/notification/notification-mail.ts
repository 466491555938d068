/** A notification e-mail: the feature's own text and HTML, in a plain layout whose footer links to the notification settings. */
import type { OutgoingMail } from '../mail/outbox.ts';
import { sanitizeHtml } from '../html/sanitize.ts';
import { escapeHtml, mailDocument } from '../mail/templates/layout.ts';

export interface NotificationMailInput {
  to: string;
  productName: string;
  subject: string;
  text: string;
  /** Body HTML (a fragment); sanitised like notification bodies. */
  html: string;
  /** The signed /notification-settings link, when the recipient has settings. */
  settingsLink: string | null;
  /** Account and security notices go out whatever the settings say, and say so. */
  always: boolean;
}

export function notificationMail(input: NotificationMailInput): OutgoingMail {
  const why = input.always
    ? `This is a notice about your ${input.productName} account; it is sent whatever your email settings are.`
    : `You receive this email because of your ${input.productName} notification settings.`;
  const manage = input.settingsLink ? [`Change which emails you receive: ${input.settingsLink}`] : [];
  const text = [input.text.trim(), '', '—', why, ...manage].join('\n');

  const footerLink = input.settingsLink
    ? ` <a href="${escapeHtml(input.settingsLink)}" style="color:#0b57d0">Change which emails you receive</a>.`
    : '';
  const html = mailDocument(
    input.subject,
    `${sanitizeHtml(input.html)}
<hr style="margin:24px 0;border:0;border-top:1px solid #d0d7de">
<p style="margin:0;font-size:14px;color:#57606a">${escapeHtml(why)}${footerLink}</p>`,
  );
  return { to: input.to, subject: input.subject, text, html };
}
