/**
 * The fonts PDFs are drawn with, so a name in any common script prints as typed (decision record 220): Noto Sans
 * (Latin, Cyrillic, Greek, Vietnamese), Noto Sans Arabic, Noto Sans SC (Chinese, Japanese kana) and Noto Sans KR
 * (Hangul), as the @fontsource packages ship them, one file per group of scripts. A character is drawn with the first
 * file that has it; only the files a document uses are embedded, subset to the characters it draws.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export type Weight = 400 | 700;

const NOTO_SANS_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

/** The font files in fallback order, by weight; the first one also draws '?' for a character no file has. */
const FACE_FILES: readonly ((weight: Weight) => string)[] = [
  ...NOTO_SANS_SUBSETS.map((subset) => (weight: Weight) => `@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`),
  (weight) => `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`,
  (weight) => `@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-${weight}-normal.woff`,
  (weight) => `@fontsource/noto-sans-kr/files/noto-sans-kr-korean-${weight}-normal.woff`,
];

const require = createRequire(import.meta.url);
/** fontkit is loaded with the first document, not when the server starts (decision record 302). */
const loadFontkit = async () => (await import('@pdf-lib/fontkit')).default;
const fileBytes = new Map<string, Promise<Buffer>>();
function bytesOf(file: string): Promise<Buffer> {
  let bytes = fileBytes.get(file);
  if (!bytes) {
    bytes = readFile(require.resolve(file));
    fileBytes.set(file, bytes);
  }
  return bytes;
}

/** The characters each face has (read once per process from the regular weight). */
let coverages: Promise<ReadonlySet<number>[]> | undefined;
function faceCoverages(): Promise<ReadonlySet<number>[]> {
  coverages ??= loadFontkit().then((fontkit) =>
    Promise.all(FACE_FILES.map(async (file) => new Set(fontkit.create(await bytesOf(file(400))).characterSet))),
  );
  return coverages;
}

const NEUTRAL = /[\p{Z}\p{P}\p{S}\s]/u;
const REPLACEMENT = '?';

/**
 * The face of each character: the first face that has it. Spaces and punctuation stay with the face before them
 * when it has them and the next letter uses the same face, so a right-to-left phrase stays one run that the layout
 * engine orders as a whole; a character no face has becomes '?' in the first face.
 */
function assignFaces(chars: readonly string[], faces: readonly ReadonlySet<number>[]): { char: string; face: number }[] {
  const firstFace = (char: string) => faces.findIndex((coverage) => coverage.has(char.codePointAt(0) ?? 0));
  const strong = chars.map((char) => (NEUTRAL.test(char) ? -1 : firstFace(char)));
  const out: { char: string; face: number }[] = [];
  chars.forEach((char, i) => {
    if (!NEUTRAL.test(char)) {
      const face = strong[i] ?? -1;
      out.push(face < 0 ? { char: REPLACEMENT, face: 0 } : { char, face });
      return;
    }
    const code = char.codePointAt(0) ?? 0;
    const before = out.at(-1)?.face;
    const after = strong.slice(i + 1).find((face) => face >= 0);
    const candidates = [before !== undefined && before === after ? before : undefined, before, after, firstFace(char)];
    const face = candidates.find((f): f is number => f !== undefined && f >= 0 && (faces[f]?.has(code) ?? false));
    out.push(face === undefined ? { char: REPLACEMENT, face: 0 } : { char, face });
  });
  return out;
}

export interface TextRun {
  font: PDFFont;
  text: string;
}

export interface DocumentFonts {
  /** The text as runs of one font each, in drawing order. */
  runs(weight: Weight, text: string): TextRun[];
}

/** Embeds into doc the faces the texts need (and the first face of each weight); answers how to split any of those texts into runs. */
export async function embedFontsFor(doc: PDFDocument, texts: readonly { weight: Weight; text: string }[]): Promise<DocumentFonts> {
  doc.registerFontkit(await loadFontkit());
  const faces = await faceCoverages();
  const needed = new Set<string>(['400:0', '700:0']);
  for (const { weight, text } of texts) {
    for (const { face } of assignFaces([...text.normalize('NFC')], faces)) needed.add(`${weight}:${face}`);
  }
  const embedded = new Map<string, PDFFont>();
  for (const key of needed) {
    const [weight, face] = key.split(':').map(Number) as [Weight, number];
    const file = FACE_FILES[face]?.(weight);
    if (file) embedded.set(key, await doc.embedFont(await bytesOf(file), { subset: true }));
  }
  const fontFor = (weight: Weight, face: number): PDFFont => {
    const font = embedded.get(`${weight}:${face}`) ?? embedded.get(`${weight}:0`);
    if (!font) throw new Error(`No font of weight ${weight} was embedded.`);
    return font;
  };
  return {
    runs(weight, text) {
      const runs: TextRun[] = [];
      for (const { char, face } of assignFaces([...text.normalize('NFC')], faces)) {
        const font = fontFor(weight, face);
        const last = runs.at(-1);
        if (last?.font === font) last.text += char;
        else runs.push({ font, text: char });
      }
      return runs;
    },
  };
}
