/** /sitemap-jobs-<n>.xml and /sitemap-talent-<n>.xml: one part of the sitemap index. */
import type { APIRoute } from 'astro';
import { handOn } from './_crawler-files.ts';

export const GET: APIRoute = ({ locals, params }) => {
  const match = /^(jobs|talent)-(\d{1,5})$/.exec(params.part ?? '');
  if (!match) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return handOn(locals, `/api/Sitemap/Part?part=${match[1]}&page=${match[2]}`);
};
