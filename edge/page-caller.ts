/**
 * One caller per page request. The edge verified the access token; the first API call the page makes in process
 * resolves the caller (session state and person, one read) and every later call of the page is handed the same one
 * instead of authenticating again. A write may change who the caller is (a company joined, a password changed), so
 * after a call that is not a GET the next call resolves the caller anew. Over HTTP (API_URL) there is no resolver and
 * the API host authenticates each call itself.
 */
import type { Caller } from '#api/access/caller.ts';
import type { ApiTransport } from './context.ts';
import { callApi, type CallerContext } from './api-transport.ts';

export type PageApi = (path: string, init?: RequestInit) => Promise<Response>;

export function pageApi(api: ApiTransport, context: CallerContext): PageApi {
  const { accessToken } = context;
  let resolving: Promise<Caller | null> | undefined;
  return async (path, init) => {
    const resolver = api.resolveCaller;
    const caller = accessToken && resolver ? await (resolving ??= resolver(accessToken)) : null;
    const answer = await callApi(api, context, path, init, caller ?? undefined);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') resolving = undefined;
    return answer;
  };
}
