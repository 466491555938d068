/** Turns the stored HTML of an agreement into plain paragraphs for a PDF: block tags split, other tags dropped, entities decoded. */

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', copy: '©', reg: '®' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, code: string) => {
    if (!code.startsWith('#')) return named[code.toLowerCase()] ?? whole;
    const point = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}

const BLOCK_BREAK = /<\s*(?:\/\s*(?:p|div|h[1-6]|li|ul|ol|tr|table|blockquote)|br\s*\/?)\s*>/gi;

export function htmlToParagraphs(html: string): string[] {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(BLOCK_BREAK, '\n')
    .replace(/<[^>]*>/g, '')
    .split('\n')
    .map((line) => decodeEntities(line).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
