import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp } from '../testing.ts';
import { enqueueMail } from '../mail/outbox.ts';

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

  it('is off (404) when mail goes out through SMTP', async () => {
    const smtpApp = createApp({ ...t.deps, config: { ...t.deps.config, smtpUrl: 'smtp://127.0.0.1:2525' } });
    expect((await get(smtpApp, '/api/DevMailbox/Messages')).status).toBe(404);
    expect((await get(smtpApp, '/api/DevMailbox/Message?id=1')).status).toBe(404);
  });
});
