/**
 * The stored HTML of an agreement or an introduction as plain paragraphs for a PDF, read with htmlparser2: the start
 * and end of a block (and a line break) end a paragraph, other tags are dropped with the content of scripts and styles, and
 * character references are decoded.
 */
import { Parser } from 'htmlparser2';

const paragraphEnds = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'tr', 'table', 'blockquote', 'br']);
const unread = new Set(['script', 'style']);

export function htmlToParagraphs(html: string): string[] {
  const lines: string[] = [];
  let line = '';
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (unread.has(name)) skipping++;
        else if (paragraphEnds.has(name) && line.trim()) {
          lines.push(line);
          line = '';
        }
      },
      ontext(text) {
        if (!skipping) line += text;
      },
      onclosetag(name) {
        if (unread.has(name)) skipping = Math.max(0, skipping - 1);
        else if (paragraphEnds.has(name)) {
          lines.push(line);
          line = '';
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  lines.push(line);
  return lines.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
