/**
 * Blinks the tab title: while the tab is hidden the title alternates with the notice text; when the
 * tab is shown again or gets focus the original title comes back.
 */
export interface BlinkingDocument {
  title: string;
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface BlinkWindow {
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
  addEventListener(type: 'focus', listener: () => void): void;
  removeEventListener(type: 'focus', listener: () => void): void;
}

export const BLINK_EVERY_MS = 1000;

export function createTitleBlink(doc: BlinkingDocument, win: BlinkWindow) {
  let original: string | null = null;
  let timer = 0;

  function stop(): void {
    if (original === null) return;
    win.clearInterval(timer);
    doc.title = original;
    original = null;
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('focus', stop);
  }

  function onVisibility(): void {
    if (!doc.hidden) stop();
  }

  /** Starts blinking `text` when the tab is hidden and is not blinking already. */
  function blink(text: string): void {
    if (!doc.hidden || original !== null) return;
    const title = doc.title;
    original = title;
    doc.title = text;
    timer = win.setInterval(() => {
      doc.title = doc.title === text ? title : text;
    }, BLINK_EVERY_MS);
    doc.addEventListener('visibilitychange', onVisibility);
    win.addEventListener('focus', stop);
  }

  return { blink, stop, blinking: () => original !== null };
}
