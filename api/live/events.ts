/**
 * Live events: what one user's open pages should learn now. Every instance publishes with PostgreSQL NOTIFY
 * on one channel and every instance's hub hears it, so a user connected to any instance gets it.
 */
import { z } from 'zod';
import { notify, type Db } from '../db/client.ts';

export const LIVE_CHANNEL = 'live_events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7900;

const liveEventSchema = z.discriminatedUnion('kind', [
  /** The user's notifications changed: the stream sends the new unread count (`event: unread`). */
  z.object({ userId: z.number().int().positive(), kind: z.literal('notifications') }),
  /** A chat notice, forwarded to the browser as `event: chat` with `data` as its JSON. */
  z.object({ userId: z.number().int().positive(), kind: z.literal('chat'), data: z.record(z.string(), z.unknown()) }),
  /** Sessions of the user were revoked (one, by `sid`, or all): their streams end, and a reconnect meets 401. */
  z.object({ userId: z.number().int().positive(), kind: z.literal('session-ended'), sid: z.string().optional() }),
]);

export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Publishes one event; inside a transaction it is delivered when the transaction commits, and not at all if it rolls back. */
export async function publishLive(db: Db, event: LiveEvent): Promise<void> {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    throw new Error(`A live event must stay under ${MAX_PAYLOAD_BYTES} bytes; send ids and let the page load the rest.`);
  }
  await notify(db, LIVE_CHANNEL, payload);
}

export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const result = liveEventSchema.safeParse(JSON.parse(payload));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
