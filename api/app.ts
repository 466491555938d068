/** The API host: one Hono app serving the spec's /api/<Controller>/<Action> paths. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Deps } from './deps.ts';
import { HttpError, unauthorized, unsupportedType, badRequest, tooLarge } from './http/errors.ts';
import { CONSTANT_CACHE, parseOrThrow, queryObject, type AnyRoute } from './contract/route.ts';
import { openApiDocument } from './contract/openapi.ts';
import { authenticate } from './access/authenticate.ts';
import type { Caller } from './access/caller.ts';
import { databaseDownAnswer } from './db/database-down.ts';
import { unstorableValueError } from './http/unstorable-value.ts';
import { logRefusal, rememberCaller } from './http/refusal-log.ts';
import { assertPasswordChangeNotForced } from './access/forced-password-change.ts';
import { assertFreshSecondFactor } from './two-factor/step-up.ts';
import { routes as allRoutes } from './routes.ts';
import { withDevMailbox } from './dev-mailbox/mount.ts';
import { noStoreForPersonalData } from './http/no-store.ts';
import { assertDeclaredAnswer } from './contract/declared-answer.ts';
import { countedRefusal, refuseTokenGuesser } from './http/token-guard.ts';

/**
 * What an in-process caller may hand the API with a request: the caller the edge already resolved for the page
 * (edge/page-caller.ts). Nothing sent over HTTP reaches it, so a request from outside is always authenticated here.
 */
export interface ApiBindings {
  caller?: Caller | undefined;
}

export type ApiApp = Hono<{ Bindings: ApiBindings }>;

const JSON_LIMIT = 1024 * 1024;

export function clientIp(headers: Headers, fallback = '127.0.0.1'): string {
  return headers.get('x-client-ip') ?? fallback;
}

/** The API's GET requests read with the shorter deadline (DATABASE_READ_TIMEOUT_MS); every other method writes. */
export function depsOfMethod(deps: Deps, method: string): Deps {
  return method === 'get' && deps.db === deps.database.db ? { ...deps, db: deps.database.readDb } : deps;
}

export function createApp(deps: Deps, declared: AnyRoute[] = allRoutes): ApiApp {
  const routes = withDevMailbox(declared, deps.config);
  const app: ApiApp = new Hono<{ Bindings: ApiBindings }>();

  app.onError((caught, c) => {
    const error = unstorableValueError(caught) ?? caught;
    if (error instanceof HttpError) {
      logRefusal(deps, c.req.raw, clientIp(c.req.raw.headers), error);
      for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
      return c.json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message }, error.status);
    }
    const down = databaseDownAnswer(error);
    if (down) {
      deps.log.warn('api.database-down', { path: c.req.path, error: error.message });
      return down;
    }
    deps.log.error('api.unhandled', { path: c.req.path, error: error instanceof Error ? error.stack : String(error) });
    return c.json({ message: 'Something went wrong. Please try again.' }, 500);
  });
  app.notFound((c) => c.json({ message: 'Not found.' }, 404));

  app.use(noStoreForPersonalData());
  if (!deps.config.production || deps.config.openapiPublic) {
    // Built on the first request for it, not at start: it converts every route's schemas.
    let openapi: ReturnType<typeof openApiDocument> | undefined;
    app.get('/api/openapi.json', (c) => c.json((openapi ??= openApiDocument(routes))));
  }

  for (const r of routes) {
    if (r.body) {
      const limit = r.bodyLimit ?? { bytes: JSON_LIMIT, message: 'The request is too large.' };
      app.on(r.method.toUpperCase(), r.path, bodyLimit({ maxSize: limit.bytes, onError: () => { throw tooLarge(limit.message); } }));
    }
    app.on(r.method.toUpperCase(), r.path, async (c) => {
      // Per request: tests and tools may replace a part of deps (the clock) after the app is built.
      const routeDeps = depsOfMethod(deps, r.method);
      const caller = c.env?.caller ?? (await authenticate(routeDeps, c.req.header('authorization')));
      const user = caller?.user ?? null;
      rememberCaller(c.req.raw, user);
      if (r.access.signedIn && !user) throw unauthorized();
      assertPasswordChangeNotForced(r.path, caller);
      const resolve = (input: { query: unknown; body: unknown }) =>
        r.access.resolve({ deps: routeDeps, user, caller, id: r.of?.(input), input, refusal: r.refusal ?? r.access.refusal, authorization: c.req.header('authorization') });
      // Who the caller is is settled before their input is read; who they are to a record needs the record's id.
      let actor = r.access.record ? undefined : await resolve({ query: undefined, body: undefined });
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
      const ip = clientIp(c.req.raw.headers);
      if (typeof r.capability === 'function' ? r.capability({ query, body }) : r.capability) await refuseTokenGuesser(routeDeps, ip);
      let result: Awaited<ReturnType<AnyRoute['handler']>>;
      try {
        actor ??= await resolve({ query, body });
        if (r.secondFactor) await assertFreshSecondFactor(routeDeps, caller);
        result = await r.handler({ c, deps: routeDeps, query, body, actor, user, caller, ip });
      } catch (error) {
        throw await countedRefusal(routeDeps, ip, error);
      }
      if (result instanceof Response) return result;
      if (routeDeps.config.checkAnswers) assertDeclaredAnswer(r, result);
      if (r.constant) c.header('cache-control', CONSTANT_CACHE);
      return c.json(result);
    });
  }
  return app;
}
