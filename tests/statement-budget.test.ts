/**
 * What a signed-in request costs in database statements, on the demo data: the real pages (the Astro build) behind
 * the edge, the API in process. A change that adds statements to one of these fails here with the list of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import path from 'node:path';
import { expectAtMost, pageServer, statementsOf, type PageServer } from '#api/testing/statement-count.ts';
import { contacts, projects, proposals, users } from '#api/db/schema/index.ts';
import { embeddedRunOnly, root, serverEnv, startServerProcess } from './node-processes.ts';

const talent = 'talent.good@demo.example';
const client = 'client.admin@demo.example';

let server: PageServer;

beforeAll(async () => {
  server = await pageServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/**
 * A page measured warm: a session notes its last use at most once a minute (api/auth/sessions.ts touchFamily), and
 * the request just before takes that write when it is due, so the count is the same on every run.
 */
async function page(path: string, as: string) {
  const init = { headers: { cookie: await server.cookieOf(as) } };
  await statementsOf(`${server.origin}${path}`, init);
  const counted = await statementsOf(`${server.origin}${path}`, init);
  expect(counted.status, counted.body.slice(0, 300)).toBe(200);
  return counted;
}

/** The client's open job with the most proposals in Submission. */
async function busiestJob(): Promise<number> {
  const { db } = server.demo.deps;
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(contacts, eq(contacts.companyId, projects.companyId))
    .innerJoin(users, eq(users.id, contacts.userId))
    .innerJoin(proposals, eq(proposals.projectId, projects.id))
    .where(and(eq(users.email, client), eq(projects.status, 'open')))
    .groupBy(projects.id)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  if (!row) throw new Error('The demo client has no open job with proposals.');
  return row.id;
}

describe('statements per signed-in request', () => {
  it('a static page costs its caller at most: the top bar’s badges come with the live channel', async () => {
    expectAtMost(await page('/termsAndConditions', talent), 1, 'A signed-in static page');
  });

  it('the talent dashboard', async () => {
    expectAtMost(await page('/user/dashboard', talent), 12, 'The talent dashboard');
  });

  it('the client dashboard', async () => {
    expectAtMost(await page('/client-dashboard', client), 12, 'The client dashboard');
  });

  it('a one-row API call', async () => {
    const init = { headers: { cookie: await server.cookieOf(talent) } };
    await statementsOf(`${server.origin}/api/TrainerProfile/GetProgress`, init);
    const counted = await statementsOf(`${server.origin}/api/TrainerProfile/GetProgress`, init);
    expect(counted.status).toBe(200);
    // The caller, then the progress with the guide's photo and agreement beside it.
    expectAtMost(counted, 2, 'GET /api/TrainerProfile/GetProgress');
  });

  it('the job center and a job’s proposals', async () => {
    expectAtMost(await page('/jobcenter/6', talent), 12, 'The job center');
    // 21: the tab's ranking by match score is one statement; the suggested talent are read from the job's kept list in
    // one, scored in one and named in another. While the job has no list yet (the worker builds it after the first
    // visit asks for it), the read asks again (one statement) and scores the candidates live instead: the same count.
    expectAtMost(await page(`/client-job/job-entity/1/${await busiestJob()}`, client), 21, 'A job’s proposal tab');
  });
});

// Runs after this file's page server has built the pages; a server process of its own needs the embedded database.
describe.skipIf(embeddedRunOnly)('the server process', () => {
  it('renders the pages with React’s production build when NODE_ENV is unset, as npm start runs it', async () => {
    const { env, url } = await serverEnv();
    const probe = path.join(root, 'tests', 'fixtures', 'react-build-probe.mjs');
    const started = await startServerProcess({ ...env, NODE_ENV: '', NODE_OPTIONS: `--import ${probe}` }, url);
    const lines: string[] = [];
    started.onLine((line) => lines.push(line));
    expect((await fetch(`${url}/sign-up`)).status).toBe(200);
    await started.stop();
    const ran = lines.find((line) => line.startsWith('react files: '))?.split(' ').slice(2) ?? [];
    expect(ran).toContain('react-dom-server.node.production.js');
    expect(ran).toContain('react-jsx-runtime.production.js');
    expect(ran.filter((file) => file.includes('development'))).toEqual([]);
  }, 120_000);
});
