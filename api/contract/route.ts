/** One list of route definitions drives routing, validation, authentication and the OpenAPI document. */
import type { Context } from 'hono';
import { z } from 'zod';
import type { Caller } from '../access/caller.ts';
import type { Deps } from '../deps.ts';
import type { AccessClaims } from '#kernel/tokens.ts';
import { badRequest, type FieldErrors } from '../http/errors.ts';
import type { Access } from '../access/access.ts';
import { storableTextMessage, unstorableTextPath } from '#domain/storable-text.ts';

export type Method = 'get' | 'post' | 'put' | 'delete';

type UserOf<A> = A extends { user: AccessClaims } ? AccessClaims : AccessClaims | null;

export interface HandlerInput<Q, B, A> {
  c: Context;
  deps: Deps;
  query: Q;
  body: B;
  /** The caller as the route's access declaration resolved them. */
  actor: A;
  user: UserOf<A>;
  /** The signed-in caller as resolved for this request (session and person), or null for a visitor. */
  caller: Caller | null;
  ip: string;
}

/** An answer that is not JSON: a file to download, a stream of server-sent events, or plain text streamed in chunks. */
export type RawAnswer = 'file' | 'event-stream' | 'text-stream';

/** What a handler may return for a declared JSON answer: dates may be Date objects, as JSON writes them as strings. */
export type Wire<T> = T extends string
  ? T | Date
  : T extends readonly (infer E)[]
    ? readonly Wire<E>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** Any zod schema: the full API's or zod/mini's (the shared form schemas, which also ship to the browser). */
export type Schema = z.core.$ZodType;

export type Answer<RS> = RS extends Schema ? Wire<z.input<RS>> | Response : Response;

export interface RouteDef<QS extends Schema, BS extends Schema, A, RS extends Schema | RawAnswer> {
  method: Method;
  path: `/api/${string}`;
  summary: string;
  /** Who may call the route (api/access/): a person declaration, or a record declaration (with its `idField` or the route's `of`). */
  access: Access<A>;
  /**
   * For a record declaration: the id of the record the request names, when it is not the declaration's own field
   * (`idField`) of the body, or of the query for a route without a body.
   */
  of?: (input: { query: z.output<QS>; body: z.output<BS> }) => number | undefined;
  /** The message of a person declaration's 403, when this route has its own. */
  refusal?: string;
  /**
   * The route takes a capability token (a signed link's token or hash), always (true) or when the request carries
   * one: a client address that sent too many wrong ones this minute is refused (429) before it is looked at
   * (api/http/token-guard.ts).
   */
  /**
   * The route moves money or decides where it goes (paying or storing a card, payout details, a tax form): the
   * caller must have proven a second factor within the last 10 minutes, and set one up first (api/two-factor/step-up.ts).
   */
  secondFactor?: true;
  capability?: true | ((input: { query: z.output<QS>; body: z.output<BS> }) => boolean);
  query?: QS;
  body?: BS;
  /** A multipart/form-data body instead of JSON: the name of its file field, which the handler reads itself. */
  upload?: { field: string };
  /**
   * The answer is the same for every caller and never changes while the server runs (a fixed list such as the
   * countries): browsers may keep it briefly, and the edge asks for it once at start and answers it from memory
   * (edge/constant-answers.ts). Only for a visitor's GET without a query.
   */
  constant?: true;
  /**
   * A POST that only reads: the specification makes it a POST because its body is a query. A page whose calls all
   * only read may be kept for its viewer (edge/page-caller.ts), so a route marked so must change nothing a page shows
   * (a mark for the machinery, such as a match list's refresh request, aside).
   */
  readsOnly?: true;
  /** The successful answer, required of every route: a JSON schema for the OpenAPI document and the typed client, or a raw answer. */
  response: RS;
  /** A larger body than the default 1 MB (uploads sent as base64), and the message when it is exceeded (413). */
  bodyLimit?: { bytes: number; message: string };
  /** Returns a Response as is, anything else as JSON with status 200. */
  handler: (input: HandlerInput<z.output<QS>, z.output<BS>, A>) => Answer<RS> | Promise<Answer<RS>>;
}

// The definitions are heterogeneous; the list keeps each one's own types at its definition site.
export type AnyRoute = RouteDef<Schema, Schema, unknown, Schema | RawAnswer>;

export function route<
  RS extends Schema | RawAnswer,
  QS extends Schema = z.ZodUndefined,
  BS extends Schema = z.ZodUndefined,
  A = unknown,
>(def: RouteDef<QS, BS, A, RS>): AnyRoute {
  const of = def.of ?? declaredRecordId(def);
  if (def.access.record && !of) {
    throw new Error(`${def.path}: the ${def.access.name} declaration needs "of" (or an idField of its own), the id of the record the request names.`);
  }
  if (def.constant && (def.method !== 'get' || def.query || def.access.name !== 'visitor')) {
    throw new Error(`${def.path}: only a visitor's GET without a query can be constant.`);
  }
  if (def.readsOnly && def.method !== 'post') {
    throw new Error(`${def.path}: readsOnly marks a POST; a GET reads by its method, and a PUT or a DELETE writes.`);
  }
  return { ...def, of } as unknown as AnyRoute;
}

/** The paths of the POSTs that only read (`readsOnly`), for the edge's pages (edge/page-caller.ts). */
export function readsByPost(routes: readonly AnyRoute[]): ReadonlySet<string> {
  return new Set(routes.filter((r) => r.readsOnly).map((r) => r.path));
}

/** The id of a record declaration's own field, read from the body, or from the query of a route without a body. */
function declaredRecordId(def: { path: string; access: Access<unknown>; query?: Schema | undefined; body?: Schema | undefined }) {
  const field = def.access.idField;
  if (!field) return undefined;
  const from = def.body ? 'body' : 'query';
  const schema = def.body ?? def.query;
  if (!(schema instanceof z.core.$ZodObject) || !(field in schema._zod.def.shape)) {
    throw new Error(`${def.path}: the ${def.access.name} declaration reads ${field} from the ${from}, which does not name it.`);
  }
  return (input: { query: unknown; body: unknown }): number | undefined => {
    const id: unknown = (input[from] as Record<string, unknown>)[field];
    return typeof id === 'number' ? id : undefined;
  };
}

/** How long a browser or shared cache keeps a constant answer before asking again. */
export const CONSTANT_CACHE = 'public, max-age=600';

/** Turns zod issues into the field map of `{ message, errors }`; the first message leads, and a field says each message once. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const messages = (errors[issue.path.join('.') || '_'] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

export function parseOrThrow<S extends Schema>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  const unstorable = result.success ? unstorableTextPath(result.data) : null;
  if (unstorable) throw badRequest(storableTextMessage, { [unstorable]: [storableTextMessage] });
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid input.', errors);
}

/** Query strings: names are matched case-insensitively and without underscores (project_id is projectId), as the spec's callers vary them. */
const queryKey = (name: string) => name.toLowerCase().replaceAll('_', '');

export function queryObject(c: Context, schema: Schema | undefined): Record<string, string> {
  const raw = c.req.query();
  if (!schema || !(schema instanceof z.core.$ZodObject)) return raw;
  const known = new Map(Object.keys(schema._zod.def.shape).map((k) => [queryKey(k), k]));
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) out[known.get(queryKey(k)) ?? k] = v;
  return out;
}
