/**
 * Loads the ALTCHA widget in its CSP-friendly build: no inline styles (the stylesheet is bundled) and the
 * proof-of-work workers as files of our own origin instead of blob: URLs.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) globalThis.$altcha.algorithms.set(name, () => new ShaWorker());
for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(name, () => new Pbkdf2Worker());
}
