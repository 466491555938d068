/**
 * The real API for component tests, in a worker thread of its own so it runs in plain Node rather than in the test's
 * DOM: createTestApp on a fresh database, served over HTTP on a free port of 127.0.0.1. It answers `signIn` with
 * a new activated account's access token.
 */
import { parentPort } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { createTestApp } from '#api/testing/test-app.ts';
import { activeAccount } from '#api/testing/test-client.ts';

const port = parentPort;
if (!port) throw new Error('api-worker.ts runs as a worker thread.');

const ctx = await createTestApp();
const server = serve({ fetch: ctx.app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => port.postMessage({ ready: `http://127.0.0.1:${info.port}` }));

port.on('message', async (message: { id: number; signIn?: 'talent' | 'client'; close?: true }) => {
  if (message.signIn) {
    const { email, session } = await activeAccount(ctx.app, ctx.deps, { accountType: message.signIn });
    port.postMessage({ id: message.id, email, token: session.token });
  } else if (message.close) {
    server.close();
    await ctx.close();
    port.postMessage({ id: message.id });
  }
});
