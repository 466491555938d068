/** /sitemap.xml: the sitemap index (job posts and public talent profiles). */
import type { APIRoute } from 'astro';
import { handOn } from '../page-data/crawler-files.ts';
import { pathOf } from '../lib/api/operation.ts';
import { Sitemap_Index } from '../lib/api/operations.gen.ts';
import { JOB_SITEMAPS, TALENT_SITEMAPS } from '#domain/page-topics.ts';

export const GET: APIRoute = ({ locals }) => handOn(locals, pathOf(Sitemap_Index), [JOB_SITEMAPS, TALENT_SITEMAPS]);
