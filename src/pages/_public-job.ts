/**
 * Shared by the two public job post pages: one API call for the job, and the cache policy of the answer (shared
 * caches may keep a visitor's page briefly; a signed-in user's page stays private).
 */
import type { AnswerOf } from '../lib/api/operation.ts';
import { Project_ViewJobDetails } from '../lib/api/operations.gen.ts';
import { jobPlainText } from '../domain/job-html.ts';
import { jobPostingLd, jsonForScript } from '../domain/job-posting-ld.ts';

export type PublicJobPage =
  | { kind: 'found'; post: AnswerOf<typeof Project_ViewJobDetails>; description: string; jsonLd: string | null; imageUrl: string }
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
  const res = await locals.call(Project_ViewJobDetails, { query: { projectId: Number(jobId), hash, ...(c ? { c } : {}) } });
  if (res.status === 404 || res.status === 400) {
    response.status = 404;
    return { kind: 'not-found' };
  }
  if (!res.ok) {
    console.error(`[${locals.requestId}] The public job ${jobId} could not be loaded (${res.status}).`);
    response.status = 502;
    return { kind: 'failed' };
  }
  const post = res.data;
  if (!locals.session) {
    response.headers.set('cache-control', VISITOR_CACHE);
    response.headers.set('vary', 'Cookie');
  }
  const image = new URL('/api/Project/JobCard', post.canonicalUrl);
  image.searchParams.set('projectId', jobId);
  image.searchParams.set('hash', hash);
  return {
    kind: 'found',
    post,
    imageUrl: image.toString(),
    description: jobPlainText(post.job.description) || `${post.job.title} at ${post.job.companyName}`,
    jsonLd: post.isOpen ? jsonForScript(jobPostingLd(post.job, post.canonicalUrl)) : null,
  };
}
