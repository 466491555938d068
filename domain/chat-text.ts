/**
 * Chat messages are plain text (issue 12): a message is cut into segments that a page renders as text nodes, so
 * everything is escaped by construction; web addresses become links (http and https only) and `@Name` of a chat
 * member becomes a mention. The composer's `@` picker reads and completes the mention being typed.
 */
export type ChatSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string };

/** http(s):// or www. addresses, up to the next space or angle bracket. */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?'*_~]+$/;

/** Where an address found in text may lead (ADDRESS admits http, https and www. only): an absolute URL, or null. */
function hrefOf(address: string): string | null {
  const withScheme = /^www\./i.test(address) ? `https://${address}` : address;
  return URL.canParse(withScheme) ? new URL(withScheme).href : null;
}

/** Drops trailing punctuation and a closing parenthesis that has no opening one inside the address. */
function trimAddress(found: string): string {
  let address = found.replace(TRAILING, '');
  const count = (sign: string) => address.split(sign).length - 1;
  while (address.endsWith(')') && count('(') < count(')')) {
    address = address.slice(0, -1).replace(TRAILING, '');
  }
  return address;
}

function linkSegments(text: string): ChatSegment[] {
  const out: ChatSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = hrefOf(address);
    if (!href) continue;
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) });
    out.push({ kind: 'link', text: address, href });
    last = match.index + address.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `@Name` for each member name (longest first, so "Ann Lee" wins over "Ann"), not inside a word. */
function mentionPattern(names: readonly string[]): RegExp | null {
  const usable = [...new Set(names.map((name) => name.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}_])@(?:${usable.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
}

/** The segments of a message: text, links and mentions of the given member names. */
export function chatSegments(body: string, memberNames: readonly string[] = []): ChatSegment[] {
  const pattern = mentionPattern(memberNames);
  const out: ChatSegment[] = [];
  for (const part of linkSegments(body)) {
    if (part.kind !== 'text' || !pattern) {
      out.push(part);
      continue;
    }
    let last = 0;
    for (const match of part.text.matchAll(pattern)) {
      if (match.index > last) out.push({ kind: 'text', text: part.text.slice(last, match.index) });
      out.push({ kind: 'mention', text: match[0] });
      last = match.index + match[0].length;
    }
    if (last < part.text.length) out.push({ kind: 'text', text: part.text.slice(last) });
  }
  return out;
}

/** The mention being typed just before the caret: `@` at the start or after a space, then up to 30 characters. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|\s)@([^\s@]{0,30}(?: [^\s@]{0,30})?)$/u.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}

/** Members whose name starts with the query first, then those whose name contains it. */
export function mentionChoices<T extends { name: string }>(members: readonly T[], query: string, max = 6): T[] {
  const q = query.trim().toLowerCase();
  const starts = members.filter((m) => m.name.toLowerCase().startsWith(q));
  const contains = members.filter((m) => !m.name.toLowerCase().startsWith(q) && m.name.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, max);
}

/** The text with the mention being typed replaced by `@Name `, and where the caret goes. */
export function completeMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, start) + inserted + after, caret: start + inserted.length };
}

/** The member names a message mentions (for the mention e-mails). */
export function mentionedNames(body: string, memberNames: readonly string[]): string[] {
  const found = chatSegments(body, memberNames).filter((s) => s.kind === 'mention').map((s) => s.text.slice(1).toLowerCase());
  return memberNames.filter((name) => found.includes(name.trim().toLowerCase()));
}

/** The messages page, opened on one chat. */
export const messagesPath = '/messages';
export const chatHref = (chatId: number) => `${messagesPath}?chat=${chatId}`;
/** The messages page with a job's chat tools (the link from a job page). */
export const jobChatHref = (projectId: number) => `${messagesPath}?job=${projectId}`;

/** Talent may chat on a job while their proposal is in one of these states (the API checks the same rule). */
export const chatProposalStatuses: readonly string[] = ['Interview', 'Hired'];
