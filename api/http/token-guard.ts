/**
 * Wrong capability tokens (the token or hash of a signed link: a testimonial request, a reference confirmation, a
 * calendar feed, an invitation, a preview link, …) are limited per client address, in the shared rate-limit store
 * so the limit holds across instances. A route that takes one declares it (`capability`): once an address sent
 * `wrongTokensPerIp.max` wrong tokens in a minute, every token it sends is refused (429) before it is looked at, a
 * right one too, so guessing learns nothing more. Refusals made with `wrongToken()` count.
 */
import type { Deps } from '../deps.ts';
import { HttpError, tooManyRequests } from './errors.ts';
import { consumeRateLimit, limitReached, type RateLimit } from './rate-limit.ts';

export const wrongTokensPerIp = { name: 'wrong-token:ip', max: 20 } as const satisfies RateLimit;

/** Before a capability token is looked at: 429 once the address sent the most wrong ones this minute. */
export async function refuseTokenGuesser(deps: Deps, ip: string): Promise<void> {
  const retryAfterSeconds = await limitReached(deps, wrongTokensPerIp, ip);
  if (retryAfterSeconds !== null) throw tooManyRequests(retryAfterSeconds);
}

/** What to answer for an error: a wrong token is counted, and the one past the limit answers 429 instead. */
export async function countedRefusal(deps: Deps, ip: string, error: unknown): Promise<unknown> {
  if (!(error instanceof HttpError) || !error.wrongToken) return error;
  try {
    await consumeRateLimit(deps, wrongTokensPerIp, ip);
  } catch (refused) {
    return refused;
  }
  return error;
}
