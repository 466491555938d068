/**
 * The scrolling of a chat's message list: it stays at the bottom when new messages come and the reader was there,
 * keeps its place when older messages are added above, and loads older messages when scrolled near the top.
 */
import { useLayoutEffect, useRef } from 'react';

/** How close to an edge (in pixels) counts as being there. */
const edge = 48;

export function useMessageScroll(messageCount: number, queuedCount: number, hasOlder: boolean, loadOlder: () => Promise<boolean>) {
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messageCount, queuedCount]);

  const older = async () => {
    const el = list.current;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    if (!(await loadOlder())) keepFromBottom.current = null;
  };

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < edge;
    if (el.scrollTop < edge && hasOlder) void older();
  };

  /** The reader's own message brings the list back to the bottom. */
  const stickToBottom = () => {
    atBottom.current = true;
  };

  return { list, older, onScroll, stickToBottom };
}
