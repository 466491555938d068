/**
 * The one HTML layout of every e-mail (`mailDocument`: the page, its card and the subject as its heading), and the
 * account mails built on it: one plain-text and one simple, accessible HTML body from the same parts. The parts may
 * hold what users wrote (names, messages): no address in them becomes a link (defang.ts); the action's address is the
 * one link.
 */
import { defangLinks } from '../defang.ts';

export interface MailParts {
  productName: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  afterAction: string[];
}

/** Text as HTML: the five characters that could start markup or end an attribute, escaped. */
export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** An e-mail's HTML document around `body` (HTML already escaped or sanitised), headed by the subject. */
export function mailDocument(subject: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1f24">
<main style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
${body}
</main>
</body>
</html>`;
}

export function renderMail(sent: MailParts): { subject: string; text: string; html: string } {
  const parts = {
    ...sent,
    subject: defangLinks(sent.subject),
    greeting: defangLinks(sent.greeting),
    paragraphs: sent.paragraphs.map(defangLinks),
    afterAction: sent.afterAction.map(defangLinks),
  };
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    `${parts.action.label}: ${parts.action.url}`,
    '',
    ...parts.afterAction.flatMap((p) => [p, '']),
    `— ${parts.productName}`,
  ].join('\n');

  const p = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const html = mailDocument(
    parts.subject,
    `${p(parts.greeting)}
${parts.paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:12px 20px;background:#0b57d0;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>
${p('If the button does not work, copy this address into your browser:')}
<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(parts.action.url)}" style="color:#0b57d0">${escapeHtml(parts.action.url)}</a></p>
${parts.afterAction.map(p).join('\n')}
<p style="margin:0;color:#57606a">${escapeHtml(parts.productName)}</p>`,
  );
  return { subject: parts.subject, text, html };
}
