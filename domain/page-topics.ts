/**
 * Topics of public pages: what a page a visitor sees is made of, so that a change drops exactly the pages that show
 * it (the edge's page cache, edge/page-cache.ts). The database names them in its change notifications
 * (api/db/page-changes.ts): `job:<id>` for a job post, `talent:<id>` for a talent's public page and reviews,
 * `job-posts` for every job post (a company or the internal team changed).
 */
export const ALL_JOB_POSTS = 'job-posts';
/** The pages that list jobs (the sitemap parts, the home page's open jobs), and those that list talent. */
export const JOB_SITEMAPS = 'jobs';
export const TALENT_SITEMAPS = 'talents';

/**
 * The pages kept for signed-in viewers that show their own data (the dashboards, the job center): every table a page
 * may show sends it (migration 0020_viewer-page-changes), so they go at any change.
 */
export const VIEWER_PAGES = 'viewers';
/** The pages kept for one session's viewer: they go when that session writes (edge/session-writes.ts). */
export const sessionTopic = (sid: string) => `session:${sid}`;

export const jobTopic = (projectId: number) => `job:${projectId}`;
export const talentTopic = (instrId: number) => `talent:${instrId}`;

/** The topics a change drops: a job's or a talent's page, and the sitemap parts that may list them. */
export function topicsOfChange(change: string): string[] {
  if (change.startsWith('job:')) return [change, JOB_SITEMAPS];
  if (change.startsWith('talent:')) return [change, TALENT_SITEMAPS];
  return [change];
}
