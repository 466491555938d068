/**
 * Mail to an address a user typed, so that no form relays mail: the address receives at most perAddressPerDay such
 * mails from all users together and the user sends at most perSenderPerDay, counted in the shared rate-limit store
 * (day windows, every instance). A send that fails gives its slots back. What the user wrote reaches the mail with
 * no live link (defang.ts, applied by the mail layouts).
 */
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { reserveAttempt, type RateLimit } from '../http/rate-limit.ts';
import { typedAddressMailLimits, typedAddressMailTexts } from '#domain/typed-address-mail.ts';

const perAddress = { name: 'typed-mail:address', max: typedAddressMailLimits.perAddressPerDay, per: 'day' } as const satisfies RateLimit;
const perSender = { name: 'typed-mail:sender', max: typedAddressMailLimits.perSenderPerDay, per: 'day' } as const satisfies RateLimit;

async function reserve(deps: Deps, db: Db, senderUserId: number, address: string) {
  const slot = await reserveAttempt(
    deps,
    [
      [perSender, String(senderUserId)],
      [perAddress, address.toLowerCase()],
    ],
    db,
  );
  if (slot.ok) return slot;
  const message = slot.limit === perAddress ? typedAddressMailTexts.addressFull : typedAddressMailTexts.senderFull;
  throw new HttpError(429, message, { errors: { email: [message] }, headers: { 'Retry-After': String(slot.retryAfterSeconds) } });
}

/**
 * Inside the transaction that queues the mail, after its other checks: takes the slots in it (a rollback gives them
 * back), or throws 429 with the limit's message. Adds that wait for a list lock are refused by the list first.
 */
export async function holdTypedAddressMail(deps: Deps, tx: Db, senderUserId: number, address: string): Promise<void> {
  await reserve(deps, tx, senderUserId, address);
}

/** Runs `send` (which queues the mail) when both limits have room; 429 with the limit's message otherwise. */
export async function withTypedAddressMail<T>(deps: Deps, senderUserId: number, address: string, send: () => Promise<T>): Promise<T> {
  const slot = await reserve(deps, deps.db, senderUserId, address);
  try {
    return await send();
  } catch (error) {
    await slot.release();
    throw error;
  }
}
