/**
 * Malformed input to every endpoint, as a visitor, a talent and a company administrator: wrong types, missing fields,
 * NUL and lone surrogates, huge strings, deep nesting, invalid UTF-8 and bodies that are not JSON. Nothing may answer
 * 5xx. A new endpoint joins the fuzz test by being declared.
 *
 * The endpoints are shared out over the test files `api/contract/fuzz-<part>.test.ts`, by the number of requests each
 * gets, so that the parts take about as long and vitest runs them side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDemoTestApp } from './demo-app.ts';
import { routes } from '../routes.ts';
import type { AnyRoute } from '../contract/route.ts';
import { queryString, sampleFromZod } from './sample-input.ts';

const callers = [null, 'talent.good@demo.example', 'client.admin@demo.example'] as const;

/** Values that no field should choke on. */
const hostile: unknown[] = [
  null,
  '',
  'not a number',
  '-1',
  '1e400',
  '0x10',
  'a\u0000b',
  '\ud800',
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER,
  true,
  [],
  {},
  [1, 2, 3],
  { nested: { deeper: [null] } },
];

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

function fieldsOf(schema: z.core.$ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {});
}

/** One malformed request: its query string, raw body and content type. */
interface FuzzCase {
  query: string;
  body: BodyInit | undefined;
  type: string;
}

/** The malformed requests for one route. */
function casesOf(r: AnyRoute): FuzzCase[] {
  const sampleQuery = r.query ? (sampleFromZod(r.query, {}) as Record<string, unknown>) : {};
  const sampleBody = r.body ? sampleFromZod(r.body, {}) : undefined;
  const json = (value: unknown) => JSON.stringify(value);
  const cases: FuzzCase[] = [];
  const withBody = (body: BodyInit | undefined, type = 'application/json') => ({ query: queryString(sampleQuery), body, type });
  for (const field of fieldsOf(r.query)) {
    for (const value of hostile) {
      if (typeof value === 'object' && value !== null) continue;
      cases.push({ query: queryString({ ...sampleQuery, [field]: value }), body: sampleBody === undefined ? undefined : json(sampleBody), type: 'application/json' });
    }
    const { [field]: _missing, ...rest } = sampleQuery;
    cases.push({ query: queryString(rest), body: sampleBody === undefined ? undefined : json(sampleBody), type: 'application/json' });
  }
  cases.push({ query: `${queryString(sampleQuery) || '?'}&unknown=1&unknown=2`, body: sampleBody === undefined ? undefined : json(sampleBody), type: 'application/json' });
  if (r.body) {
    const base = (sampleBody && typeof sampleBody === 'object' ? sampleBody : {}) as Record<string, unknown>;
    for (const field of fieldsOf(r.body)) {
      for (const value of hostile) cases.push(withBody(json({ ...base, [field]: value })));
      const { [field]: _missing, ...rest } = base;
      cases.push(withBody(json(rest)));
    }
    for (const value of hostile) cases.push(withBody(json(value)));
    cases.push(withBody('{"unterminated": '));
    cases.push(withBody(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])));
    cases.push(withBody(deep(10_000)));
    cases.push(withBody(json(base), 'text/plain'));
    cases.push(withBody(json(base), 'application/json; charset=latin1'));
    cases.push(withBody(undefined));
  }
  return cases;
}

/**
 * A route that needs a sign-in refuses a visitor before it reads the query or the body (api/app.ts), so the
 * visitor's answer cannot depend on them: the first, the last (no body) and the heaviest of its requests show it.
 */
function refusedUnread(cases: FuzzCase[]): FuzzCase[] {
  const size = (c: FuzzCase) => c.query.length + (typeof c.body === 'string' ? c.body.length : (c.body as Uint8Array | undefined)?.length ?? 0);
  const heaviest = cases.reduce((a, b) => (size(b) > size(a) ? b : a));
  return [...new Set([cases[0], heaviest, cases.at(-1)])].filter((c) => c !== undefined);
}

/** The body of an answer; an event stream that opened (a well-formed request) stays open, so it is cancelled unread. */
async function bodyText(res: Response): Promise<string> {
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return '';
  }
  return res.text();
}

/** How many files the endpoints are shared out over: one `fuzz-<part>.test.ts` each. */
export const FUZZ_PARTS = 4;

/** The endpoints of one part: each endpoint, most requests first, goes to the part with the fewest requests so far. */
export function routesOfPart(part: number): AnyRoute[] {
  const loads = Array.from({ length: FUZZ_PARTS }, () => 0);
  const mine: AnyRoute[] = [];
  const sized = routes.map((r) => ({ r, requests: casesOf(r).length })).sort((a, b) => b.requests - a.requests);
  for (const { r, requests } of sized) {
    const lightest = loads.indexOf(Math.min(...loads));
    loads[lightest] = (loads[lightest] ?? 0) + requests;
    if (lightest === part - 1) mine.push(r);
  }
  return mine;
}

/** The fuzz test of one part (1 to FUZZ_PARTS) of the endpoints. */
export function fuzzPart(part: number) {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let total = 0;
  const mine = routesOfPart(part);

  beforeAll(async () => {
    t = await createDemoTestApp();
  }, 120_000);

  afterAll(async () => {
    console.log(`fuzz part ${part}: ${total} malformed requests to ${mine.length} endpoints, none answered 5xx`);
    await t?.close();
  });

  describe('fuzz: malformed input never answers 5xx', () => {
    for (const r of mine) {
      it(`${r.method.toUpperCase()} ${r.path}`, async () => {
        for (const caller of callers) {
          let ended = false;
          const authorization = caller ? `Bearer ${await t.tokenOf(caller)}` : undefined;
          const unread = caller === null && r.access.signedIn;
          for (const c of unread ? refusedUnread(casesOf(r)) : casesOf(r)) {
            const headers: Record<string, string> = { 'content-type': c.type };
            if (authorization) headers.authorization = authorization;
            const res = await t.app.request(`${r.path}${c.query}`, { method: r.method.toUpperCase(), headers, ...(c.body === undefined ? {} : { body: c.body }) });
            const text = await bodyText(res);
            const what = `${caller ?? 'visitor'} ${r.path}${c.query.slice(0, 200)} body ${String(c.body).slice(0, 200)}: ${text.slice(0, 300)}`;
            expect(res.status, what).toBeLessThan(500);
            if (unread) expect(res.status, what).toBe(401);
            total += 1;
            ended ||= caller !== null && res.status === 401;
          }
          // A request that ended the session (a sign-out) leaves the caller signed out; the next endpoint signs in again.
          if (caller && ended) t.forgetToken(caller);
        }
      });
    }
  });
}
