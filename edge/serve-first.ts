/** The edge's HTTP server, with answers written straight on the Node response before a request reaches Hono. */
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { RequestQueue } from './request-queue.ts';

/** Answers a request straight on the Node response, or says false to leave it to the edge app. */
export type FirstAnswer = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

/**
 * The HTTP server of the edge with answers in front of it (built assets, kept pages): those are written before the
 * request reaches Hono (no request object, no middleware); every other request goes to `listener` (the edge app)
 * in its turn (edge/request-queue.ts). For `@hono/node-server`'s `serve({ createServer })`.
 */
export function serveFirst(answers: FirstAnswer[], queue: RequestQueue): typeof createServer {
  return ((options: object, listener: RequestListener) =>
    createServer(options, (incoming, outgoing) => {
      if (answers.some((answer) => answer(incoming, outgoing))) return;
      queue.admit(incoming, outgoing, () => listener(incoming, outgoing));
    })) as typeof createServer;
}
