/**
 * /robots.txt: everyone may crawl the public pages; the signed-in areas of the route table, the API and the
 * developer pages are disallowed; the sitemap is named by its absolute address.
 */
import { routeTable, type RouteEntry } from './route-table.ts';

const staticPrefix = (path: string) => path.split('{')[0] ?? path;
const firstSegment = (path: string) => path.split('/')[1] ?? '';

export function robotsRules(routes: readonly RouteEntry[] = routeTable): { allow: string[]; disallow: string[] } {
  const publicPrefixes = routes.filter((r) => r.audience === 'public').map((r) => staticPrefix(r.path));
  const segments = [...new Set(routes.filter((r) => r.audience !== 'public').map((r) => firstSegment(r.path)))].filter(Boolean).sort();
  const allow: string[] = [];
  const disallow = ['/api/', '/dev/'];
  for (const segment of segments) {
    const shared = publicPrefixes.filter((p) => p === `/${segment}` || p.startsWith(`/${segment}/`));
    if (shared.length === 0) disallow.push(`/${segment}`);
    else if (!shared.includes(`/${segment}/`) && !shared.includes(`/${segment}`)) {
      disallow.push(`/${segment}/`);
      allow.push(...shared);
    }
  }
  return { allow, disallow };
}

export function robotsTxt(sitemapUrl: string, routes?: readonly RouteEntry[]): string {
  const { allow, disallow } = robotsRules(routes);
  return [
    'User-agent: *',
    ...allow.map((p) => `Allow: ${p}`),
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
