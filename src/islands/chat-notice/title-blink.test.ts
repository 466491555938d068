import { describe, expect, it } from 'vitest';
import { BLINK_EVERY_MS, createTitleBlink, type BlinkingDocument, type BlinkWindow } from './title-blink.ts';
import { chatNoticeText } from './chat-notices.ts';
import { $chatUnreadTotal, countArrival, countsAsUnread, readChatEvent, setChatUnreadTotal } from '../../stores/chat-live.ts';

/** A tab whose visibility and timers the test drives: the browser is the boundary here. */
function fakeTab(title: string) {
  const visibility = new Set<() => void>();
  const focus = new Set<() => void>();
  const timers = new Map<number, () => void>();
  let nextTimer = 1;
  let hidden = false;
  const doc: BlinkingDocument = {
    title,
    get hidden() {
      return hidden;
    },
    addEventListener: (_type, listener) => void visibility.add(listener),
    removeEventListener: (_type, listener) => void visibility.delete(listener),
  };
  const win: BlinkWindow = {
    setInterval: (handler, ms) => {
      expect(ms).toBe(BLINK_EVERY_MS);
      timers.set(nextTimer, handler);
      return nextTimer++;
    },
    clearInterval: (id) => void timers.delete(id),
    addEventListener: (_type, listener) => void focus.add(listener),
    removeEventListener: (_type, listener) => void focus.delete(listener),
  };
  return {
    doc,
    win,
    tick: () => [...timers.values()].forEach((handler) => handler()),
    hide: () => {
      hidden = true;
      visibility.forEach((listener) => listener());
    },
    show: () => {
      hidden = false;
      visibility.forEach((listener) => listener());
    },
    focus: () => [...focus].forEach((listener) => listener()),
    timers: () => timers.size,
  };
}

describe('tab title blink', () => {
  it('leaves a visible tab alone', () => {
    const tab = fakeTab('Dashboard | TTA');
    const blink = createTitleBlink(tab.doc, tab.win);
    blink.blink('New Message');
    expect(tab.doc.title).toBe('Dashboard | TTA');
    expect(blink.blinking()).toBe(false);
  });

  it('alternates the title while the tab is hidden and restores it when the tab is shown', () => {
    const tab = fakeTab('Dashboard | TTA');
    const blink = createTitleBlink(tab.doc, tab.win);
    tab.hide();
    blink.blink('New Message');
    expect(tab.doc.title).toBe('New Message');
    tab.tick();
    expect(tab.doc.title).toBe('Dashboard | TTA');
    tab.tick();
    expect(tab.doc.title).toBe('New Message');
    blink.blink('New Message');
    expect(tab.timers()).toBe(1);
    tab.show();
    expect(tab.doc.title).toBe('Dashboard | TTA');
    expect(tab.timers()).toBe(0);
    expect(blink.blinking()).toBe(false);
  });

  it('stops when the window gets focus', () => {
    const tab = fakeTab('Jobs | TTA');
    const blink = createTitleBlink(tab.doc, tab.win);
    tab.hide();
    blink.blink('New Message');
    tab.focus();
    expect(tab.doc.title).toBe('Jobs | TTA');
    expect(tab.timers()).toBe(0);
  });
});

describe('chat notice text', () => {
  it('names the sender and previews the message when the event carries them', () => {
    expect(chatNoticeText({ senderName: 'Olivia', body: 'Can you start Monday?' })).toBe('Olivia: Can you start Monday?');
    expect(chatNoticeText({ senderName: null, body: 'Can you start Monday?' })).toBe('Can you start Monday?');
    expect(chatNoticeText({ senderName: 'Olivia', body: null })).toBe('From Olivia');
    expect(chatNoticeText({ senderName: '  ', body: null })).toBe('You have a new message.');
  });
});

describe('chat events', () => {
  const message = { messageId: 9, chatId: 3, clientId: null, senderUserId: 4, senderName: 'Olivia Grant', body: 'Hi', mentions: [], createdAt: '2026-11-28T10:00:00.000Z' };
  it('reads new messages and changes, and ignores anything else', () => {
    expect(readChatEvent({ type: 'message', chatId: 3, messageId: 9, own: false, chatMessage: message })).toEqual({
      type: 'message', chatId: 3, messageId: 9, own: false, chatMessage: message, senderName: 'Olivia Grant', body: 'Hi',
    });
    // A message without every field of one is not handed on as a message; its sender and text still make the notice.
    expect(readChatEvent({ type: 'message', chatId: 3, messageId: 9, own: false, chatMessage: { senderName: 'Olivia Grant', body: 'Hi' } })).toEqual({
      type: 'message', chatId: 3, messageId: 9, own: false, chatMessage: null, senderName: 'Olivia Grant', body: 'Hi',
    });
    expect(readChatEvent({ type: 'message', chatId: 3, messageId: 9, own: true, chatMessage: null })).toMatchObject({ own: true, chatMessage: null, body: null });
    expect(readChatEvent({ type: 'changed', chatId: 3 })).toEqual({ type: 'changed', chatId: 3 });
    expect(readChatEvent({ type: 'message', chatId: 3 })).toBeNull();
    expect(readChatEvent({ type: 'message', chatId: '3', messageId: 9 })).toBeNull();
    expect(readChatEvent({ preview: 'old shape' })).toBeNull();
  });

  it('counts someone else\'s message as unread unless its chat is open in the visible tab', () => {
    const event = readChatEvent({ type: 'message', chatId: 3, messageId: 9, own: false, chatMessage: message });
    const own = readChatEvent({ type: 'message', chatId: 3, messageId: 9, own: true, chatMessage: message });
    if (!event || !own) throw new Error('events should read');
    expect(countsAsUnread(event, null, false)).toBe(true);
    expect(countsAsUnread(event, 3, false)).toBe(false);
    expect(countsAsUnread(event, 3, true)).toBe(true);
    expect(countsAsUnread(own, null, true)).toBe(false);
    expect(countsAsUnread({ type: 'changed', chatId: 3 }, null, true)).toBe(false);
  });

  it('keeps the unread total once it is known', () => {
    const event = readChatEvent({ type: 'message', chatId: 3, messageId: 9, own: false, chatMessage: message });
    if (!event) throw new Error('event should read');
    $chatUnreadTotal.set(null);
    countArrival(event, false);
    expect($chatUnreadTotal.get()).toBeNull();
    setChatUnreadTotal(2);
    countArrival(event, false);
    expect($chatUnreadTotal.get()).toBe(3);
    setChatUnreadTotal(-1);
    expect($chatUnreadTotal.get()).toBe(0);
  });
});
