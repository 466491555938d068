/**
 * The one check for every return, next and redirect parameter (nextPage, returnTo, a toast's link): a path on this
 * site, or null. Only printable ASCII is allowed (pages hand on percent-encoded URLs), so a tab, newline or other
 * control character that a browser strips (turning `/\t/evil.example` into `//evil.example`), a backslash that it
 * reads as a slash, Unicode look-alikes and bidirectional marks are all refused; and the path must resolve to this
 * site's own origin. The value itself is returned, never a normalised form, so the browser resolves what was checked.
 */
const SITE = 'http://site.invalid';
const MAX_LENGTH = 2048;

export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(value) || value.includes('\\')) return null;
  // Stryker disable next-line ConditionalExpression: equivalent, the pattern above admits only paths of this site; this is the second lock
  return new URL(value, SITE).origin === SITE ? value : null;
}
