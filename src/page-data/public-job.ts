/**
 * Shared by the two public job post pages: one API call for the job. A visitor's page (found or not) is kept by the
 * edge's page cache until the job, its company or the internal team changes (edge/page-cache.ts).
 */
import type { AnswerOf } from '../lib/api/operation.ts';
import { Project_ViewJobDetails } from '../lib/api/operations.gen.ts';
import { jobPlainText } from '#domain/job-html.ts';
import { jobPostingLd, jsonForScript } from '#domain/job-posting-ld.ts';
import { ALL_JOB_POSTS, jobTopic } from '#domain/page-topics.ts';
import { loginSchema } from '#domain/auth.ts';
import { User_login } from '../lib/api/operations.gen.ts';
import type { FormState } from './profile/form-post.ts';
import { postSignInForm, succeeded, trustedBrowserOf } from './sign-in-post.ts';
import { safeLocalPath } from '#domain/safe-path.ts';
import { loadOr } from '../lib/load-or.ts';

export type PublicJobPage =
  | { kind: 'found'; post: AnswerOf<typeof Project_ViewJobDetails>; description: string; jsonLd: string | null; imageUrl: string }
  | { kind: 'not-found' }
  | { kind: 'failed' };

export async function loadPublicJobPage(
  locals: App.Locals,
  response: { status: number },
  jobId: string | undefined,
  hash: string | null | undefined,
  c: string | null,
): Promise<PublicJobPage> {
  if (!jobId || !/^\d{1,9}$/.test(jobId) || !hash) {
    response.status = 404;
    locals.cacheForVisitors([]);
    return { kind: 'not-found' };
  }
  locals.cacheForVisitors([jobTopic(Number(jobId)), ALL_JOB_POSTS]);
  const res = await locals.call(Project_ViewJobDetails, { query: { projectId: Number(jobId), hash, ...(c ? { c } : {}) } });
  if (res.status === 404 || res.status === 400) {
    response.status = 404;
    return { kind: 'not-found' };
  }
  const post = loadOr({ locals, response }, `The public job ${jobId}`, res, { status: 502 });
  if (!post) return { kind: 'failed' };
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

interface JobPostPage {
  request: Request;
  url: URL;
  response: { status: number };
  locals: App.Locals;
  redirect: (path: string, status?: 303) => Response;
}

/**
 * The login posted from the job post's dialog (decision record 313): success shows the job post again, signed in
 * (the edge sets the session cookies); a refusal gives the state the dialog renders with.
 */
export async function jobPostLogin(astro: JobPostPage): Promise<Response | FormState> {
  const here = astro.url.pathname + astro.url.search;
  const post = await postSignInForm(astro, { schema: loginSchema, booleans: ['rememberMe'] }, (value) =>
    astro.locals.call(User_login, { body: { ...value, nextPage: here, ...trustedBrowserOf(astro.request) } }),
  );
  // With two-factor sign-in on, the API sends the person to the second step first (it comes back here after).
  return succeeded(post) ? astro.redirect(safeLocalPath(post.data.redirectTo) ?? here, 303) : post;
}
