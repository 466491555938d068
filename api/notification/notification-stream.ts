/**
 * GET /api/Notification/Stream: the signed-in user's live channel (server-sent events).
 * - `event: unread` `{ unreadCount, unreadChats }` on connect: the top bar's two badges in one read (pages are
 *   rendered without them, so a page's HTML is the same on every visit); then `{ unreadCount }` whenever the user's
 *   notifications change and after the instance's LISTEN comes back from a break (so nothing missed meanwhile stays
 *   missed), one count query per user and change serving all of that user's streams;
 * - `event: chat` with the chat feature's data, as published;
 * - `event: resync` `{}` after the instance's LISTEN comes back from a break: chat events sent meanwhile were
 *   lost, so the page catches up (the chat loads the messages after the newest it shows);
 * - a `: heartbeat` comment every 25 s, with no database work. The stream ends when its access token expires
 *   or its session is revoked (logout, password change), and the browser's reconnect then refreshes or meets 401;
 * - a user holds at most LIVE_STREAMS_PER_USER streams per instance: opening one more ends the oldest.
 */
import { decodeJwt } from 'jose';
import type { AccessClaims } from '#kernel/tokens.ts';
import type { Deps } from '../deps.ts';
import { route } from '../contract/route.ts';
import { signedIn } from '../access/people.ts';
import { notificationTypeFor } from '#domain/notifications.ts';
import { liveHub } from '../live/hub.ts';
import { sseResponse } from '../live/sse.ts';
import { joinUnread } from './unread-share.ts';
import { badgeCountsOf } from './badge-counts.ts';
import { liveStreamsOpen } from '#kernel/metrics.ts';

export const STREAM_PATH = '/api/Notification/Stream';

export interface StreamOptions {
  heartbeatMs: number;
  retryMs: number;
}

const defaultStreamOptions: StreamOptions = { heartbeatMs: 25_000, retryMs: 5_000 };

/** Milliseconds until the bearer token expires (the route has verified it already). */
function msUntilExpiry(authorization: string | undefined, now: Date): number | null {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const exp = token ? decodeJwt(token).exp : undefined;
  return exp === undefined ? null : Math.max(0, exp * 1000 - now.getTime());
}

export function notificationStream(deps: Deps, user: AccessClaims, request: Request, options: StreamOptions): Response {
  const type = notificationTypeFor(user);
  const untilExpiry = msUntilExpiry(request.headers.get('authorization') ?? undefined, deps.now());
  const onError = (error: unknown) =>
    deps.log.error('live.stream', { userId: user.userId, error: error instanceof Error ? error.stack : String(error) });

  return sseResponse({
    signal: request.signal,
    retryMs: options.retryMs,
    onError,
    start: async (sink) => {
      const unread = joinUnread(deps, user.userId, type, (count) => sink.event('unread', { unreadCount: count }), onError);
      let unsubscribe: () => Promise<void>;
      try {
        unsubscribe = await liveHub(deps).subscribe({
          userId: user.userId,
          deliver: (event) => {
            if (event.kind === 'notifications') unread.refresh();
            else if (event.kind === 'chat') sink.event(event.kind, event.data);
            else if (!event.sid || event.sid === user.sid) sink.close();
          },
          resync: () => {
            unread.refresh();
            sink.event('resync', {});
          },
          end: () => sink.close(),
        });
      } catch (error) {
        unread.leave();
        throw error;
      }
      liveStreamsOpen.inc();
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      let expiry: ReturnType<typeof setTimeout> | undefined;
      const cleanup = async () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unread.leave();
        liveStreamsOpen.dec();
        await unsubscribe();
      };
      try {
        const badges = await badgeCountsOf(deps.db, user.userId, type);
        sink.event('unread', { unreadCount: badges.unreadNotifications, unreadChats: badges.unreadChats });
      } catch (error) {
        await cleanup();
        throw error;
      }
      heartbeat = setInterval(() => sink.comment('heartbeat'), options.heartbeatMs);
      expiry = untilExpiry === null ? undefined : setTimeout(() => sink.close(), untilExpiry);
      return cleanup;
    },
  });
}

export function notificationStreamRoute(options: StreamOptions = defaultStreamOptions) {
  return route({
    method: 'get',
    path: STREAM_PATH,
    summary:
      'Live channel (text/event-stream): `unread` { unreadCount, unreadChats } on connect and { unreadCount } on every change, `chat` notices, `resync` when events may have been missed, heartbeats',
    access: signedIn,
    response: 'event-stream',
    handler: ({ c, deps, user }) => notificationStream(deps, user, c.req.raw, options),
  });
}

export const liveRoutes = [notificationStreamRoute()];
