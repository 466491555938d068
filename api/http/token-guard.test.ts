import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { routes } from '../routes.ts';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { secondInstance } from '../live/test-sse.ts';
import { queryString, sampleFromZod } from '../testing/sample-input.ts';
import { projects } from '../db/schema/index.ts';
import { jobHash } from '../project/job-hash.ts';
import { enterFreshWindow } from '../testing/test-client.ts';
import { wrongTokensPerIp } from './token-guard.ts';
import type { AnyRoute } from '../contract/route.ts';

const MAX = wrongTokensPerIp.max;

/** Query fields the generated sample cannot write well formed (a pattern), or leaves out (an optional hash). */
const wrongQueries: Record<string, Record<string, string>> = {
  '/api/JobAlert/Unsubscribe': { alerts: '1.2', sig: 'A'.repeat(43) },
  '/api/PreviewSubmissions/GetPreviewSubmissionDetails': { hash: 'wrong-hash' },
  '/api/PreviewSubmissions/GetByEntity': { hash: 'wrong-hash' },
};
/** Bodies whose sample leaves out what a well-formed call has besides its token (a sign-in step's code). */
const wrongBodies: Record<string, Record<string, string>> = {
  '/api/User/LoginSecondStep': { code: '123456' },
};
/** A wrong token is refused as not found or not allowed; a sign-in step that is not (or no longer) there asks to sign in again. */
const refusals = [400, 401, 403, 404];

describe('wrong capability tokens are limited per client address, across instances', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  let apps: ReturnType<typeof createApp>[];
  beforeAll(async () => {
    t = await createDemoTestApp();
    other = await secondInstance(t.deps);
    apps = [t.app, createApp(other.deps)];
  }, 120_000);
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  // Each test starts after a quiet minute, so nothing an earlier test counted weighs on it.
  beforeEach(() => enterFreshWindow(t.clock));

  const tokenRoutes = routes.filter((r) => r.capability);

  /** The route's sample input (api/testing/sample-input.ts): well formed, with a token or hash that is wrong. */
  async function wrongToken(r: AnyRoute, ip: string, app = apps[0]!) {
    const body = r.body ? { ...(sampleFromZod(r.body, {}) as object), ...wrongBodies[r.path] } : undefined;
    const headers: Record<string, string> = { 'x-client-ip': ip };
    if (r.access.signedIn) headers.authorization = `Bearer ${await t.tokenOf('talent.new@demo.example')}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const query = r.query ? { ...(sampleFromZod(r.query, {}) as object), ...wrongQueries[r.path] } : null;
    const res = await app.request(`${r.path}${query ? queryString(query) : ''}`, {
      method: r.method.toUpperCase(),
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    await res.arrayBuffer();
    return res;
  }

  it('covers every route that takes a signed link, the three the review tried among them', () => {
    expect(tokenRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/Testimonial/GetSubmitForm', '/api/ProfessionalReference/ConfirmationRequest', '/api/Calendar/Feed', '/api/Project/ViewJobDetails']),
    );
    expect(tokenRoutes.length).toBeGreaterThanOrEqual(19);
  });

  tokenRoutes.forEach((r, index) => {
    // Some of these routes have a stricter limit of their own (ResetPassword: 10 a minute), which may answer first.
    it(`${r.method.toUpperCase()} ${r.path}: at most ${MAX} wrong tokens a minute from one address, then 429`, async () => {
      const ip = `198.51.100.${index + 1}`;
      let res = await wrongToken(r, ip, apps[0]);
      let sent = 1;
      for (; res.status !== 429 && sent <= MAX; sent += 1) {
        expect(refusals, `${r.path} #${sent}`).toContain(res.status);
        res = await wrongToken(r, ip, apps[sent % 2]);
      }
      expect(res.status, `${r.path} after ${sent} wrong tokens`).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  it('answers a right link with 429 too while the address is over the limit; other addresses pass, and so does the address once its Retry-After has passed', async () => {
    const [job] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Power BI Dashboards for Finance Analysts'));
    const right = `/api/Project/ViewJobDetails?projectId=${job?.id}&hash=${jobHash(t.deps, job?.id ?? 0)}`;
    const view = (ip: string) => t.app.request(right, { headers: { 'x-client-ip': ip } });
    const guesser = '203.0.113.7';
    const route = routes.find((r) => r.path === '/api/Project/ViewJobDetails');
    if (!route) throw new Error('No ViewJobDetails route.');
    expect((await view(guesser)).status).toBe(200);
    for (let i = 0; i < MAX; i += 1) await wrongToken(route, guesser);
    const refused = await view(guesser);
    expect(refused.status).toBe(429);
    expect((await view('203.0.113.8')).status).toBe(200);
    t.clock.advance(Number(refused.headers.get('retry-after')) * 1000);
    expect((await view(guesser)).status).toBe(200);
  });

  it(`looks at no more than ${MAX} of 50 wrong tokens sent at once`, async () => {
    const route = routes.find((r) => r.path === '/api/Testimonial/GetSubmitForm');
    if (!route) throw new Error('No GetSubmitForm route.');
    const statuses = await Promise.all(Array.from({ length: 50 }, async (_, i) => (await wrongToken(route, '203.0.113.9', apps[i % 2])).status));
    expect(statuses.filter((s) => s !== 429)).toHaveLength(MAX);
  });
});
