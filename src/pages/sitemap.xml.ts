/** /sitemap.xml: the sitemap index (job posts and public talent profiles). */
import type { APIRoute } from 'astro';
import { handOn } from './_crawler-files.ts';

export const GET: APIRoute = ({ locals }) => handOn(locals, '/api/Sitemap/Index');
