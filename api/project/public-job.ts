/**
 * The public job post (GET /api/Project/ViewJobDetails): anyone holding the signed link reads the job. Open, closed
 * and completed jobs answer (closed ones are shown as closed, without job-posting markup); drafts, unknown jobs and
 * wrong hashes all answer 404 'Job Not Found', so a link reveals nothing about other jobs.
 * Crawlers and link-preview bots fetch the same posts again and again, so each instance keeps a job's view for
 * 30 seconds (at most 2,000 jobs): a status change shows on the public post within that time (decision record 110).
 */
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { messages } from '../../src/domain/messages.ts';
import type { JobView, PublicJobView } from '../../src/domain/job-view.ts';
import { loadJobView } from './job-view.ts';
import { canonicalJobPath, readContact, verifyJobHash } from './job-hash.ts';

export interface PublicJobQuery {
  projectId: number;
  hash: string;
  c?: string | undefined;
}

const CACHE_MS = 30_000;
const CACHE_MAX = 2_000;

interface Cached {
  at: number;
  job: JobView | null;
}

/** One cache per database, so that test apps with their own databases never share entries. */
const caches = new WeakMap<Deps['db'], Map<number, Cached>>();

async function cachedJobView(deps: Deps, projectId: number): Promise<JobView | null> {
  let cache = caches.get(deps.db);
  if (!cache) caches.set(deps.db, (cache = new Map()));
  const now = deps.now().getTime();
  const hit = cache.get(projectId);
  if (hit && now - hit.at < CACHE_MS) return hit.job;
  const job = await loadJobView(deps.db, projectId);
  cache.delete(projectId);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value ?? projectId);
  cache.set(projectId, { at: now, job });
  return job;
}

export async function loadPublicJob(deps: Deps, origin: string, query: PublicJobQuery): Promise<PublicJobView> {
  if (!verifyJobHash(deps, query.projectId, query.hash)) throw notFound(messages.job.notFound);
  const job = await cachedJobView(deps, query.projectId);
  if (!job || job.status === 'draft') throw notFound(messages.job.notFound);
  return {
    job,
    isContactLink: readContact(deps, query.projectId, query.c) !== null,
    isOpen: job.status === 'open',
    canonicalUrl: new URL(canonicalJobPath(deps, query.projectId), origin).toString(),
  };
}
