/**
 * Toasts: short notices shown top-right that close by themselves (3 seconds in the sign-in flows,
 * 5000 ms for proposals and chat notices). The Toaster island shows them; anything on the page may add one.
 */
import { atom } from 'nanostores';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
  /** A heading above the text. */
  title?: string;
  /** Where the toast leads, e.g. the chat it announces. */
  href?: string;
  ms: number;
}

export const toastDurations = { signIn: 3000, proposal: 5000, chat: 5000 } as const;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, number>();

export function showToast(toast: Omit<Toast, 'id' | 'ms'> & { ms?: number }): number {
  const id = nextId++;
  const ms = toast.ms ?? toastDurations.signIn;
  $toasts.set([...$toasts.get(), { ...toast, id, ms }]);
  timers.set(id, window.setTimeout(() => dismissToast(id), ms));
  return id;
}

export function dismissToast(id: number): void {
  window.clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}
