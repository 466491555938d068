/** The API host: one Hono app serving the spec's /api/<Controller>/<Action> paths. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Deps } from './deps.ts';
import { HttpError, unauthorized, unsupportedType, badRequest, tooLarge } from './http/errors.ts';
import { openApiDocument, parseOrThrow, queryObject, type AnyRoute } from './http/route.ts';
import { authenticate } from './http/authenticate.ts';
import { routes as allRoutes } from './routes.ts';
import { withDevMailbox } from './dev-mailbox/mount.ts';
import { noStoreForPersonalData } from './http/no-store.ts';

export type ApiApp = Hono;

const JSON_LIMIT = 1024 * 1024;

export function clientIp(headers: Headers, fallback = '127.0.0.1'): string {
  return headers.get('x-client-ip') ?? fallback;
}

export function createApp(deps: Deps, declared: AnyRoute[] = allRoutes): ApiApp {
  const routes = withDevMailbox(declared, deps.config);
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
      return c.json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message }, error.status);
    }
    deps.log.error('api.unhandled', { path: c.req.path, error: error instanceof Error ? error.stack : String(error) });
    return c.json({ message: 'Something went wrong. Please try again.' }, 500);
  });
  app.notFound((c) => c.json({ message: 'Not found.' }, 404));

  app.use(noStoreForPersonalData());
  if (!deps.config.production || deps.config.openapiPublic) {
    const openapi = openApiDocument(routes);
    app.get('/api/openapi.json', (c) => c.json(openapi));
  }

  for (const r of routes) {
    if (r.body) {
      const limit = r.bodyLimit ?? { bytes: JSON_LIMIT, message: 'The request is too large.' };
      app.on(r.method.toUpperCase(), r.path, bodyLimit({ maxSize: limit.bytes, onError: () => { throw tooLarge(limit.message); } }));
    }
    app.on(r.method.toUpperCase(), r.path, async (c) => {
      const user = await authenticate(deps, c.req.header('authorization'));
      if (r.access === 'user' && !user) throw unauthorized();
      const query = r.query ? parseOrThrow(r.query, queryObject(c, r.query)) : undefined;
      let body: unknown;
      if (r.body) {
        if (!(c.req.header('content-type') ?? '').includes('application/json')) {
          throw unsupportedType('Send the request body as application/json.');
        }
        const raw = await c.req.json().catch(() => {
          throw badRequest('The request body is not valid JSON.');
        });
        body = parseOrThrow(r.body, raw);
      }
      const result = await r.handler({ c, deps, query, body, user, ip: clientIp(c.req.raw.headers) });
      if (result instanceof Response) return result;
      return c.json(result ?? {});
    });
  }
  return app;
}
