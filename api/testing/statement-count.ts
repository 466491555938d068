/**
 * Counting the database statements of one request, on PGlite and PostgreSQL alike: the query layer notes every
 * statement a request sends (api/db/statements.ts) and the edge logs them with the request id (edge/request-context.ts).
 * `pageServer` serves the real pages (the Astro build) over the demo data; `statementsOf` sends one request to it and
 * answers what that request ran; `expectAtMost` fails with the statements when a request runs more than its budget.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createDemoTestApp } from './demo-app.ts';
import { testEdge } from '#edge/test-edge.ts';
import { ownApi } from '#edge/own-api.ts';
import type { AstroHandler } from '#edge/context.ts';
import { ACCESS_COOKIE } from '#edge/cookies.ts';
import { createPageCache, type PageCache } from '#edge/page-cache.ts';
import { PAGE_CHANNEL } from '../db/page-changes.ts';
import { createRecordingLogger } from './recording-logger.ts';
import { noteStatements } from '../db/statements.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The Astro build's handler, building the pages first when their sources changed (as npm start does). */
async function builtPages(): Promise<AstroHandler> {
  // Built as npm start builds: vitest's NODE_ENV=test would give the pages React's development runtime.
  const { NODE_ENV: _test, ...env } = process.env;
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, env, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The pages did not build:\n${build.stdout}\n${build.stderr}`);
  const entry = pathToFileURL(path.join(root, 'dist/server/entry.mjs')).href;
  return ((await import(/* @vite-ignore */ entry)) as { handler: AstroHandler }).handler;
}

export interface PageServer {
  origin: string;
  /** The edge's page cache, with `keepPages` (listening on the demo database); null without. */
  pageCache: PageCache | null;
  /** The access cookie of a demo account (signed in through the API once per server). */
  cookieOf(email: string): Promise<string>;
  /** The demo app behind the edge. */
  demo: Awaited<ReturnType<typeof createDemoTestApp>>;
  close(): Promise<void>;
}

/**
 * The edge with the real pages and the API in one process, over a fresh copy of the demo data, on a loopback port;
 * with `keepPages`, its page cache too (signed-in viewers' pages; visitors' hits are answered in front of the edge).
 */
export async function pageServer(options: { keepPages?: boolean } = {}): Promise<PageServer> {
  const demo = await createDemoTestApp();
  const log = createRecordingLogger();
  const pageCache = options.keepPages ? createPageCache() : null;
  await pageCache?.listen((onChange, onReconnect) => demo.deps.database.listen(PAGE_CHANNEL, onChange, onReconnect));
  const edge = testEdge({ ...demo.deps, log }, ownApi(demo.app, demo.deps), { astro: await builtPages(), pageCache: pageCache ?? undefined });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: edge.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.set(origin, log);
  return {
    origin,
    pageCache,
    demo,
    cookieOf: async (email) => {
      return `${ACCESS_COOKIE}=${await demo.tokenOf(email)}`;
    },
    close: async () => {
      servers.delete(origin);
      await new Promise((resolve) => server.close(resolve));
      await pageCache?.close();
      await demo.close();
    },
  };
}

const servers = new Map<string, ReturnType<typeof createRecordingLogger>>();

export interface Counted {
  status: number;
  body: string;
  statements: string[];
  /** Answered from the page cache without rendering. */
  cached: boolean;
}

/** One request to a page server, and the statements it ran (read from the edge's log by its request id). */
export async function statementsOf(url: string, init: RequestInit = {}): Promise<Counted> {
  const log = servers.get(new URL(url).origin);
  if (!log) throw new Error(`${url} is not served by a page server.`);
  const requestId = randomUUID();
  const headers = new Headers(init.headers);
  headers.set('x-request-id', requestId);
  const res = await fetch(url, { ...init, headers, redirect: 'manual' });
  const body = await res.text();
  const logged = log.fieldsOf('http.statements').find((fields) => fields.requestId === requestId);
  const line = log.fieldsOf('http').find((fields) => fields.requestId === requestId);
  return { status: res.status, body, statements: (logged?.statements as string[] | undefined) ?? [], cached: line?.cached === true };
}

/** The statements of work done in this process (app.request, a function under test). */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  return noteStatements(async () => {
    await work();
  });
}

/** Fails, listing every statement, when a request ran more than its budget. */
export function expectAtMost(counted: { statements: string[] }, budget: number, what: string): void {
  const { statements } = counted;
  if (statements.length <= budget) return;
  const list = statements.map((statement, i) => `${i + 1}. ${statement}`).join('\n');
  throw new Error(`${what} ran ${statements.length} statements, more than its budget of ${budget}:\n${list}`);
}
