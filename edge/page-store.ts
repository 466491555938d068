/**
 * The pages the page cache keeps (page-cache.ts), one store for visitors and one for signed-in viewers: least
 * recently used first, dropped by topic, bounded in count and bytes; and the change generations that tell whether a
 * page rendered meanwhile may still be kept.
 */
import { topicsOfChange } from '#domain/page-topics.ts';
import type { KeptPage } from './kept-page.ts';

/** How many pages a store keeps, and how many bytes of them (bodies and their variants), at most. */
export interface StoreLimits {
  entries: number;
  bytes: number;
}

export const VISITOR_PAGES: StoreLimits = { entries: 5_000, bytes: 64 * 1024 * 1024 };
/** A hit moves its entry to the recently used end at most this often, so most hits change nothing. */
const REUSE_PRECISION_MS = 1000;

export class PageStore {
  readonly #entries = new Map<string, KeptPage>();
  readonly #byTopic = new Map<string, Set<string>>();
  #bytes = 0;
  /** Counts changes; a render keeps its page only if none of its topics changed since it began. */
  #generation = 0;
  #clearedAt = 0;
  readonly #changedAt = new Map<string, number>();
  #rendering = 0;
  readonly #now: () => number;
  readonly #limits: StoreLimits;

  constructor(now: () => number, limits: StoreLimits = VISITOR_PAGES) {
    this.#now = now;
    this.#limits = limits;
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    for (const topic of entry.topics) {
      const keys = this.#byTopic.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTopic.delete(topic);
    }
  }

  /** A render begins: the generation to hand to store() when it ends; renderEnded() once it has. */
  renderBegan(): number {
    this.#rendering += 1;
    return this.#generation;
  }

  renderEnded() {
    this.#rendering -= 1;
    if (this.#rendering === 0) this.#changedAt.clear();
  }

  /** A change of the topics a notification names: their pages go, and renders under way will not keep theirs. */
  changed(payload: string) {
    this.#generation += 1;
    for (const topic of topicsOfChange(payload)) {
      this.#changedAt.set(topic, this.#generation);
      for (const key of this.#byTopic.get(topic) ?? []) this.#remove(key);
    }
  }

  clear() {
    this.#generation += 1;
    this.#clearedAt = this.#generation;
    this.#entries.clear();
    this.#byTopic.clear();
    this.#bytes = 0;
  }

  /** Keeps a page rendered since the generation began, unless it or one of its topics changed since. */
  store(key: string, entry: KeptPage, began: number) {
    if (this.#clearedAt > began || entry.topics.some((t) => (this.#changedAt.get(t) ?? 0) > began)) return;
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const topic of entry.topics) {
      const keys = this.#byTopic.get(topic) ?? new Set<string>();
      this.#byTopic.set(topic, keys.add(key));
    }
    // A Map keeps insertion order and a hit moves its entry to the end: the first ones are the least recently used.
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#limits.entries && this.#bytes <= this.#limits.bytes) break;
      this.#remove(oldest);
    }
  }

  lookup(key: string): KeptPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const at = this.#now();
    if (entry.expires <= at) {
      this.#remove(key);
      return undefined;
    }
    if (at - entry.usedAt >= REUSE_PRECISION_MS) {
      entry.usedAt = at;
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  keys(): string[] {
    return [...this.#entries.keys()];
  }
}
