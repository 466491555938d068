/**
 * The test gateway's hosted fields, served by the edge under /test-gateway apart from our pages (decision record 320):
 * the fields page with a policy of its own (it may be framed by our pages only, runs only its own script, sends only
 * to its own token endpoint), and that endpoint, which checks a test card and answers a one-time token. The card
 * number goes no further than this handler: it is neither kept nor logged.
 */
import { Hono } from 'hono';
import { checkTestCard, signToken } from './test-cards.ts';
import { FIELDS_CSS, FIELDS_HTML, FIELDS_JS } from './hosted-fields-page.ts';

const fieldsPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 40) : '');

export function hostedFields(options: { secret: string; now: () => Date }): Hono {
  const app = new Hono();
  const page = (body: string, type: string) => () =>
    new Response(body, { headers: { 'content-type': type, 'content-security-policy': fieldsPolicy, 'cache-control': 'no-store' } });
  app.get('/fields', page(FIELDS_HTML, 'text/html; charset=utf-8'));
  app.get('/fields.js', page(FIELDS_JS, 'text/javascript; charset=utf-8'));
  app.get('/fields.css', page(FIELDS_CSS, 'text/css; charset=utf-8'));
  app.post('/tokens', async (c) => {
    const card = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const checked = checkTestCard({ number: text(card?.number), expiry: text(card?.expiry), cvc: text(card?.cvc) }, options.now());
    if (!checked.ok) return c.json({ field: checked.field, message: checked.message }, 400, { 'cache-control': 'no-store' });
    const { brand, last4 } = checked.card;
    return c.json({ token: signToken(options.secret, checked.card, options.now()), brand, last4 }, 200, { 'cache-control': 'no-store' });
  });
  return app;
}
