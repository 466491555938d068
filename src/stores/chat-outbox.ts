/**
 * The chat composer's outbox (issue 12): a message the user sends gets a client-generated id and waits here until
 * the server has it. When the connection fails it stays (shown as waiting, kept across reloads in localStorage)
 * and is sent again when the connection returns; the server stores a clientId once, so a retry whose first answer
 * was lost is never a second message. A message the server refuses (too long, no longer a member) stays too,
 * with the reason, until the user edits or discards it: what was typed is never lost.
 */
import { atom } from 'nanostores';

export interface OutboxItem {
  clientId: string;
  chatId: number;
  body: string;
  /** User ids the message mentions. */
  mentions: number[];
  state: 'sending' | 'waiting' | 'refused';
  /** Why the server refused it. */
  reason?: string;
}

/** What one attempt gave: stored, try again later (network, 5xx, 429), or refused for good. */
export type SendOutcome = { kind: 'sent' } | { kind: 'retry' } | { kind: 'refused'; reason: string };

export type Sender = (item: OutboxItem) => Promise<SendOutcome>;

export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The items a conversation shows as not yet stored: those of its chat, less any the conversation already holds as a
 * stored message of the sender's (its live echo can arrive before the answer to the send).
 */
export function unsentIn(
  items: readonly OutboxItem[],
  chatId: number,
  stored: ReadonlyArray<{ senderUserId: number; clientId: string | null }>,
  me: number,
): OutboxItem[] {
  const storedIds = new Set(stored.filter((m) => m.senderUserId === me && m.clientId !== null).map((m) => m.clientId));
  return items.filter((item) => item.chatId === chatId && !storedIds.has(item.clientId));
}

/** Seconds between automatic retries while the connection is down: 2, 4, 8 … at most 30. */
export const retryDelayMs = (attempt: number) => Math.min(30_000, 2000 * 2 ** Math.max(0, attempt - 1));

const isItem = (value: unknown): value is OutboxItem =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as OutboxItem).clientId === 'string' &&
  typeof (value as OutboxItem).chatId === 'number' &&
  typeof (value as OutboxItem).body === 'string' &&
  Array.isArray((value as OutboxItem).mentions);

export interface OutboxOptions {
  send: Sender;
  /** Makes the client ids; crypto.randomUUID in the browser. */
  newId: () => string;
  storage?: OutboxStorage | undefined;
  storageKey?: string;
  /** Schedules a retry; returns a cancel. */
  schedule?: (run: () => void, ms: number) => () => void;
}

/** The messages kept from an earlier page; none when the storage holds nothing readable. */
function loadItems(storage: OutboxStorage | undefined, storageKey: string): OutboxItem[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(storageKey) ?? '[]');
    // A message that was being sent when the page closed is waiting now; sending it again is safe (same clientId).
    return Array.isArray(value) ? value.filter(isItem).map((item) => (item.state === 'sending' ? { ...item, state: 'waiting' } : item)) : [];
  } catch {
    return [];
  }
}

function storeItems(storage: OutboxStorage | undefined, storageKey: string, items: OutboxItem[]): void {
  try {
    storage?.setItem(storageKey, JSON.stringify(items));
  } catch {
    // Storage full or denied: the outbox still holds the messages for this page.
  }
}

/**
 * Runs rounds one at a time: a call while a round runs asks for one more round after it (and gets the running
 * one's promise), and the rounds stop when one says the rest must wait (false).
 */
function oneRoundAtATime(round: () => Promise<boolean>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let through = true;
      do {
        again = false;
        through = await round();
      } while (again && through);
      running = null;
    })();
    return running;
  };
}

export function createOutbox({ send, newId, storage, storageKey = 'chat-outbox', schedule }: OutboxOptions) {
  const $items = atom<OutboxItem[]>(loadItems(storage, storageKey));
  const inFlight = new Set<string>();
  let failures = 0;
  let cancelRetry: (() => void) | null = null;

  function save(items: OutboxItem[]): void {
    $items.set(items);
    storeItems(storage, storageKey, items);
  }

  const update = (clientId: string, change: Partial<OutboxItem> | null) =>
    save(change === null ? $items.get().filter((i) => i.clientId !== clientId) : $items.get().map((i) => (i.clientId === clientId ? { ...i, ...change } : i)));

  async function attempt(item: OutboxItem): Promise<SendOutcome> {
    inFlight.add(item.clientId);
    update(item.clientId, { state: 'sending' });
    const outcome = await send(item).catch((): SendOutcome => ({ kind: 'retry' }));
    inFlight.delete(item.clientId);
    if (outcome.kind === 'sent') update(item.clientId, null);
    else if (outcome.kind === 'refused') update(item.clientId, { state: 'refused', reason: outcome.reason });
    else update(item.clientId, { state: 'waiting' });
    return outcome;
  }

  function retryLater(): void {
    if (cancelRetry || !schedule) return;
    cancelRetry = schedule(() => {
      cancelRetry = null;
      void flush();
    }, retryDelayMs(failures));
  }

  /** One round; false when the connection failed and the rest waits for the retry. */
  async function sendAll(): Promise<boolean> {
    for (const item of $items.get()) {
      const current = $items.get().find((i) => i.clientId === item.clientId);
      if (!current || current.state === 'refused' || inFlight.has(item.clientId)) continue;
      const outcome = await attempt(item);
      if (outcome.kind === 'retry') {
        failures += 1;
        retryLater();
        return false;
      }
      failures = 0;
    }
    return true;
  }

  const rounds = oneRoundAtATime(sendAll);

  /**
   * Sends the waiting messages one at a time, oldest first, and stops at the first that cannot go through yet.
   * A call while a round runs asks for one more round after it, so messages keep their order.
   */
  function flush(): Promise<void> {
    cancelRetry?.();
    cancelRetry = null;
    return rounds();
  }

  /** Queues a new message and sends it; returns its client id. */
  function enqueue(chatId: number, body: string, mentions: number[] = []): string {
    const clientId = newId();
    save([...$items.get(), { clientId, chatId, body, mentions, state: 'waiting' }]);
    void flush();
    return clientId;
  }

  /** Takes a refused (or waiting) message out of the outbox, giving back its text for the composer. */
  function discard(clientId: string): string | null {
    const item = $items.get().find((i) => i.clientId === clientId);
    if (!item || inFlight.has(clientId)) return null;
    update(clientId, null);
    return item.body;
  }

  return { $items, enqueue, flush, discard };
}

export type Outbox = ReturnType<typeof createOutbox>;
