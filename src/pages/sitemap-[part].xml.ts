/** /sitemap-jobs-<n>.xml and /sitemap-talent-<n>.xml: one part of the sitemap index. */
import type { APIRoute } from 'astro';
import { handOn } from '../page-data/crawler-files.ts';
import { pathOf } from '../lib/api/operation.ts';
import { Sitemap_Part } from '../lib/api/operations.gen.ts';
import { JOB_SITEMAPS, TALENT_SITEMAPS } from '#domain/page-topics.ts';

export const GET: APIRoute = ({ locals, params }) => {
  const match = /^(jobs|talent)-(\d{1,5})$/.exec(params.part ?? '');
  const part = match?.[1];
  if (!match || (part !== 'jobs' && part !== 'talent')) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return handOn(locals, pathOf(Sitemap_Part, { part, page: Number(match[2]) }), [part === 'jobs' ? JOB_SITEMAPS : TALENT_SITEMAPS]);
};
