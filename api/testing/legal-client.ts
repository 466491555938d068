/** Calls of the legal tests that the JSON helper does not cover: a PDF answer, and a signature from a given address and browser. */
import type { createDemoTestApp } from './demo-app.ts';

type DemoApp = Awaited<ReturnType<typeof createDemoTestApp>>;

export async function fetchPdf(t: DemoApp, as: string | null, path: string) {
  const headers: Record<string, string> = as ? { authorization: `Bearer ${await t.tokenOf(as)}` } : {};
  const res = await t.app.request(path, { headers });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

export async function signFrom(t: DemoApp, as: string, path: string, body: unknown, from: { ip: string; userAgent: string }) {
  const res = await t.app.request(path, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await t.tokenOf(as)}`,
      'content-type': 'application/json',
      'x-client-ip': from.ip,
      'user-agent': from.userAgent,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } };
}

export const pdfHeader = (bytes: Uint8Array) => Buffer.from(bytes.slice(0, 5)).toString('latin1');
