import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#api/app.ts';
import { createTestDeps } from '#api/testing/test-app.ts';
import type { EdgeApp } from './app.ts';
import { testEdge } from './test-edge.ts';
import { inProcessApi } from './api-transport.ts';
import { PAGE_FORM_LIMIT, PAGE_UPLOAD_LIMITS, TOKEN_BODY_LIMIT } from './body-limits.ts';

const ORIGIN = 'http://localhost';
const CHUNK = 64 * 1024;

/** A body of `total` bytes made on demand, counting how much of it the server pulled. */
function hugeBody(total: number) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
    },
  });
  return { stream, counter };
}

describe('bodies the edge reads', () => {
  let ctx: Awaited<ReturnType<typeof createTestDeps>>;
  let edge: EdgeApp;

  beforeAll(async () => {
    ctx = await createTestDeps();
    edge = testEdge(ctx.deps, inProcessApi(createApp(ctx.deps)));
  });
  afterAll(() => ctx.close());

  it('refuses a 200 MB streamed RefreshToken body with 413 after reading little more than the limit', async () => {
    const { stream, counter } = hugeBody(200 * 1024 * 1024);
    const res = await edge.request('/api/User/RefreshToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request is too large.' });
    expect(counter.pulled).toBeLessThan(TOKEN_BODY_LIMIT + 4 * CHUNK);
  });

  it('refuses a RefreshToken body announced as too large without reading it', async () => {
    const { stream, counter } = hugeBody(700 * 1024 * 1024);
    const res = await edge.request('/api/User/RefreshToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'content-length': String(700 * 1024 * 1024) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(2 * CHUNK);
  });

  it('refuses an oversized Logout body and an oversized page form post', async () => {
    const logout = await edge.request('/api/User/Logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: '__Host-refresh=abc' },
      body: JSON.stringify({ refreshToken: 'x'.repeat(TOKEN_BODY_LIMIT) }),
    });
    expect(logout.status).toBe(413);
    const body = `code=${'x'.repeat(PAGE_FORM_LIMIT)}`;
    const form = await edge.request('/emailverification', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'content-length': String(body.length) },
      body,
    });
    expect(form.status).toBe(413);
    expect(await form.text()).toBe('The request is too large.');
    const chunked = await edge.request('/emailverification', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'transfer-encoding': 'chunked' },
      body: 'code=1',
    });
    expect(chunked.status).toBe(411);
  });

  it('lets a page form that carries a picture be as large as the picture may be, and no larger', async () => {
    const post = (path: string, length: number) =>
      edge.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'content-length': String(length) },
        body: `title=${'x'.repeat(length - 6)}`,
      });
    const limit = PAGE_UPLOAD_LIMITS['/profile/portfolio/edit'] ?? 0;
    expect((await post('/profile/portfolio/edit', 1024 * 1024)).status).not.toBe(413);
    expect((await post('/profile/portfolio/edit', limit + 1)).status).toBe(413);
    expect((await post('/emailverification', 1024 * 1024)).status).toBe(413);
  });

  it('still refreshes with a body of ordinary size', async () => {
    const res = await edge.request('/api/User/RefreshToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ jwtToken: '', refreshToken: 'not-a-token' }),
    });
    expect(res.status).toBe(401);
  });
});
