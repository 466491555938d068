/**
 * Link-preview cards (og:image, twitter:image): a 1200×630 PNG with a title, a subtitle and a few lines, drawn as
 * glyph outlines of Noto Sans (the PDFs' font files, read with fontkit) into an SVG that sharp turns into a PNG.
 * Drawing outlines rather than SVG text means the card needs no font installed on the server (decision record 282).
 * fontkit and sharp are loaded with the first card, not when the server starts (decision record 302).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type fontkit from '@pdf-lib/fontkit';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;

type Weight = 400 | 700;
type Font = ReturnType<typeof fontkit.create>;

const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];
const require = createRequire(import.meta.url);
const loadSharp = async () => (await import('sharp')).default;
const faces = new Map<Weight, Promise<Font[]>>();

function facesOf(weight: Weight): Promise<Font[]> {
  let found = faces.get(weight);
  if (!found) {
    found = import('@pdf-lib/fontkit').then(({ default: fontkit }) =>
      Promise.all(
        SUBSETS.map(async (subset) => fontkit.create(await readFile(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`)))),
      ),
    );
    faces.set(weight, found);
  }
  return found;
}

interface Run {
  font: Font;
  text: string;
}

/** The text in runs of one face each; a character no face has becomes '?'. */
function runsOf(fonts: Font[], text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const font = fonts.find((f) => f.hasGlyphForCodePoint(code)) ?? fonts[0];
    if (!font) continue;
    const drawn = font.hasGlyphForCodePoint(code) ? char : '?';
    const last = runs.at(-1);
    if (last && last.font === font) last.text += drawn;
    else runs.push({ font, text: drawn });
  }
  return runs;
}

function widthOf(fonts: Font[], text: string, size: number): number {
  return runsOf(fonts, text).reduce((sum, run) => sum + (run.font.layout(run.text).advanceWidth * size) / run.font.unitsPerEm, 0);
}

/** Words wrapped to the width, at most `maxLines` lines; the last one ends with an ellipsis when text was left out. */
function wrap(fonts: Font[], text: string, size: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (const [i, word] of words.entries()) {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(fonts, next, size) <= TEXT_WIDTH || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      line = '';
      if (i < words.length) lines[maxLines - 1] = ellipsis(fonts, `${lines[maxLines - 1]} ${words.slice(i).join(' ')}`, size);
      break;
    }
  }
  if (line) lines.push(line);
  return lines.map((l) => (widthOf(fonts, l, size) > TEXT_WIDTH ? ellipsis(fonts, l, size) : l));
}

function ellipsis(fonts: Font[], text: string, size: number): string {
  let cut = text;
  while (cut.length > 1 && widthOf(fonts, `${cut}…`, size) > TEXT_WIDTH) cut = cut.slice(0, -1).trimEnd();
  return `${cut}…`;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const round = (n: number) => Math.round(n * 100) / 100;

/** One line of text with its baseline at (x, y), as SVG paths of the glyph outlines. */
function outline(fonts: Font[], text: string, size: number, x: number, y: number, fill: string): string {
  const parts: string[] = [];
  let pen = x;
  for (const run of runsOf(fonts, text)) {
    const scale = size / run.font.unitsPerEm;
    const layout = run.font.layout(run.text);
    layout.glyphs.forEach((glyph, i) => {
      const position = layout.positions[i];
      const d = glyph.path.toSVG();
      const left = round(pen + (position?.xOffset ?? 0) * scale);
      if (d) parts.push(`<path fill="${fill}" transform="translate(${left} ${y}) scale(${round(scale * 1000) / 1000} ${-round(scale * 1000) / 1000})" d="${escapeXml(d)}"/>`);
      pen += (position?.xAdvance ?? 0) * scale;
    });
  }
  return parts.join(' ');
}

export interface CardText {
  /** Top left, small: the product name. */
  brand: string;
  title: string;
  subtitle?: string | null | undefined;
  /** Short lines under the subtitle (roles, place, a badge). */
  lines?: readonly string[] | undefined;
  /** A logo (PNG or JPEG bytes) drawn top right on a white tile; left out when it cannot be read. */
  logo?: Uint8Array | null | undefined;
}

const LOGO_BOX = { width: 240, height: 110, padding: 12, top: 36 } as const;

/** The logo fitted into its white tile, or null when its bytes are not an image sharp can read. */
async function logoTile(bytes: Uint8Array): Promise<Buffer | null> {
  const { width, height, padding } = LOGO_BOX;
  try {
    const sharp = await loadSharp();
    return await sharp(bytes)
      .resize({ width: width - 2 * padding, height: height - 2 * padding, fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .extend({ top: padding, bottom: padding, left: padding, right: padding, background: '#ffffff' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

export async function renderCard(text: CardText): Promise<Uint8Array<ArrayBuffer>> {
  const [regular, bold] = await Promise.all([facesOf(400), facesOf(700)]);
  const paths: string[] = [];
  paths.push(outline(bold, text.brand, 34, MARGIN, 110, '#ffffff'));
  let y = 250;
  for (const line of wrap(bold, text.title, 76, 2)) {
    paths.push(outline(bold, line, 76, MARGIN, y, '#ffffff'));
    y += 92;
  }
  if (text.subtitle) {
    y += 4;
    for (const line of wrap(regular, text.subtitle, 40, 2)) {
      paths.push(outline(regular, line, 40, MARGIN, y, '#d6e6f2'));
      y += 54;
    }
  }
  for (const line of text.lines ?? []) {
    if (y > CARD_HEIGHT - 50) break;
    y += 6;
    paths.push(outline(regular, wrap(regular, line, 32, 1)[0] ?? '', 32, MARGIN, y, '#a9c6dc'));
    y += 44;
  }
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#0b3d5c"/>`,
    `<rect x="0" y="${CARD_HEIGHT - 16}" width="${CARD_WIDTH}" height="16" fill="#f2a541"/>`,
    ...paths,
    '</svg>',
  ].join('');
  const tile = text.logo ? await logoTile(text.logo) : null;
  const card = (await loadSharp())(Buffer.from(svg));
  if (tile) card.composite([{ input: tile, top: LOGO_BOX.top, left: CARD_WIDTH - MARGIN - LOGO_BOX.width }]);
  return new Uint8Array(await card.png({ compressionLevel: 9 }).toBuffer());
}
