/**
 * The unread count a user's open streams show, read once per change for all of them: every stream of the
 * user (of one notification type) joins one group; a refresh asked by any number of them in the same turn
 * runs one count query, and its answer goes to every stream of the group.
 */
import type { Database } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { unreadCount } from './store.ts';
import type { NotificationType } from '#domain/constants.ts';

type Listener = (count: number) => void;

interface Group {
  listeners: Set<Listener>;
  scheduled: boolean;
  running: boolean;
  again: boolean;
}

export interface UnreadShare {
  /** Reads the count for the whole group soon (once, however often it is asked in this turn). */
  refresh(): void;
  leave(): void;
}

const groupsByDatabase = new WeakMap<Database, Map<string, Group>>();

export function joinUnread(deps: Deps, userId: number, type: NotificationType, listener: Listener, onError: (error: unknown) => void): UnreadShare {
  let groups = groupsByDatabase.get(deps.database);
  if (!groups) groupsByDatabase.set(deps.database, (groups = new Map()));
  const key = `${userId}:${type}`;
  let group = groups.get(key);
  if (!group) groups.set(key, (group = { listeners: new Set(), scheduled: false, running: false, again: false }));
  const mine = group;
  mine.listeners.add(listener);

  const run = async () => {
    mine.scheduled = false;
    mine.running = true;
    do {
      mine.again = false;
      try {
        const count = await unreadCount(deps.db, userId, type);
        for (const each of mine.listeners) each(count);
      } catch (error) {
        onError(error);
      }
    } while (mine.again);
    mine.running = false;
  };

  return {
    refresh() {
      if (mine.running) mine.again = true;
      else if (!mine.scheduled) {
        mine.scheduled = true;
        queueMicrotask(() => void run());
      }
    },
    leave() {
      mine.listeners.delete(listener);
      if (mine.listeners.size === 0 && groups.get(key) === mine) groups.delete(key);
    },
  };
}
