/**
 * One caller per page request. The edge verified the access token; the first API call the page makes in process
 * resolves the caller (session state and person, one read) and every later call of the page is handed the same one
 * instead of authenticating again (a GET page's may come from the session cache, session-cache.ts). A write may
 * change who the caller is (a company joined, a password changed), so after a call that is not a read the next call
 * resolves the caller anew (and the session cache forgets it). Over HTTP (API_URL) there is no resolver and the API
 * host authenticates each call itself.
 */
import type { Caller } from '#api/access/caller.ts';
import type { ApiTransport } from './context.ts';
import { callApi, type CallerContext } from './api-transport.ts';
import type { SessionCache } from './session-cache.ts';

export type PageApi = (path: string, init?: RequestInit) => Promise<Response>;

/** The one call whose answer is the caller alone (the shell's name, roles and forced-change flag). */
const SESSION_READ = '/api/User/Session';

export interface PageCalls {
  call: PageApi;
  /** The page's caller, resolved once (null without a resolver, or when the session is over). */
  caller(): Promise<Caller | null>;
  /** Whether every call so far only read the caller: then what the page shows is the caller's and the page's own. */
  onlyCallerRead(): boolean;
  /** Whether every call so far was a GET that answered 2xx: the page shows what the database held, nothing failed. */
  onlyAnsweredReads(): boolean;
}

/** `sessions`: a GET page's session cache (session-cache.ts), which may already hold the caller. */
export function pageApi(api: ApiTransport, context: CallerContext, sessions?: SessionCache): PageCalls {
  const { accessToken } = context;
  let resolving: Promise<Caller | null> | undefined;
  let otherCalls = false;
  let notRead = false;
  const caller = () => {
    const resolver = api.resolveCaller;
    if (!accessToken || !resolver) return Promise.resolve(null);
    const resolve = () => resolver(accessToken);
    return (resolving ??= sessions ? sessions.caller(accessToken, resolve) : resolve());
  };
  return {
    caller,
    onlyCallerRead: () => !otherCalls,
    onlyAnsweredReads: () => !notRead,
    call: async (path, init) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      const read = method === 'GET' || method === 'HEAD' || (method === 'POST' && !!api.readsByPost?.has(path.split('?')[0] ?? ''));
      if (path !== SESSION_READ || method !== 'GET') otherCalls = true;
      const answer = await callApi(api, context, path, init, (await caller()) ?? undefined).catch((error: unknown) => {
        notRead = true;
        throw error;
      });
      if (!read || !answer.ok) notRead = true;
      if (!read) {
        resolving = undefined;
        if (accessToken) sessions?.forgetSessionOf(accessToken);
      }
      return answer;
    },
  };
}
