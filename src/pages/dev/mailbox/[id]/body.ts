/**
 * /dev/mailbox/{id}/body: the HTML of one message, for the sandboxed frame of its page. Its own policy: no
 * scripts, the mail's inline styles allowed, framed only by our pages; links open in the top page.
 */
import type { APIRoute } from 'astro';
import { positiveId } from '../../../../domain/fields.ts';

const policy = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export const GET: APIRoute = async ({ params, locals }) => {
  const id = positiveId.safeParse(params.id);
  if (!locals.config.devMailbox || !id.success) return new Response('Not found.', { status: 404 });
  const res = await locals.api(`/api/DevMailbox/Message?id=${id.data}`);
  if (!res.ok) return new Response('Not found.', { status: 404 });
  const mail = (await res.json()) as { html: string | null; text: string };
  const html = mail.html ?? `<pre>${mail.text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</pre>`;
  return new Response(`<!doctype html><meta charset="utf-8"><base target="_top">${html}`, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy, 'cache-control': 'no-store' },
  });
};
