import { describe, expect, it } from 'vitest';
import { $chatUnreadTotal, readChatUnreadTotal, setChatUnreadTotal } from './chat-live.ts';

describe("the chat entry's unread total", () => {
  it('keeps the total of a mark read over a total read before that mark read was answered, and takes reads asked after it', () => {
    setChatUnreadTotal(0);
    const openingCount = readChatUnreadTotal();
    const listReload = readChatUnreadTotal();
    openingCount(1);
    expect($chatUnreadTotal.get()).toBe(1);

    // The conversation is marked read; the list's reload was counted before that and answers late.
    setChatUnreadTotal(0);
    listReload(1);
    expect($chatUnreadTotal.get()).toBe(0);

    const askedAfter = readChatUnreadTotal();
    askedAfter(3);
    expect($chatUnreadTotal.get()).toBe(3);
  });
});
