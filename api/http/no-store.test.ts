/** Personal data is not cached, the API description is not public in production, and pages may not set a <base>. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '#kernel/config.ts';
import { createTestApp } from '../testing/test-app.ts';
import { activeAccount, call } from '../testing/test-client.ts';
import { edgeCsp } from '#edge/csp.ts';

describe('answers with personal data', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await activeAccount(t.app, t.deps, { accountType: 'talent' })).session.token;
  });
  afterAll(() => t.close());

  it('are never stored by a browser or a cache: every signed-in answer, success or refusal, and the dev mailbox', async () => {
    for (const path of ['/api/User/Session', '/api/MyInformation/Get', '/api/Notification/Get', '/api/Company/Search?name=x']) {
      const answer = await call(t.app, 'GET', path, undefined, { token });
      expect(answer.headers.get('cache-control'), `${path} → ${answer.status}`).toBe('no-store');
    }
    const mailbox = await t.app.request('/api/DevMailbox/Messages');
    expect(mailbox.status).toBe(200);
    expect(mailbox.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps public answers cacheable, and lets browsers keep a constant list briefly, signed in or not', async () => {
    const states = await call(t.app, 'GET', '/api/Master/States?country=US');
    expect(states.status).toBe(200);
    expect(states.headers.get('cache-control')).toBeNull();
    for (const caller of [{}, { token }]) {
      const countries = await call(t.app, 'GET', '/api/Master/Countries', undefined, caller);
      expect(countries.status).toBe(200);
      expect(countries.headers.get('cache-control')).toBe('public, max-age=600');
    }
  });

  it('serves /api/openapi.json in production only with OPENAPI_PUBLIC=true', async () => {
    expect((await t.app.request('/api/openapi.json')).status).toBe(200);
    const production = createApp({ ...t.deps, config: loadConfig({ NODE_ENV: 'production' }) });
    expect((await production.request('/api/openapi.json')).status).toBe(404);
    const published = createApp({ ...t.deps, config: loadConfig({ NODE_ENV: 'production', OPENAPI_PUBLIC: 'true' }) });
    expect((await published.request('/api/openapi.json')).status).toBe(200);
  });

  it("lets no page set a <base> (CSP base-uri 'none')", () => {
    expect(edgeCsp).toContain("base-uri 'none'");
  });
});
