/**
 * GET /api/Notification/Stream: the signed-in user's live channel (server-sent events).
 * - `event: unread` `{ unreadCount }` on connect and whenever the user's notifications change;
 * - `event: chat` with the chat feature's data, as published;
 * - a `: heartbeat` comment every 25 s, after checking the session is still live; a session that ended
 *   (logout, expiry, password change) ends the stream, and the browser's reconnect then meets 401.
 */
import type { AccessClaims } from '../auth/tokens.ts';
import type { Deps } from '../deps.ts';
import { authenticate } from '../http/authenticate.ts';
import { route } from '../http/route.ts';
import { signedIn } from '../access/people.ts';
import { unreadCount } from '../notification/store.ts';
import { notificationTypeFor } from '../../src/domain/notifications.ts';
import { liveHub } from './hub.ts';
import { sseResponse } from './sse.ts';

export const STREAM_PATH = '/api/Notification/Stream';

export interface StreamOptions {
  heartbeatMs: number;
  retryMs: number;
}

const defaultStreamOptions: StreamOptions = { heartbeatMs: 25_000, retryMs: 5_000 };

/** Runs the task now, or once more after the running one when asked again meanwhile. */
function coalesced(task: () => Promise<void>, onError: (error: unknown) => void): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    do {
      again = false;
      await task().catch(onError);
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}

export function notificationStream(deps: Deps, user: AccessClaims, request: Request, options: StreamOptions): Response {
  const type = notificationTypeFor(user);
  const authorization = request.headers.get('authorization') ?? undefined;
  const onError = (error: unknown) =>
    deps.log.error('live.stream', { userId: user.userId, error: error instanceof Error ? error.stack : String(error) });

  return sseResponse({
    signal: request.signal,
    retryMs: options.retryMs,
    onError,
    start: async (sink) => {
      const sendUnread = coalesced(async () => {
        const count = await unreadCount(deps.db, user.userId, type);
        sink.event('unread', { unreadCount: count });
      }, onError);
      const unsubscribe = await liveHub(deps).subscribe({
        userId: user.userId,
        deliver: (event) => {
          if (event.kind === 'notifications') sendUnread();
          else sink.event(event.kind, event.data);
        },
        end: () => sink.close(),
      });
      sendUnread();
      const heartbeat = setInterval(() => {
        void authenticate(deps, authorization)
          .catch(() => null)
          .then((still) => (still ? sink.comment('heartbeat') : sink.close()));
      }, options.heartbeatMs);
      return async () => {
        clearInterval(heartbeat);
        await unsubscribe();
      };
    },
  });
}

export function notificationStreamRoute(options: StreamOptions = defaultStreamOptions) {
  return route({
    method: 'get',
    path: STREAM_PATH,
    summary: 'Live channel (text/event-stream): `unread` { unreadCount } on connect and on every change, `chat` notices, heartbeats',
    access: signedIn,
    handler: ({ c, deps, user }) => notificationStream(deps, user, c.req.raw, options),
  });
}

export const liveRoutes = [notificationStreamRoute()];
