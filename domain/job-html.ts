/**
 * The job description is rich text typed by a client. Before it reaches a page it is reduced to a few formatting
 * elements without attributes; every other tag is dropped, script and style blocks with their content, and text is
 * escaped. The result can be inserted as HTML without letting anything run.
 */
const allowedTags = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote']);

const entity = /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});/iy;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === '&') {
      entity.lastIndex = i;
      out += entity.test(text) ? '&' : '&amp;';
    } else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '"') out += '&quot;';
    else out += ch;
  }
  return out;
}

export function safeJobHtml(html: string): string {
  const withoutBlocks = html.replace(/<(script|style|template|iframe|object|textarea)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '').replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  let out = '';
  let last = 0;
  for (const match of withoutBlocks.matchAll(/<\/?([a-z][a-z0-9]*)\b[^>]*>?/gi)) {
    out += escapeText(withoutBlocks.slice(last, match.index));
    last = match.index + match[0].length;
    const name = (match[1] ?? '').toLowerCase();
    if (!allowedTags.has(name)) continue;
    const closing = match[0].startsWith('</');
    out += closing ? (name === 'br' ? '' : `</${name}>`) : `<${name}>`;
  }
  return out + escapeText(withoutBlocks.slice(last));
}

/** The description as plain text (meta description, social cards), cut to `max` characters on a word boundary. */
export function jobPlainText(html: string | null, max = 160): string {
  const text = safeJobHtml(html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = text.charAt(max - 1) === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
