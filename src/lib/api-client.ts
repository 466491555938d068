/**
 * The browser's one way to call the API. Requests go to /api with the session cookies. A 401
 * starts one refresh (POST /api/User/RefreshToken with an empty body; the edge fills it from the cookies)
 * while other requests wait in a queue and are replayed afterwards. After 3 consecutive refresh cycles, a 400
 * or 401 from refresh, or a refresh that takes longer than 10 s, the user is sent to /logout.
 */
import { session } from '#domain/constants.ts';
import { goToLogout } from './go-to-logout.ts';
import { callWith, readAnswer, type ApiResult, type Call } from './api/operation.ts';

export type { ApiError, ApiResult } from './api/operation.ts';

export interface ApiClientOptions {
  /** Where /api lives; the page's own origin in the browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called when the session cannot be renewed. */
  onSessionEnded?: () => void;
  refreshTimeoutMs?: number;
  maxRefreshCycles?: number;
}

export interface ApiClient {
  /** The raw answer, after at most one refresh and replay; `transport` sends instead of fetch (uploads with progress). */
  request(path: string, init?: RequestInit, transport?: Transport): Promise<Response>;
  /** Calls one operation of src/lib/api/operations.gen.ts and reads its typed answer. */
  call: Call;
  /** Renews the session now (claims that changed on the server, such as a new company): the edge fills in the tokens. */
  renew(): Promise<ApiResult<unknown>>;
}

const REFRESH_PATH = '/api/User/RefreshToken';
/** Calls whose 401 means "wrong credentials" or "no session", not "refresh and retry". */
const NO_RETRY = new Set(['/api/User/login', REFRESH_PATH, '/api/User/Logout']);

/** Sends one request; fetch by default. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

type RefreshOutcome = 'renewed' | 'ended' | 'failed';

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const whenEnded = options.onSessionEnded ?? goToLogout;
  let ended = false;
  const onSessionEnded = () => {
    if (ended) return;
    ended = true;
    whenEnded();
  };
  const timeoutMs = options.refreshTimeoutMs ?? session.refreshTimeoutMs;
  const maxCycles = options.maxRefreshCycles ?? session.refreshRetryLimit;
  let cycles = 0;
  /** Counts renewals, so a 401 to a request sent before the latest renewal is replayed without another refresh. */
  let generation = 0;
  let pending: Promise<RefreshOutcome> | null = null;

  const send = (path: string, init: RequestInit, transport: Transport = doFetch) => {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return transport(`${baseUrl}${path}`, { ...init, headers, credentials: 'same-origin' });
  };

  async function refresh(): Promise<RefreshOutcome> {
    if (cycles >= maxCycles) return 'ended';
    cycles += 1;
    try {
      const res = await send(REFRESH_PATH, { method: 'POST', body: '{}', signal: AbortSignal.timeout(timeoutMs) });
      await res.body?.cancel();
      if (res.ok) return 'renewed';
      return res.status === 400 || res.status === 401 ? 'ended' : 'failed';
    } catch (error) {
      return error instanceof DOMException && error.name === 'TimeoutError' ? 'ended' : 'failed';
    }
  }

  /** One refresh at a time: callers that arrive while it runs wait for the same outcome. */
  function refreshOnce(): Promise<RefreshOutcome> {
    pending ??= refresh().then((outcome) => {
      pending = null;
      if (outcome === 'renewed') generation += 1;
      if (outcome === 'ended') onSessionEnded();
      return outcome;
    });
    return pending;
  }

  async function request(path: string, init: RequestInit = {}, transport?: Transport): Promise<Response> {
    if (pending && !NO_RETRY.has(path)) await pending;
    const sentAt = generation;
    const first = await send(path, init, transport);
    if (first.status !== 401 || NO_RETRY.has(path)) {
      if (first.status !== 401) cycles = 0;
      return first;
    }
    if (generation === sentAt && (await refreshOnce()) !== 'renewed') return first;
    const replay = await send(path, init, transport);
    if (replay.status !== 401) cycles = 0;
    else if (cycles >= maxCycles) onSessionEnded();
    return replay;
  }

  return {
    request,
    call: callWith((path, init) => request(path, init)),
    renew: async () => readAnswer(await request(REFRESH_PATH, { method: 'POST', body: '{}' })),
  };
}

/** The page's client; islands import this one. */
export const api = createApiClient();
