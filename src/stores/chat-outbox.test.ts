import { describe, expect, it } from 'vitest';
import { createOutbox, retryDelayMs, unsentIn, type OutboxItem, type SendOutcome } from './chat-outbox.ts';

/** A server that stores each clientId once, and a network the test can cut. */
function fakeServer() {
  const stored = new Map<string, string>();
  const attempts: string[] = [];
  let online = true;
  let refuse: string | null = null;
  const send = async (item: OutboxItem): Promise<SendOutcome> => {
    attempts.push(item.clientId);
    if (!online) throw new TypeError('Failed to fetch');
    if (refuse) return { kind: 'refused', reason: refuse };
    if (!stored.has(item.clientId)) stored.set(item.clientId, item.body);
    return { kind: 'sent' };
  };
  return {
    send,
    stored,
    attempts,
    setOnline: (value: boolean) => void (online = value),
    setRefuse: (reason: string | null) => void (refuse = reason),
  };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

function ids() {
  let n = 0;
  return () => `c${++n}`;
}

function manualTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    schedule: (run: () => void, ms: number) => {
      const entry = { run, ms };
      pending.push(entry);
      return () => void pending.splice(pending.indexOf(entry), 1);
    },
    pending,
    fire: () => pending.splice(0).forEach((entry) => entry.run()),
  };
}

describe('chat outbox', () => {
  it('sends a message and forgets it once the server has it', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ send: server.send, newId: ids() });
    outbox.enqueue(4, 'Hello', [7]);
    await outbox.flush();
    expect([...server.stored.values()]).toEqual(['Hello']);
    expect(outbox.$items.get()).toEqual([]);
  });

  it('keeps a message sent while offline and sends it exactly once, in order, when the connection returns', async () => {
    const server = fakeServer();
    const timers = manualTimers();
    const outbox = createOutbox({ send: server.send, newId: ids(), schedule: timers.schedule });
    server.setOnline(false);
    outbox.enqueue(4, 'first');
    await outbox.flush();
    outbox.enqueue(4, 'second');
    await outbox.flush();
    expect(outbox.$items.get().map((i) => [i.body, i.state])).toEqual([
      ['first', 'waiting'],
      ['second', 'waiting'],
    ]);
    expect(server.stored.size).toBe(0);
    expect(timers.pending).toHaveLength(1);

    server.setOnline(true);
    timers.fire();
    await outbox.flush();
    await outbox.flush();
    expect([...server.stored.values()]).toEqual(['first', 'second']);
    expect(outbox.$items.get()).toEqual([]);
    expect(new Set(server.attempts).size).toBe(2);
  });

  it('sends a retried message with the same client id, so a lost answer never makes a second message', async () => {
    const server = fakeServer();
    let lose = true;
    const outbox = createOutbox({
      newId: ids(),
      send: async (item) => {
        const outcome = await server.send(item);
        if (lose) {
          lose = false;
          throw new TypeError('connection reset after the server stored it');
        }
        return outcome;
      },
    });
    outbox.enqueue(4, 'once');
    await outbox.flush();
    expect(outbox.$items.get()).toHaveLength(1);
    await outbox.flush();
    expect(server.attempts).toEqual(['c1', 'c1']);
    expect([...server.stored.values()]).toEqual(['once']);
    expect(outbox.$items.get()).toEqual([]);
  });

  it('keeps a refused message with its reason until the user takes its text back', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ send: server.send, newId: ids() });
    server.setRefuse('You are no longer a member of this chat.');
    const id = outbox.enqueue(4, 'still here');
    await outbox.flush();
    expect(outbox.$items.get()).toEqual([{ clientId: id, chatId: 4, body: 'still here', mentions: [], state: 'refused', reason: 'You are no longer a member of this chat.' }]);
    server.setRefuse(null);
    await outbox.flush();
    expect(server.stored.size).toBe(0);
    expect(outbox.discard(id)).toBe('still here');
    expect(outbox.$items.get()).toEqual([]);
  });

  it('survives a reload: waiting messages come back from storage and are sent', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    server.setOnline(false);
    const before = createOutbox({ send: server.send, newId: ids(), storage });
    before.enqueue(9, 'typed before the reload');
    await before.flush();
    server.setOnline(true);
    const after = createOutbox({ send: server.send, newId: ids(), storage });
    expect(after.$items.get().map((i) => i.state)).toEqual(['waiting']);
    await after.flush();
    expect([...server.stored.values()]).toEqual(['typed before the reload']);
    expect(JSON.parse(storage.data.get('chat-outbox') ?? '')).toEqual([]);
  });

  it('ignores storage it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('chat-outbox', '{not json');
    expect(createOutbox({ send: fakeServer().send, newId: ids(), storage }).$items.get()).toEqual([]);
    storage.setItem('chat-outbox', JSON.stringify([{ clientId: 1 }, { clientId: 'a', chatId: 2, body: 'ok', mentions: [5], state: 'sending' }]));
    expect(createOutbox({ send: fakeServer().send, newId: ids(), storage }).$items.get()).toEqual([{ clientId: 'a', chatId: 2, body: 'ok', mentions: [5], state: 'waiting' }]);
  });

  it('waits longer after each failure in a row, up to 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("shows a sending message once: not as unsent when the conversation holds it already, stored by its live echo before the send's answer", () => {
    const item = (clientId: string, chatId: number): OutboxItem => ({ clientId, chatId, body: 'Hi', mentions: [], state: 'sending' });
    const items = [item('mine-stored', 7), item('mine-waiting', 7), item('other-chat', 8)];
    const stored = [
      { senderUserId: 5, clientId: 'mine-stored' },
      { senderUserId: 6, clientId: 'mine-waiting' },
      { senderUserId: 6, clientId: null },
    ];
    expect(unsentIn(items, 7, stored, 5).map((i) => i.clientId)).toEqual(['mine-waiting']);
    expect(unsentIn(items, 7, [], 5).map((i) => i.clientId)).toEqual(['mine-stored', 'mine-waiting']);
  });
});
