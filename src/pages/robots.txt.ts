/** /robots.txt: crawl the public pages, not the signed-in areas; the sitemap at its absolute address (PUBLIC_ORIGIN). */
import type { APIRoute } from 'astro';
import { handOn } from './_crawler-files.ts';

export const GET: APIRoute = ({ locals }) => handOn(locals, '/api/Sitemap/Robots');
