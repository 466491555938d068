/** A notification e-mail: the feature's own text and HTML, in a plain layout whose footer links to the notification settings. */
import type { OutgoingMail } from '../mail/outbox.ts';
import { escapeHtml, sanitizeHtml } from './sanitize-html.ts';

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
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1f24">
<main style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(input.subject)}</h1>
${sanitizeHtml(input.html)}
<hr style="margin:24px 0;border:0;border-top:1px solid #d0d7de">
<p style="margin:0;font-size:14px;color:#57606a">${escapeHtml(why)}${footerLink}</p>
</main>
</body>
</html>`;
  return { to: input.to, subject: input.subject, text, html };
}
