import { createHash } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoTestApp } from '#api/testing/demo-app.ts';
import { secondInstance } from '#api/live/test-sse.ts';
import { contacts, instructors, projects, reviews } from '#api/db/schema/index.ts';
import { jobHash } from '#api/project/job-hash.ts';
import { PAGE_CHANNEL } from '#api/db/page-changes.ts';
import type { Deps } from '#api/deps.ts';
import { createApp } from '#api/app.ts';
import { ALL_JOB_POSTS, jobTopic, talentTopic } from '#domain/page-topics.ts';
import { testEdge } from './test-edge.ts';
import { inProcessApi } from './api-transport.ts';
import type { AstroHandler } from './context.ts';
import { ACCESS_COOKIE } from './cookies.ts';
import { createPageCache } from './page-cache.ts';
import { serveFirst } from './serve-first.ts';
import { requestQueue } from './request-queue.ts';
import { VISITOR_PAGE_CACHE } from './visitor-page.ts';

/** The page's one inline script, and its policy as Astro writes it: the hashes of every inline script of the build. */
const pageScript = 'document.documentElement.dataset.ready = "1";';
const sha256Of = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const renderedPolicy = `default-src 'self'; script-src 'self' ${sha256Of(pageScript)} ${sha256Of('another page\'s script')}`;

/**
 * Stands in for the Astro build with pages as the real ones declare themselves: a job post and a talent page read
 * through the API and kept for visitors under their topics, /login keyed by its query, /with-cookie setting a
 * cookie, /personal never declared. Each render is counted, so a page served without one came from the cache.
 */
function pages(renders: string[]): AstroHandler {
  return async (req, res, next, locals) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    renders.push(url.pathname + url.search);
    const who = locals.session ? `signed in as user ${locals.session.userId}` : 'a visitor';
    let title: string;
    const job = /^\/job\/(\d+)$/.exec(url.pathname);
    const talent = /^\/talent\/(\d+)$/.exec(url.pathname);
    if (job) {
      const id = Number(job[1]);
      locals.cacheForVisitors([jobTopic(id), ALL_JOB_POSTS]);
      const answer = await locals.api(`/api/Project/ViewJobDetails?projectId=${id}&hash=${url.searchParams.get('hash') ?? ''}`);
      title = answer.ok ? ((await answer.json()) as { job: { title: string } }).job.title : 'Job Not Found';
    } else if (talent) {
      locals.cacheForVisitors([talentTopic(Number(talent[1]))]);
      const answer = await locals.api(`/api/TrainerProfile/GetPublicProfile?instrId=${talent[1]}`);
      title = answer.ok ? (((await answer.json()) as { view: { headline: string | null } }).view.headline ?? '') : 'Talent Not Found';
    } else if (url.pathname === '/login') {
      locals.cacheForVisitors([]);
      title = `Log in, then ${url.searchParams.get('nextPage') ?? 'home'}`;
    } else if (url.pathname === '/with-cookie') {
      locals.cacheForVisitors([]);
      res.setHeader('set-cookie', 'seen=1; Path=/');
      title = 'A page that sets a cookie';
    } else if (url.pathname === '/personal') {
      title = 'Never kept';
    } else {
      return next();
    }
    const html = `<!doctype html><html><head><title>${title}</title><script>${pageScript}</script></head><body><h1>${title}</h1><p>${who}</p>${'<p>Training work.</p>'.repeat(100)}</body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': renderedPolicy });
    res.write(html.slice(0, 200));
    res.end(html.slice(200));
    return undefined;
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: body.toString() });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** An edge with its own page cache listening on `deps.database`, over real HTTP. */
async function startInstance(deps: Deps, now: () => Date) {
  const renders: string[] = [];
  const pageCache = createPageCache();
  await pageCache.listen((onChange, onReconnect) => deps.database.listen(PAGE_CHANNEL, onChange, onReconnect));
  const edge = testEdge(deps, inProcessApi(createApp(deps)), { now, astro: pages(renders), pageCache });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: edge.fetch, port: 0, hostname: '127.0.0.1', createServer: serveFirst([(incoming, outgoing) => pageCache.answer(incoming, outgoing, deps.log)], requestQueue(8)) }, () => resolve(s));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    renders,
    pageCache,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pageCache.close();
    },
  };
}

/** Asks for a page as a visitor and waits until the instance keeps it (the variants are compressed after the answer). */
async function visitAndKeep(instance: Awaited<ReturnType<typeof startInstance>>, path: string): Promise<Answer> {
  const answer = await get(`${instance.origin}${path}`);
  await vi.waitFor(() => expect(keeps(instance, path)).toBe(true));
  return answer;
}

const keeps = (instance: Awaited<ReturnType<typeof startInstance>>, path: string) => instance.pageCache.keys().includes(`${new URL(instance.origin).host}${path}`);

const titleOf = (answer: Answer) => /<h1>([^<]*)<\/h1>/.exec(answer.text)?.[1];

describe('the rendered-page cache, over real HTTP against the edge and the API', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let one: Awaited<ReturnType<typeof startInstance>>;
  let jobId: number;
  let jobPath: string;

  beforeAll(async () => {
    t = await createDemoTestApp();
    one = await startInstance(t.deps, t.clock.now);
    const [job] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Power BI Dashboards for Finance Analysts'));
    if (!job) throw new Error('The demo data lacks the Power BI job.');
    jobId = job.id;
    jobPath = `/job/${jobId}?hash=${jobHash(t.deps, jobId)}`;
  }, 120_000);
  afterAll(async () => {
    await one.close();
    await t.close();
  });

  const rendersOf = (path: string, instance = one) => instance.renders.filter((r) => r === path).length;

  it('serves a visitor the kept page without rendering it again, with the security headers and a compressed variant', async () => {
    const first = await get(`${one.origin}${jobPath}`, { 'x-request-id': 'first-request-1' });
    expect(first.status).toBe(200);
    expect(titleOf(first)).toBe('Power BI Dashboards for Finance Analysts');
    expect(first.headers['cache-control']).toBe(VISITOR_PAGE_CACHE);
    await vi.waitFor(() => expect(keeps(one, jobPath)).toBe(true));

    const second = await get(`${one.origin}${jobPath}`, { 'accept-encoding': 'br, gzip', 'x-request-id': 'second-request-2' });
    expect(rendersOf(jobPath)).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['x-request-id']).toBe('second-request-2');
    // The kept page's policy names only the inline script it holds.
    expect(first.headers['content-security-policy']).toBe(renderedPolicy);
    expect(second.headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' ${sha256Of(pageScript)}`);
    expect(second.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(second.headers['set-cookie']).toBeUndefined();

    const gzipped = await get(`${one.origin}${jobPath}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(first.text);
    const etag = String(second.headers.etag);
    expect((await get(`${one.origin}${jobPath}`, { 'if-none-match': etag })).status).toBe(304);
    const head = await get(`${one.origin}${jobPath}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(rendersOf(jobPath)).toBe(1);
  });

  it('shows an edited job within a second', async () => {
    expect(keeps(one, jobPath)).toBe(true);
    const started = performance.now();
    await t.deps.db.update(projects).set({ title: 'Power BI Dashboards, edited' }).where(eq(projects.id, jobId));
    await vi.waitFor(() => expect(keeps(one, jobPath)).toBe(false), { timeout: 1000, interval: 10 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(titleOf(await get(`${one.origin}${jobPath}`))).toBe('Power BI Dashboards, edited');
    await t.deps.db.update(projects).set({ title: 'Power BI Dashboards for Finance Analysts' }).where(eq(projects.id, jobId));
  });

  it('shows a changed talent profile within a second', async () => {
    const [talent] = await t.deps.db.select({ id: instructors.id, headline: instructors.headline }).from(instructors).where(eq(instructors.visibility, 'public')).limit(1);
    if (!talent) throw new Error('The demo data has no public talent.');
    const path = `/talent/${talent.id}`;
    await visitAndKeep(one, path);
    await t.deps.db.update(instructors).set({ headline: 'Facilitator of change' }).where(eq(instructors.id, talent.id));
    await vi.waitFor(() => expect(keeps(one, path)).toBe(false), { timeout: 1000, interval: 10 });
    expect(titleOf(await get(`${one.origin}${path}`))).toBe('Facilitator of change');
    await t.deps.db.update(instructors).set({ headline: talent.headline }).where(eq(instructors.id, talent.id));
  });

  it('drops a talent page when the name of a client who reviewed the talent changes', async () => {
    const [review] = await t.deps.db.select({ instrId: reviews.instrId, contactId: reviews.contactId }).from(reviews).limit(1);
    if (!review) throw new Error('The demo data has no review.');
    const [reviewer] = await t.deps.db.select({ lastName: contacts.lastName }).from(contacts).where(eq(contacts.id, review.contactId));
    const path = `/talent/${review.instrId}`;
    await visitAndKeep(one, path);
    await t.deps.db.update(contacts).set({ lastName: 'Renamed' }).where(eq(contacts.id, review.contactId));
    await vi.waitFor(() => expect(keeps(one, path)).toBe(false), { timeout: 1000, interval: 10 });
    await t.deps.db.update(contacts).set({ lastName: reviewer?.lastName ?? 'Turner' }).where(eq(contacts.id, review.contactId));
  });

  it('never gives a signed-in user the visitor page, and never keeps theirs for visitors', async () => {
    const path = `${jobPath}&from=signed-in`;
    await visitAndKeep(one, path);
    const before = rendersOf(path);
    const cookie = `${ACCESS_COOKIE}=${await t.tokenOf('talent.best@demo.example')}`;
    const member = await get(`${one.origin}${path}`, { cookie, 'accept-encoding': 'br' });
    expect(member.text).toContain('signed in as');
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(rendersOf(path)).toBe(before + 1);
    const visitor = await get(`${one.origin}${path}`);
    expect(visitor.text).toContain('a visitor');
    expect(visitor.text).not.toContain('signed in as');
    // A session cookie that no longer verifies still goes past the cache.
    await get(`${one.origin}${path}`, { cookie: `${ACCESS_COOKIE}=expired` });
    expect(rendersOf(path)).toBe(before + 2);
  });

  it('answers every visitor asking at once for a page not kept yet as the visitor page, though it keeps it once', async () => {
    const path = '/login?nextPage=%2Fall-at-once';
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(`${one.origin}${path}`)));
    expect(answers.map((a) => a.headers['cache-control'])).toEqual(Array.from({ length: 10 }, () => 'public, no-cache'));
    expect(new Set(answers.map(titleOf))).toEqual(new Set(['Log in, then /all-at-once']));
  });

  it('keys pages by their query, and keeps neither pages that set a cookie nor pages that did not ask', async () => {
    const a = await visitAndKeep(one, '/login?nextPage=/jobs');
    await get(`${one.origin}/login?nextPage=/jobs`);
    expect(rendersOf('/login?nextPage=/jobs')).toBe(1);
    const b = await get(`${one.origin}/login?nextPage=/profile`);
    expect(titleOf(a)).toBe('Log in, then /jobs');
    expect(titleOf(b)).toBe('Log in, then /profile');
    for (const path of ['/with-cookie', '/personal']) {
      await get(`${one.origin}${path}`);
      const again = await get(`${one.origin}${path}`);
      expect(rendersOf(path)).toBe(2);
      expect(again.headers['cache-control']).toBe('private, no-store');
    }
    const posted = await get(`${one.origin}/login?nextPage=/jobs`, { origin: one.origin }, 'POST');
    expect(posted.headers.etag).toBeUndefined();
  });

  // On PostgreSQL (DATABASE_URL) the second instance has its own pool and LISTEN, so the NOTIFY travels through the server.
  it('drops the page on another instance within a second of a change made through the first', async () => {
    const other = await secondInstance(t.deps);
    const two = await startInstance(other.deps, t.clock.now);
    try {
      await visitAndKeep(two, jobPath);
      const started = performance.now();
      await t.deps.db.update(projects).set({ status: 'closed' }).where(eq(projects.id, jobId));
      await vi.waitFor(() => expect(keeps(two, jobPath)).toBe(false), { timeout: 1000, interval: 10 });
      expect(performance.now() - started).toBeLessThan(1000);
      await get(`${two.origin}${jobPath}`);
      expect(rendersOf(jobPath, two)).toBe(2);
    } finally {
      await t.deps.db.update(projects).set({ status: 'open' }).where(eq(projects.id, jobId));
      await two.close();
      await other.close();
    }
  });
});
