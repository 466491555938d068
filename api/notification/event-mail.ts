/**
 * The e-mail of a notification event: its text, the link to the page it is about, and a footer that says why it was
 * sent and links to the notification settings.
 */
import type { OutgoingMail } from '../mail/outbox.ts';
import type { EventNotice } from './events.ts';
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

export function eventMail(input: EventMailInput): OutgoingMail {
  const { notice } = input;
  const subject = notice.mailSubject ?? notice.subject;
  const why = input.always
    ? `This is a notice about your ${input.productName} account; it is sent whatever your email settings are.`
    : `You receive this email because of your ${input.productName} notification settings.`;
  const manage = input.settingsLink ? [`Change which emails you receive: ${input.settingsLink}`] : [];
  const detail = notice.mailDetail ? ['', notice.mailDetail] : [];
  const text = [notice.text, ...detail, '', `${notice.action}: ${input.pageLink}`, '', '—', why, ...manage].join('\n');

  const detailHtml = notice.mailDetail ? `<p style="white-space:pre-wrap">${escapeHtml(notice.mailDetail)}</p>\n` : '';
  const footerLink = input.settingsLink
    ? ` <a href="${escapeHtml(input.settingsLink)}" style="color:#0b57d0">Change which emails you receive</a>.`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1f24">
<main style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(notice.text)}</p>
${detailHtml}<p><a href="${escapeHtml(input.pageLink)}" style="color:#0b57d0">${escapeHtml(notice.action)}</a></p>
<hr style="margin:24px 0;border:0;border-top:1px solid #d0d7de">
<p style="margin:0;font-size:14px;color:#57606a">${escapeHtml(why)}${footerLink}</p>
</main>
</body>
</html>`;
  return { to: input.to, subject, text, html };
}
