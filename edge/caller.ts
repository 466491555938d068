/** Who is calling, as the edge tells the API: request id, socket address, the session's bearer token, the page, the browser. */
import type { Context } from 'hono';
import type { EdgeEnv } from './context.ts';
import type { CallerContext } from './api-transport.ts';

export function callerOf(c: Context<EdgeEnv>): CallerContext {
  return {
    requestId: c.var.requestId,
    clientIp: c.env?.incoming?.socket.remoteAddress ?? '127.0.0.1',
    accessToken: c.var.tokens.access,
    pageUrl: c.req.header('referer'),
    userAgent: c.req.header('user-agent'),
  };
}
