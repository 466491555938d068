/**
 * Ends an idle session (spec 1 §2.1): no pointer, key, scroll or touch activity for 45 minutes in any tab of
 * this site sends the user to /logout. Tabs share the time of the latest activity through localStorage.
 */
import { session } from '../domain/constants.ts';
import { goToLogout } from './go-to-logout.ts';

const KEY = 'lastActivityAt';
const CHECK_EVERY_MS = 30_000;
let last = Date.now();

function shared(): number {
  try {
    return Number(window.localStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

function touch() {
  const now = Date.now();
  if (now - last < 5_000) return;
  last = now;
  try {
    window.localStorage.setItem(KEY, String(now));
  } catch {
    // Storage may be unavailable (private mode); this tab's own clock still applies.
  }
}

for (const type of ['pointerdown', 'keydown', 'scroll', 'touchstart']) {
  window.addEventListener(type, touch, { passive: true });
}

window.setInterval(() => {
  if (Date.now() - Math.max(last, shared()) >= session.idleLogoutMs) goToLogout();
}, CHECK_EVERY_MS);
