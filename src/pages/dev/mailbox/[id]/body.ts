/**
 * /dev/mailbox/{id}/body: the HTML of one message, for the sandboxed frame of its page. Its own policy: no
 * scripts, the mail's inline styles allowed, framed only by our pages; links open in the top page.
 */
import type { APIRoute } from 'astro';
import { positiveId } from '#domain/fields.ts';
import { DevMailbox_Message } from '../../../../lib/api/operations.gen.ts';

const policy = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export const GET: APIRoute = async ({ params, locals }) => {
  const id = positiveId.safeParse(params.id);
  if (!locals.config.devMailbox || !id.success) return new Response('Not found.', { status: 404 });
  const found = await locals.call(DevMailbox_Message, { query: { id: id.data } });
  if (!found.ok) return new Response('Not found.', { status: 404 });
  const mail = found.data;
  const html = mail.html || `<pre>${mail.text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</pre>`;
  return new Response(`<!doctype html><meta charset="utf-8"><base target="_top">${html}`, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy, 'cache-control': 'no-store' },
  });
};
