/**
 * The dev mailbox (its page and its API) exists for clients on this machine only: anyone else gets a 404, judged
 * by the socket's own address, never by a header a client can write.
 */
import type { MiddlewareHandler } from 'hono';
import { isLoopback } from '#api/http/loopback.ts';
import type { EdgeEnv } from './context.ts';
import { callerOf } from './caller.ts';

const MAILBOX_PATHS = ['/dev/mailbox', '/api/DevMailbox/'];

const isMailboxPath = (path: string) => MAILBOX_PATHS.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));

export function devMailboxGate(enabled: boolean): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    if (isMailboxPath(c.req.path) && !(enabled && isLoopback(callerOf(c).clientIp))) {
      return c.json({ message: 'Not found.' }, 404);
    }
    return next();
  };
}
