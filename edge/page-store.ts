/**
 * The pages the visitors' page cache keeps (page-cache.ts): least recently used first, dropped by topic, bounded in
 * count and bytes; and the change generations that tell whether a page rendered meanwhile may still be kept.
 */
import { topicsOfChange } from '#domain/page-topics.ts';
import type { KeptPage } from './kept-page.ts';

const MAX_ENTRIES = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** A hit moves its entry to the recently used end at most this often, so most hits change nothing. */
const REUSE_PRECISION_MS = 1000;

export function createPageStore(now: () => number) {
  const entries = new Map<string, KeptPage>();
  const byTopic = new Map<string, Set<string>>();
  let bytes = 0;
  /** Counts changes; a render keeps its page only if none of its topics changed since it began. */
  let generation = 0;
  let clearedAt = 0;
  const changedAt = new Map<string, number>();
  let rendering = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const topic of entry.topics) {
      const keys = byTopic.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) byTopic.delete(topic);
    }
  }

  return {
    /** A render begins: the generation to hand to store() when it ends; renderEnded() once it has. */
    renderBegan(): number {
      rendering += 1;
      return generation;
    },
    renderEnded() {
      rendering -= 1;
      if (rendering === 0) changedAt.clear();
    },

    /** A change of the topics a notification names: their pages go, and renders under way will not keep theirs. */
    changed(payload: string) {
      generation += 1;
      for (const topic of topicsOfChange(payload)) {
        changedAt.set(topic, generation);
        for (const key of byTopic.get(topic) ?? []) remove(key);
      }
    },

    clear() {
      generation += 1;
      clearedAt = generation;
      entries.clear();
      byTopic.clear();
      bytes = 0;
    },

    /** Keeps a page rendered since the generation began, unless it or one of its topics changed since. */
    store(key: string, entry: KeptPage, began: number) {
      if (clearedAt > began || entry.topics.some((t) => (changedAt.get(t) ?? 0) > began)) return;
      remove(key);
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const topic of entry.topics) {
        const keys = byTopic.get(topic) ?? new Set<string>();
        byTopic.set(topic, keys.add(key));
      }
      // A Map keeps insertion order and a hit moves its entry to the end: the first ones are the least recently used.
      for (const oldest of entries.keys()) {
        if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
        remove(oldest);
      }
    },

    lookup(key: string): KeptPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const at = now();
      if (entry.expires <= at) {
        remove(key);
        return undefined;
      }
      if (at - entry.usedAt >= REUSE_PRECISION_MS) {
        entry.usedAt = at;
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },

    keys: () => [...entries.keys()],
  };
}
