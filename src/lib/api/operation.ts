/**
 * The typed way to call the API. Each operation of src/lib/api/operations.gen.ts (generated from the route
 * declarations by `npm run api:client`) carries its query, body and answer types, so a call names the operation
 * instead of a path string and reads a typed answer instead of casting JSON.
 */
export type Method = 'get' | 'post' | 'put' | 'delete';

export interface ApiError {
  message: string;
  errors?: Record<string, string[]>;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

/** An operation that answers JSON of type R. */
export interface Operation<Q, B, R> {
  readonly method: Method;
  readonly path: `/api/${string}`;
  readonly answers?: 'json';
  /** Never set: carries the operation's types. */
  readonly types?: (query: Q, body: B) => R;
}

/** An operation that answers a file or an event stream: pages link to it (`pathOf`) rather than call it. */
export interface RawOperation<Q> {
  readonly method: Method;
  readonly path: `/api/${string}`;
  readonly answers?: 'raw';
  readonly types?: (query: Q) => void;
}

export const operation = (method: Method, path: `/api/${string}`) => ({ method, path });

type QueryValue = string | number | boolean | null | undefined;
type QueryOf<O> = O extends { types?: (query: infer Q, ...rest: never[]) => unknown } ? Q : never;

export type CallInput<Q, B> = (undefined extends Q ? { query?: Q } : { query: Q }) & (undefined extends B ? { body?: B } : { body: B });
type CallArgs<Q, B> = undefined extends Q ? (undefined extends B ? [input?: CallInput<Q, B>] : [input: CallInput<Q, B>]) : [input: CallInput<Q, B>];

/** The body type of an operation. */
export type BodyOf<O> = O extends Operation<never, infer B, unknown> ? B : never;

/** The answer type of an operation, for props and state that hold it. */
export type AnswerOf<O> = O extends Operation<never, never, infer R> ? R : never;

/** The operation's path with its query string: for links, downloads and event streams. */
export function pathOf<O extends { path: string }>(op: O, ...[query]: undefined extends QueryOf<O> ? [query?: QueryOf<O>] : [query: QueryOf<O>]): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${op.path}?${search}` : op.path;
}

const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** Reads an answer as the API writes it: the JSON on success, `{ message, errors }` on failure. */
export async function readAnswer<T>(res: Response): Promise<ApiResult<T>> {
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: body as T };
  const error = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? (body as ApiError) : { message: GENERIC_ERROR };
  return { ok: false, status: res.status, error };
}

export type Send = (path: string, init: RequestInit) => Promise<Response>;

export type Call = <Q, B, R>(op: Operation<Q, B, R>, ...args: CallArgs<Q, B>) => Promise<ApiResult<R>>;

/** A call function over a way of sending: the browser's refreshing client, or a page's in-process API. */
export function callWith(send: Send): Call {
  return async (op, ...[input]) => {
    const body = input?.body;
    const init: RequestInit = { method: op.method.toUpperCase() };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined || op.method !== 'get') {
      init.body = JSON.stringify(body ?? {});
      init.headers = { 'content-type': 'application/json' };
    }
    const path = pathOf(op as RawOperation<unknown>, input?.query as never);
    try {
      return await readAnswer(await send(path, init));
    } catch {
      return { ok: false, status: 0, error: { message: GENERIC_ERROR } };
    }
  };
}
