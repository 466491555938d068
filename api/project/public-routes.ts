/**
 * Public routes of the Project controller and the crawler files: the signed job post, the sitemaps and robots.txt.
 * The sitemap and robots answers are XML and text; the pages /sitemap.xml, /sitemap-*.xml and /robots.txt hand
 * them on.
 */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { visitor } from '../access/people.ts';
import { notFound } from '../http/errors.ts';
import { linkOrigin } from '../mail/links.ts';
import { publicJobQuerySchema, publicJobViewSchema } from '#domain/job-view.ts';
import { robotsTxt } from '#domain/robots.ts';
import { loadPublicJob } from './public-job.ts';
import { openJobs } from './open-jobs.ts';
import { openJobsQuery, openJobsSchema } from '#domain/open-jobs.ts';
import { jobCard } from './job-card.ts';
import { sitemapIndex, sitemapPart } from './sitemap.ts';

const sitemapPartSchema = z.object({
  part: z.enum(['jobs', 'talent'], { message: 'part must be jobs or talent' }),
  page: z.coerce.number({ message: 'page must be a number' }).int().min(1, 'page must be at least 1').max(10_000).default(1),
});

const xml = (body: string | ReadableStream<Uint8Array>) => new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });

export const publicProjectRoutes = [
  route({
    method: 'get',
    path: '/api/Project/ViewJobDetails',
    summary:
      'The public job post for a signed link (hash, optional c): { job (the job view), isContactLink, isOpen, canonicalUrl }. ' +
      'Drafts, unknown jobs and wrong hashes answer 404 Job Not Found',
    access: visitor,
    capability: true,
    query: publicJobQuerySchema,
    response: publicJobViewSchema,
    handler: ({ deps, query }) => loadPublicJob(deps, linkOrigin(deps.config), query),
  }),
  route({
    method: 'get',
    path: '/api/Project/OpenJobs',
    summary:
      'Open jobs for the public home page: the 12 newest, or with q the 12 best full-text matches; { total, jobs } with each job’s public post path. ' +
      'Anyone may call it',
    access: visitor,
    query: openJobsQuery,
    response: openJobsSchema,
    handler: ({ deps, query }) => openJobs(deps, query),
  }),
  route({
    method: 'get',
    path: '/api/Project/JobCard',
    summary: 'The link-preview card of a public job post for a signed link (projectId, hash): a 1200×630 image/png; wrong links answer 404 Job Not Found',
    access: visitor,
    capability: true,
    query: publicJobQuerySchema,
    response: 'file',
    handler: async ({ deps, query }) =>
      new Response(await jobCard(deps, query), {
        headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' },
      }),
  }),
  route({
    method: 'get',
    path: '/api/Sitemap/Index',
    summary: 'The sitemap index (XML) naming every part of /sitemap-jobs-<n>.xml and /sitemap-talent-<n>.xml',
    access: visitor,
    response: 'file',
    handler: async ({ deps }) => xml(await sitemapIndex(deps.db, linkOrigin(deps.config), deps.now())),
  }),
  route({
    method: 'get',
    path: '/api/Sitemap/Part',
    summary: 'One sitemap part (XML): open jobs’ public posts or public talent profiles, 50,000 per page',
    access: visitor,
    query: sitemapPartSchema,
    response: 'file',
    handler: async ({ deps, query }) => {
      const stream = await sitemapPart(deps, linkOrigin(deps.config), query.part, query.page);
      if (!stream) throw notFound('No such sitemap page.');
      return xml(stream);
    },
  }),
  route({
    method: 'get',
    path: '/api/Sitemap/Robots',
    summary: 'robots.txt: the signed-in areas are disallowed; the sitemap is named by its absolute address',
    access: visitor,
    response: 'file',
    handler: ({ deps }) =>
      new Response(robotsTxt(new URL('/sitemap.xml', linkOrigin(deps.config)).toString()), {
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      }),
  }),
];
