/**
 * /sitemap.xml, /sitemap-*.xml and /robots.txt hand on the API's answer with a short public cache; the edge keeps a
 * visitor's copy until a job or talent of the `topics` changes.
 */
export const CRAWLER_CACHE = 'public, max-age=3600';

export async function handOn(locals: App.Locals, path: string, topics: string[]): Promise<Response> {
  locals.cacheForVisitors(topics);
  const res = await locals.api(path);
  if (!res.ok) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(res.body, {
    headers: { 'content-type': res.headers.get('content-type') ?? 'application/xml; charset=utf-8', 'cache-control': CRAWLER_CACHE },
  });
}
