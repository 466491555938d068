import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureRender, type CapturedPage } from './render-capture.ts';

const captured: (CapturedPage | null)[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((_incoming, outgoing) => {
    captureRender(outgoing, 'private, no-store', () => [], (page) => captured.push(page));
    outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    outgoing.write('<p>first</p>');
    outgoing.end('<p>last</p>');
    outgoing.on('error', () => undefined);
    outgoing.write('<p>after the end</p>');
    outgoing.end('Error: written by a late error handler');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a captured render', () => {
  it('is the page as the client received it, captured once, whatever is written after its end', async () => {
    const answer = await fetch(origin);
    expect(await answer.text()).toBe('<p>first</p><p>last</p>');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(captured).toHaveLength(1);
    expect(captured[0]?.body.toString()).toBe('<p>first</p><p>last</p>');
  });
});
