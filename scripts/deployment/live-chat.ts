/**
 * Live chat across instances: a talent holds the live stream through edge 1, a client sends two messages through
 * edge 2; the API load balancer sends them to both API hosts in turn, so at least one crosses from one API host to
 * the other through PostgreSQL's NOTIFY. Both must arrive on the stream.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserSession } from './browser-session.ts';
import type { Cluster } from './cluster.ts';

const TALENT = 'talent.best@demo.example';
const CLIENT = 'client.admin@demo.example';

interface ChatList {
  chats: { chatId: number }[];
}

/** Reads server-sent events until `done` says so; resolves with the events read. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (name: string, data: string) => boolean): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
      if (name && onEvent(name, data)) return;
    }
  }
  throw new Error('The live stream ended before the messages arrived.');
}

export async function liveChat(cluster: Cluster, signedIn: (email: string) => Promise<BrowserSession>): Promise<void> {
  const [edge1, edge2] = cluster.edges;
  if (!edge1 || !edge2) throw new Error('Two edges are needed.');
  const talent = await signedIn(TALENT);
  const client = await signedIn(CLIENT);
  const talentChats = ((await talent.ok('GET', '/api/Messaging/GetGroupChat')) as unknown as ChatList).chats.map((c) => c.chatId);
  const clientChats = ((await client.ok('GET', '/api/Messaging/GetGroupChat')) as unknown as ChatList).chats.map((c) => c.chatId);
  const chatId = talentChats.find((id) => clientChats.includes(id));
  if (!chatId) throw new Error('The talent and the client share no chat.');

  const abort = new AbortController();
  const stream = await talent.fetch('/api/Notification/Stream', { signal: abort.signal, headers: { accept: 'text/event-stream' } }, edge1.url);
  if (stream.status !== 200 || !stream.body) throw new Error(`The live stream answered ${stream.status}.`);
  const texts = [`Live through edge 2, first (${randomUUID()})`, `Live through edge 2, second (${randomUUID()})`];
  const arrived = new Set<string>();
  let sending: Promise<void> | undefined;
  try {
    await readEvents(stream.body, (name, data) => {
      // The stream's first event (the unread count) comes once it listens: then the messages go out.
      if (name === 'unread' && !sending) {
        sending = (async () => {
          for (const body of texts) await client.ok('POST', '/api/Messaging/SendMessage', { chatId, clientId: randomUUID(), body }, edge2.url);
        })();
      }
      if (name === 'chat') for (const text of texts) if (data.includes(text)) arrived.add(text);
      return arrived.size === texts.length;
    });
    await sending;
  } finally {
    abort.abort();
  }
}
