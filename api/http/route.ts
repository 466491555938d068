/** One list of route definitions drives routing, validation, authentication and the OpenAPI document. */
import type { Context } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { badRequest, type FieldErrors } from './errors.ts';
import { storableTextMessage, unstorableTextPath } from '../../src/domain/storable-text.ts';

export type Method = 'get' | 'post' | 'put' | 'delete';
export type Access = 'public' | 'user';

export interface HandlerInput<Q, B, A extends Access> {
  c: Context;
  deps: Deps;
  query: Q;
  body: B;
  user: A extends 'user' ? AccessClaims : AccessClaims | null;
  ip: string;
}

export interface RouteDef<QS extends z.ZodType, BS extends z.ZodType, A extends Access> {
  method: Method;
  path: `/api/${string}`;
  summary: string;
  access: A;
  query?: QS;
  body?: BS;
  /** A larger body than the default 1 MB (uploads sent as base64), and the message when it is exceeded (413). */
  bodyLimit?: { bytes: number; message: string };
  /** Returns a Response as is, anything else as JSON with status 200. */
  handler: (input: HandlerInput<z.output<QS>, z.output<BS>, A>) => unknown;
}

// The definitions are heterogeneous; the list keeps each one's own types at its definition site.
export type AnyRoute = RouteDef<z.ZodType, z.ZodType, Access>;

export function route<QS extends z.ZodType = z.ZodUndefined, BS extends z.ZodType = z.ZodUndefined, A extends Access = Access>(
  def: RouteDef<QS, BS, A>,
): AnyRoute {
  return def as unknown as AnyRoute;
}

/** Turns zod issues into the field map of `{ message, errors }`; the first message leads. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  const unstorable = result.success ? unstorableTextPath(result.data) : null;
  if (unstorable) throw badRequest(storableTextMessage, { [unstorable]: [storableTextMessage] });
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid input.', errors);
}

/** Query strings: names are matched case-insensitively, as the spec's callers vary their casing. */
export function queryObject(c: Context, schema: z.ZodType | undefined): Record<string, string> {
  const raw = c.req.query();
  if (!schema || !(schema instanceof z.ZodObject)) return raw;
  const known = new Map(Object.keys(schema.shape).map((k) => [k.toLowerCase(), k]));
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) out[known.get(k.toLowerCase()) ?? k] = v;
  return out;
}

export function openApiDocument(routes: AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: [r.path.split('/')[2]],
      responses: {
        '200': { description: 'Success' },
        '400': { description: 'Invalid input', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ...(r.access === 'user' ? { '401': { description: 'Not signed in' } } : {}),
      },
    };
    if (r.access === 'user') op.security = [{ bearer: [] }];
    if (r.query instanceof z.ZodObject) {
      const json = z.toJSONSchema(r.query, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      op.parameters = Object.entries(json.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: json.required?.includes(name) ?? false,
        schema,
      }));
    }
    if (r.body) {
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: z.toJSONSchema(r.body, { io: 'input', unrepresentable: 'any' }) } },
      };
    }
    (paths[r.path] ??= {})[r.method] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Training marketplace API', version: '1' },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
  };
}
