/**
 * The payout notices worker inside the API host: it tells payees of their payouts' new statuses at start, whenever
 * a payout changes (NOTIFY on payouts, from any instance) and every minute for anything a notification missed; once
 * a day (UTC) it also looks for W-8 forms about to expire. State lives in the database only.
 */
import type { Deps } from '../deps.ts';
import { startNotifiedWorker, type NotifiedWorker } from '../db/notified-worker.ts';
import { PAYOUT_CHANNEL } from '../ledger/schedule-payout.ts';
import { sendExpiryNotices, sendPayoutNotices } from './payout-notices.ts';

const POLL_MS = 60_000;

export function startPayoutNotices(deps: Deps): NotifiedWorker {
  let checkedDay = '';
  return startNotifiedWorker(deps, {
    channel: PAYOUT_CHANNEL,
    pollMs: POLL_MS,
    failure: 'payouts.notices_failed',
    work: async (stopped) => {
      await sendPayoutNotices(deps, stopped);
      const today = deps.now().toISOString().slice(0, 10);
      if (today !== checkedDay) {
        await sendExpiryNotices(deps, stopped);
        checkedDay = today;
      }
    },
  });
}
