/**
 * The outermost middleware: request id, the headers every answer carries, the access log with the number of database
 * statements the request ran (their text at debug level) and the time it waited for its turn; and the last-resort
 * error answer.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { ALREADY_SENT } from './already-sent.ts';
import { waitedMsOf } from './request-queue.ts';
import type { Logger } from '#kernel/log.ts';
import { noteStatements } from '#api/db/statements.ts';
import { messages } from '#domain/messages.ts';
import type { EdgeEnv } from './context.ts';

const TRUSTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestContext(log: Logger): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    c.set('outHeaders', new Headers({ 'x-request-id': requestId }));
    const statements = await noteStatements(next);
    if (c.res !== ALREADY_SENT) applyHeaders(c.res.headers, c.var.outHeaders);
    const status = c.res === ALREADY_SENT ? (c.env?.outgoing?.statusCode ?? 0) : c.res.status;
    log.info('http', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
      statements: statements.length,
      ...(c.var.keptPage ? { cached: true } : {}),
      ...waited(c.env?.incoming),
    });
    if (statements.length > 0) log.debug('http.statements', { requestId, statements });
  };
}

/** How long the request waited for its turn (edge/request-queue.ts), when it did. */
function waited(incoming: IncomingMessage | undefined): { waitedMs?: number } {
  const ms = waitedMsOf(incoming);
  return ms > 0 ? { waitedMs: ms } : {};
}

/** The request id a proxy in front gave the request when it looks like one, else a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && TRUSTED_ID.test(incoming) ? incoming : randomUUID();
}

/** Adds the pending headers to a response; headers the response set itself win, cookies add up. */
export function applyHeaders(target: Headers, pending: Headers): void {
  for (const [name, value] of pending) {
    if (name === 'set-cookie') continue;
    if (!target.has(name)) target.set(name, value);
  }
  for (const cookie of pending.getSetCookie()) target.append('set-cookie', cookie);
}

/** The answer to an error nobody handled: logged with its request id, shown as a plain message. */
export function unhandledError(log: Logger) {
  return (error: Error, c: Context<EdgeEnv>): Response => {
    log.error('edge.unhandled', { requestId: c.var.requestId, path: c.req.path, error: error.stack ?? String(error) });
    return failure(c);
  };
}

function failure(c: Context<EdgeEnv>): Response {
  if (c.req.path.startsWith('/api/')) {
    return Response.json({ message: 'Something went wrong. Please try again.' }, { status: 500 });
  }
  return new Response(`${messages.shell.crashTitle} Please try again.`, {
    status: 500,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
