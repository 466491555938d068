/**
 * Ends an idle session: no pointer, key, scroll or touch activity for 45 minutes (or the configured
 * IDLE_LOGOUT_MS) in any tab of this site sends the user to /logout. Tabs share the time of the latest activity
 * through localStorage, so one busy tab keeps the others signed in.
 */
import { session } from '#domain/constants.ts';
import { goToLogout } from './go-to-logout.ts';

const KEY = 'lastActivityAt';

function shared(): number {
  try {
    return Number(window.localStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

function share(at: number): void {
  try {
    window.localStorage.setItem(KEY, String(at));
  } catch {
    // Storage may be unavailable (private mode); this tab's own clock still applies.
  }
}

/** Starts watching; `afterMs` falls back to the spec's 45 minutes when it is not a positive number. */
export function startIdleLogout(afterMs: number): void {
  const idleMs = Number.isFinite(afterMs) && afterMs > 0 ? afterMs : session.idleLogoutMs;
  // Writing on every event would be wasteful; a tenth of the idle time (at most 5 s) is precise enough.
  const writeEveryMs = Math.min(5_000, idleMs / 10);
  let last = Date.now();
  share(last);

  const touch = () => {
    const now = Date.now();
    if (now - last < writeEveryMs) return;
    last = now;
    share(now);
  };

  const check = () => {
    const deadline = Math.max(last, shared()) + idleMs;
    const left = deadline - Date.now();
    if (left <= 0) goToLogout();
    else window.setTimeout(check, left);
  };

  for (const type of ['pointerdown', 'keydown', 'scroll', 'touchstart']) {
    window.addEventListener(type, touch, { passive: true });
  }
  window.setTimeout(check, idleMs);
}
