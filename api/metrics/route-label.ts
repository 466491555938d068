/**
 * The route a request is counted under: the declared path of an API route (api/routes.ts), the route-table path of
 * a page (domain/route-table.ts, `{jobId}` and the like kept as written), or one of a few fixed names. Never the
 * raw path, so ids do not make a series each.
 */
import type { AnyRoute } from '../contract/route.ts';
import { findRoute } from '#domain/route-table.ts';

export type RouteLabel = (method: string, rawUrl: string) => string;

export function routeLabels(apiRoutes: readonly AnyRoute[]): RouteLabel {
  const declared = new Set(apiRoutes.map((r) => `${r.method.toUpperCase()} ${r.path}`));
  return (method, rawUrl) => {
    const path = pathOf(rawUrl);
    if (path.startsWith('/api/')) {
      const verb = method === 'HEAD' ? 'GET' : method;
      return declared.has(`${verb} ${path}`) ? path : 'api-undeclared';
    }
    if (path === '/healthz') return path;
    const page = findRoute(path);
    if (page) return page.path;
    if (path.startsWith('/_astro/') || /\.[a-z0-9]+$/i.test(path)) return 'static';
    return 'other';
  };
}

function pathOf(rawUrl: string): string {
  const end = rawUrl.search(/[?#]/);
  return end === -1 ? rawUrl : rawUrl.slice(0, end);
}
