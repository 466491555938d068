/**
 * One plain-text and one simple, accessible HTML body from the same parts. The parts may hold what users wrote
 * (names, messages): no address in them becomes a link (defang.ts); the action's address is the one link.
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

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

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
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1f24">
<main style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(parts.subject)}</h1>
${p(parts.greeting)}
${parts.paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:12px 20px;background:#0b57d0;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>
${p('If the button does not work, copy this address into your browser:')}
<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(parts.action.url)}" style="color:#0b57d0">${escapeHtml(parts.action.url)}</a></p>
${parts.afterAction.map(p).join('\n')}
<p style="margin:0;color:#57606a">${escapeHtml(parts.productName)}</p>
</main>
</body>
</html>`;
  return { subject: parts.subject, text, html };
}
