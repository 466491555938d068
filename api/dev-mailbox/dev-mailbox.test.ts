import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp } from '../testing/test-app.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { loadConfig } from '#kernel/config.ts';
import { activeAccount, call, latestMail } from '../testing/test-client.ts';
import { testEdge } from '#edge/test-edge.ts';
import { inProcessApi } from '#edge/api-transport.ts';
import { mailBanner } from '#edge/mail-banner.ts';

describe('dev mailbox', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (app: ReturnType<typeof createApp>, path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: await res.json() };
  };

  it('lists the mail to an address newest first and shows one message in full', async () => {
    const first = await enqueueMail(t.deps.db, { to: 'reader@example.com', subject: 'One', text: 'first', html: '<p>first</p>' });
    const second = await enqueueMail(t.deps.db, { to: 'reader@example.com', subject: 'Two', text: 'second', html: '<p>second</p>' });
    await enqueueMail(t.deps.db, { to: 'someone.else@example.com', subject: 'Other', text: 'x', html: '<p>x</p>' });

    const list = await get(t.app, '/api/DevMailbox/Messages?to=Reader@Example.com');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: second, to: 'reader@example.com', subject: 'Two', createdAt: expect.any(String) },
      { id: first, to: 'reader@example.com', subject: 'One', createdAt: expect.any(String) },
    ]);
    expect((await get(t.app, '/api/DevMailbox/Messages')).body).toHaveLength(3);

    const one = await get(t.app, `/api/DevMailbox/Message?id=${first}`);
    expect(one.body).toEqual({ id: first, to: 'reader@example.com', subject: 'One', text: 'first', html: '<p>first</p>', createdAt: expect.any(String) });
    expect((await get(t.app, '/api/DevMailbox/Message?id=999999')).status).toBe(404);
    expect((await get(t.app, '/api/DevMailbox/Message?id=abc')).status).toBe(400);
  });

  it('is off (404) when mail goes out through SMTP or DEV_MAILBOX=false', async () => {
    for (const env of [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, { DEV_MAILBOX: 'false' }]) {
      const off = createApp({ ...t.deps, config: { ...t.deps.config, devMailbox: loadConfig(env).devMailbox } });
      expect((await get(off, '/api/DevMailbox/Messages')).status).toBe(404);
      expect((await get(off, '/api/DevMailbox/Message?id=1')).status).toBe(404);
    }
  });

  it('does not exist in production, whatever DEV_MAILBOX and SMTP_URL say: a reset link cannot be read there', async () => {
    for (const env of [{}, { DEV_MAILBOX: 'true' }, { DEV_MAILBOX: 'true', SMTP_URL: '' }]) {
      const config = { ...t.deps.config, devMailbox: loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://market.example', ...env }).devMailbox };
      const production = createApp({ ...t.deps, config });
      const edge = testEdge(t.deps, inProcessApi(production), { config });
      const { email } = await activeAccount(production, t.deps);
      expect((await call(production, 'POST', '/api/User/ForgotPassword', { email })).status).toBe(200);
      const mail = await latestMail(t.deps, email);
      expect(mail.text).toContain('/forgetpasswordemail');
      const stolen = await edge.request(`/api/DevMailbox/Message?id=${mail.id}`);
      expect(stolen.status).toBe(404);
      expect(await stolen.text()).not.toContain('forgetpasswordemail');
      expect((await get(production, `/api/DevMailbox/Message?id=${mail.id}`)).status).toBe(404);
      expect((await edge.request('/dev/mailbox')).status).toBe(404);
    }
  });

  it('answers clients on this machine only, judged by the socket address and never by a header', async () => {
    const edge = testEdge(t.deps, inProcessApi(t.app));
    const id = await enqueueMail(t.deps.db, { to: 'local@example.com', subject: 'Local', text: 'x', html: '<p>x</p>' });
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      edge.request(`/api/DevMailbox/Message?id=${id}`, { headers }, { incoming: { socket: { remoteAddress } } });
    expect((await from('127.0.0.1')).status).toBe(200);
    expect((await from('::1')).status).toBe(200);
    expect((await from('::ffff:127.0.0.1')).status).toBe(200);
    const forged = { 'x-client-ip': '127.0.0.1', 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' };
    expect((await from('203.0.113.9', forged)).status).toBe(404);
    expect((await from('192.168.1.20')).status).toBe(404);
    const page = await edge.request('/dev/mailbox', {}, { incoming: { socket: { remoteAddress: '203.0.113.9' } } });
    expect(page.status).toBe(404);
    expect((await call(t.app, 'GET', `/api/DevMailbox/Message?id=${id}`, undefined, { ip: '10.1.2.3' })).status).toBe(404);
  });

  it('the start banner says where mail goes', () => {
    const url = 'http://localhost:4321';
    expect(mailBanner(loadConfig({}), 'all', url)).toContain(`${url}/dev/mailbox`);
    expect(mailBanner(loadConfig({ NODE_ENV: 'production' }), 'all', url)).toMatch(/not delivered.*SMTP_URL/);
    expect(mailBanner(loadConfig({ SMTP_URL: 'smtp://user:secret@mail.example:587' }), 'all', url)).toBe('E-mail is sent through the SMTP server named by SMTP_URL.');
    expect(mailBanner(loadConfig({}), 'api', url)).toMatch(/dev mailbox is off/);
  });
});
