/** /robots.txt: crawl the public pages, not the signed-in areas; the sitemap at its absolute address (PUBLIC_ORIGIN). */
import type { APIRoute } from 'astro';
import { handOn } from '../page-data/crawler-files.ts';
import { pathOf } from '../lib/api/operation.ts';
import { Sitemap_Robots } from '../lib/api/operations.gen.ts';

export const GET: APIRoute = ({ locals }) => handOn(locals, pathOf(Sitemap_Robots), []);
