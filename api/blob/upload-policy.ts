/**
 * Limits on what one user may upload (decision record 220): a number of uploads per minute, and a total size of
 * staged uploads, the files sent for a proposal but not attached to one yet (the sweeper deletes those after a day).
 */
import { and, eq, sum } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { blobs } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { consumeRateLimit, type RateLimit } from '../http/rate-limit.ts';
import { unreferencedBlob } from '../storage/blob-references.ts';

export const uploadPolicy = {
  perUser: { name: 'upload:user', max: 20 } satisfies RateLimit,
  stagedQuotaBytes: 200 * 1024 * 1024,
  stagedMaxAgeMs: 24 * 60 * 60 * 1000,
} as const;

export const uploadTexts = {
  tooMany: 'You are uploading files too quickly. Please wait a minute and try again.',
  quota: `Your uploaded files that are not on a proposal yet take up ${uploadPolicy.stagedQuotaBytes / 1024 / 1024} MB, the most allowed. Submit or edit your proposal with them, or wait a day until unused uploads are cleared.`,
} as const;

/** Counts one upload of the user; 429 with its own message above the per-minute limit. */
export async function consumeUploadRate(deps: Deps, userId: number): Promise<void> {
  try {
    await consumeRateLimit(deps, uploadPolicy.perUser, String(userId));
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) throw new HttpError(429, uploadTexts.tooMany, { headers: error.headers });
    throw error;
  }
}

/** Bytes of the user's staged uploads. */
async function stagedBytes(deps: Deps, userId: number): Promise<number> {
  const [row] = await deps.db
    .select({ total: sum(blobs.size) })
    .from(blobs)
    .where(and(eq(blobs.ownerUserId, userId), await unreferencedBlob(deps.db)));
  return Number(row?.total ?? 0);
}

/** The room left in the user's staged-upload quota; 413 when there is none. */
export async function stagedRoom(deps: Deps, userId: number): Promise<number> {
  const room = uploadPolicy.stagedQuotaBytes - (await stagedBytes(deps, userId));
  if (room <= 0) throw new HttpError(413, uploadTexts.quota);
  return room;
}
