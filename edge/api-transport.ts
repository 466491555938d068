/** How the edge reaches the API host: in-process through the app's fetch, or over HTTP when API_URL is set. */
import type { ApiTransport } from './context.ts';
import type { ApiBindings } from '#api/app.ts';
import type { Caller } from '#api/access/caller.ts';

/** The origin of requests the edge makes itself; the API host routes by path only. */
export const INTERNAL_ORIGIN = 'http://api.internal';

/** A request init whose body may be a stream (Node's fetch needs `duplex: 'half'` for that). */
export type StreamingInit = RequestInit & { duplex: 'half' };

/**
 * The API app in this process. With `resolveCaller` (the API's own authentication), a page resolves its caller once
 * and hands it to each of its calls, which then skip authenticating again (edge/page-caller.ts); `readsByPost` names
 * the POSTs among those calls that only read.
 */
export function inProcessApi(
  app: { fetch(request: Request, env?: ApiBindings): Response | Promise<Response> },
  resolveCaller?: (accessToken: string) => Promise<Caller | null>,
  readsByPost?: ReadonlySet<string>,
): ApiTransport {
  return { fetch: async (request, caller) => app.fetch(request, caller ? { caller } : undefined), resolveCaller, readsByPost };
}

export function httpApi(apiUrl: string): ApiTransport {
  const base = new URL(apiUrl);
  return {
    fetch: async (request) => {
      const url = new URL(request.url);
      url.protocol = base.protocol;
      url.host = base.host;
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const init: StreamingInit = {
        method: request.method,
        headers: request.headers,
        body: hasBody ? request.body : null,
        duplex: 'half',
        redirect: 'manual',
        signal: request.signal,
      };
      const response = await fetch(url, init);
      // fetch() answers with immutable headers; the edge adds its own, so hand on a copy.
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) });
    },
  };
}

export interface CallerContext {
  requestId: string;
  clientIp: string;
  accessToken?: string | undefined;
  pageUrl?: string | undefined;
  /** The browser's user agent: a call a page makes on the user's behalf carries it (signatures record it). */
  userAgent?: string | undefined;
}

/** The headers the API expects from the edge: bearer token, page URL, client address, request id. */
export function callerHeaders(caller: CallerContext, headers = new Headers()): Headers {
  headers.set('x-request-id', caller.requestId);
  headers.set('x-client-ip', caller.clientIp);
  if (caller.accessToken) headers.set('authorization', `Bearer ${caller.accessToken}`);
  if (caller.pageUrl) headers.set('x-page-url', caller.pageUrl);
  if (caller.userAgent && !headers.has('user-agent')) headers.set('user-agent', caller.userAgent);
  return headers;
}

/** A call the edge or a page makes on the user's behalf (with the caller resolved for the page, in process). */
export function callApi(api: ApiTransport, caller: CallerContext, path: string, init: RequestInit = {}, resolved?: Caller): Promise<Response> {
  if (!path.startsWith('/api/')) throw new Error(`API paths start with /api/: ${path}`);
  const headers = callerHeaders(caller, new Headers(init.headers));
  if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return api.fetch(new Request(`${INTERNAL_ORIGIN}${path}`, { ...init, headers }), resolved);
}
