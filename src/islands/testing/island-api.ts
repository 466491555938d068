/**
 * The API behind a component test: the real API app on a fresh database (src/islands/testing/api-worker.ts), reached
 * over HTTP. The page is put on the server's origin, so the islands' client and its relative URLs call it as in the
 * browser; the page's fetch adds the bearer token that the edge adds for a signed-in person. `hold` keeps the next
 * requests back until released, so a test can look at the form while its request is pending.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { configure } from '@testing-library/react';

// The answers come from a real API on a real database, which takes longer than the library's 1 s default for
// `findBy…` and `waitFor` while the whole suite keeps both cores busy.
configure({ asyncUtilTimeout: 10_000 });

declare global {
  interface Window {
    /** happy-dom's handle on the page, in component tests (@vitest-environment happy-dom). */
    happyDOM: { setURL(url: string): void };
  }
}

export type IslandApi = Awaited<ReturnType<typeof startIslandApi>>;

export async function startIslandApi() {
  const worker = new Worker(path.resolve('src/islands/testing/api-worker.ts'));
  let next = 0;
  const ask = <T,>(message: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      const onMessage = (answer: T & { id?: number }) => {
        if (answer.id !== id) return;
        worker.off('message', onMessage);
        resolve(answer);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.postMessage({ ...message, id });
    });
  const origin = await new Promise<string>((resolve, reject) => {
    worker.once('message', (answer: { ready: string }) => resolve(answer.ready));
    worker.once('error', reject);
  });
  window.happyDOM.setURL(`${origin}/`);

  const pageFetch = globalThis.fetch;
  let token: string | null = null;
  let gate: Promise<void> | null = null;
  globalThis.fetch = async (input, init) => {
    await gate;
    const headers = new Headers(init?.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return pageFetch(input, { ...init, headers });
  };

  return {
    origin,
    /** Signs up a new person, activates the account and signs in; later calls carry the session. Answers the e-mail address. */
    async signIn(accountType: 'talent' | 'client' = 'talent') {
      const answer = await ask<{ email: string; token: string }>({ signIn: accountType });
      token = answer.token;
      return answer.email;
    },
    /** Keeps requests back until the returned function is called. */
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    async close() {
      globalThis.fetch = pageFetch;
      await ask({ close: true });
      await worker.terminate();
    },
  };
}
