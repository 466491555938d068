import { describe, expect, it } from 'vitest';
import { BLINK_EVERY_MS, createTitleBlink, type BlinkingDocument, type BlinkWindow } from './title-blink.ts';
import { chatNoticeText } from './chat-notices.ts';

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
    expect(chatNoticeText({ from: 'Olivia', preview: 'Can you start Monday?' })).toBe('Olivia: Can you start Monday?');
    expect(chatNoticeText({ preview: 'Can you start Monday?' })).toBe('Can you start Monday?');
    expect(chatNoticeText({ from: 'Olivia' })).toBe('From Olivia');
    expect(chatNoticeText({ chatId: 7 })).toBe('You have a new message.');
    expect(chatNoticeText({ from: '  ', preview: 42 })).toBe('You have a new message.');
  });
});
