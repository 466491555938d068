/**
 * The match list worker inside the API host: it brings the kept suggestion lists up to date at start, whenever a
 * write marks talent or a job (NOTIFY on match_lists from the triggers of migration 0019, from any instance) and
 * every 30 seconds for anything a notification missed. State lives in the database only.
 */
import type { Deps } from '../deps.ts';
import { startNotifiedWorker, type NotifiedWorker } from '../db/notified-worker.ts';
import { bringListsUpToDate, MATCH_LIST_CHANNEL } from './kept-list-refresh.ts';

const POLL_MS = 30_000;

export function startMatchListWorker(deps: Deps): NotifiedWorker {
  return startNotifiedWorker(deps, {
    channel: MATCH_LIST_CHANNEL,
    pollMs: POLL_MS,
    failure: 'match_lists.refresh_failed',
    work: (stopped) => bringListsUpToDate(deps.db, deps.now(), { stopped }),
  });
}
