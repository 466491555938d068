/**
 * An allow-list HTML sanitiser for notification bodies. The input is split into text, tags and comments;
 * the output is written anew from what is allowed: a few formatting tags without attributes, and links
 * whose only attribute is an http(s) or relative href. Everything else is dropped; the content of
 * script-like elements is dropped with them. Text is escaped, and tags left open are closed.
 */
import { escapeHtml } from '../mail/templates/layout.ts';

const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'blockquote']);
const VOID = new Set(['br']);
/** Elements whose content is never shown as text. */
const DROP_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'noembed', 'noframes', 'plaintext']);

/** Markup at one position: a comment, a start or end tag (name, attributes), or a declaration. */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<\/?([A-Za-z][A-Za-z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?][^>]*>/y;
const MARKUP_START = /<(?:\/?[A-Za-z]|[!?])/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Text keeps its character references (they cannot make markup); a bare & or any angle bracket is escaped. */
const escapeText = (value: string) =>
  value.replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** Plain text made safe anywhere in HTML, attribute values included. */

/** http(s) and relative links only; whitespace and control characters browsers ignore cannot hide a scheme. */
export function safeHref(raw: string): string | null {
  const value = decodeEntities(raw).trim();
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!compact) return null;
  const scheme = /^([^/?#]*?):/.exec(compact)?.[1];
  if (scheme === undefined) return value;
  return /^https?$/i.test(scheme) ? value : null;
}

function openTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  let href: string | null = null;
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() === 'href') href = safeHref(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return href === null ? '<a>' : `<a href="${escapeHtml(href)}" rel="noopener noreferrer">`;
}

type Token = { text: string } | { name: string | undefined; closing: boolean; attributes: string };

/**
 * Splits the input in one pass. Markup that never ends swallows the rest of the input, as it does in a
 * browser; stopping there also keeps the work linear in the length of the input.
 */
function* tokens(input: string): Generator<Token> {
  let at = 0;
  while (at < input.length) {
    const lt = input.indexOf('<', at);
    if (lt < 0) {
      yield { text: input.slice(at) };
      return;
    }
    MARKUP.lastIndex = lt;
    const match = MARKUP.exec(input);
    if (!match) {
      MARKUP_START.lastIndex = lt;
      const unterminated = MARKUP_START.test(input);
      yield { text: input.slice(at, unterminated ? lt : lt + 1) };
      if (unterminated) return;
      at = lt + 1;
      continue;
    }
    if (lt > at) yield { text: input.slice(at, lt) };
    yield { name: match[1]?.toLowerCase(), closing: match[0][1] === '/', attributes: match[2] ?? '' };
    at = lt + match[0].length;
  }
}

export function sanitizeHtml(input: string): string {
  let out = '';
  const open: string[] = [];
  let dropping: string | null = null;

  for (const token of tokens(input)) {
    if ('text' in token) {
      if (!dropping) out += escapeText(token.text);
      continue;
    }
    const { name, closing } = token;
    if (!name) continue;
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (!closing) {
      out += openTag(name, token.attributes);
      open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
