/**
 * Shared by the two public job post pages: one API call for the job, and the cache policy of the answer (shared
 * caches may keep a visitor's page briefly; a signed-in user's page stays private).
 */
import type { PublicJobView } from '../domain/job-view.ts';
import { jobPlainText } from '../domain/job-html.ts';
import { jobPostingLd, jsonForScript } from '../domain/job-posting-ld.ts';

export type PublicJobPage =
  | { kind: 'found'; post: PublicJobView; description: string; jsonLd: string | null }
  | { kind: 'not-found' }
  | { kind: 'failed' };

export const VISITOR_CACHE = 'public, max-age=300';

export async function loadPublicJobPage(
  locals: App.Locals,
  response: { status: number; headers: Headers },
  jobId: string | undefined,
  hash: string | null | undefined,
  c: string | null,
): Promise<PublicJobPage> {
  if (!jobId || !/^\d{1,9}$/.test(jobId) || !hash) {
    response.status = 404;
    return { kind: 'not-found' };
  }
  const query = new URLSearchParams({ projectId: jobId, hash });
  if (c) query.set('c', c);
  const res = await locals.api(`/api/Project/ViewJobDetails?${query.toString()}`);
  if (res.status === 404 || res.status === 400) {
    response.status = 404;
    return { kind: 'not-found' };
  }
  if (!res.ok) {
    console.error(`[${locals.requestId}] The public job ${jobId} could not be loaded (${res.status}).`);
    response.status = 502;
    return { kind: 'failed' };
  }
  const post = (await res.json()) as PublicJobView;
  if (!locals.session) {
    response.headers.set('cache-control', VISITOR_CACHE);
    response.headers.set('vary', 'Cookie');
  }
  return {
    kind: 'found',
    post,
    description: jobPlainText(post.job.description) || `${post.job.title} at ${post.job.companyName}`,
    jsonLd: post.isOpen ? jsonForScript(jobPostingLd(post.job, post.canonicalUrl)) : null,
  };
}
