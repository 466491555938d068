/**
 * The API host of this process as its pages call it: its app, its own authentication to resolve a page's caller once
 * (edge/page-caller.ts), and its declared POSTs that only read.
 */
import type { ApiBindings } from '#api/app.ts';
import type { Deps } from '#api/deps.ts';
import { authenticate } from '#api/access/authenticate.ts';
import { readsByPost } from '#api/contract/route.ts';
import { routes } from '#api/routes.ts';
import { inProcessApi } from './api-transport.ts';
import type { ApiTransport } from './context.ts';

export function ownApi(app: { fetch(request: Request, env?: ApiBindings): Response | Promise<Response> }, deps: Deps): ApiTransport {
  return inProcessApi(app, (token) => authenticate(deps, `Bearer ${token}`), readsByPost(routes));
}
