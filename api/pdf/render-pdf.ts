/**
 * A plain Letter-size PDF: a title, wrapped paragraphs, optional rows with an amount set flush right (invoices) and
 * an optional signature block (signed documents, resumes), in any script. pdf-lib is loaded with the first PDF, not when the server starts (decision record 302).
 */
import type { Color, PDFDocument, PDFPage } from 'pdf-lib';
import { embedFontsFor, type DocumentFonts, type TextRun, type Weight } from './unicode-fonts.ts';

export interface PdfSignature {
  name: string;
  signedAt: Date;
  ip: string | null;
}

/** A line of a table of amounts: its text on the left, its amount flush right; a rule above it when asked. */
export interface PdfRow {
  label: string;
  amount: string;
  strong?: boolean;
  ruleBefore?: boolean;
}

export interface PdfContent {
  title: string;
  paragraphs: readonly string[];
  rows?: readonly PdfRow[] | undefined;
  /** Paragraphs after the rows. */
  closing?: readonly string[] | undefined;
  signature?: PdfSignature | undefined;
}

const PAGE = { width: 612, height: 792, margin: 64 } as const;
const BODY_SIZE = 11;
const TITLE_SIZE = 18;
const LINE_GAP = 1.45;

const width = (runs: readonly TextRun[], size: number) => runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);

function wrap(fonts: DocumentFonts, weight: Weight, size: number, text: string, maxWidth: number): TextRun[][] {
  const lines: TextRun[][] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && width(fonts.runs(weight, candidate), size) > maxWidth) {
      lines.push(fonts.runs(weight, line));
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(fonts.runs(weight, line));
  return lines;
}

interface Block {
  weight: Weight;
  size: number;
  text: string;
  gapAfter: number;
  ruleBefore?: boolean;
  /** Drawn flush right on the block's first line; the text wraps short of it. */
  right?: string;
}

interface Inks {
  text: Color;
  rule: Color;
}

class Writer {
  private page: PDFPage;
  private y: number;
  private readonly doc: PDFDocument;
  private readonly fonts: DocumentFonts;
  private readonly inks: Inks;

  constructor(doc: PDFDocument, fonts: DocumentFonts, inks: Inks) {
    this.doc = doc;
    this.fonts = fonts;
    this.inks = inks;
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private draw(runs: readonly TextRun[], x: number, size: number) {
    for (const run of runs) {
      this.page.drawText(run.text, { x, y: this.y, size, font: run.font, color: this.inks.text });
      x += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  text({ weight, size, text, gapAfter, right }: Block) {
    const rightRuns = right ? this.fonts.runs(weight, right) : [];
    const rightWidth = width(rightRuns, size);
    const lines = wrap(this.fonts, weight, size, text, PAGE.width - 2 * PAGE.margin - (right ? rightWidth + 24 : 0));
    lines.forEach((runs, i) => {
      if (this.y - size < PAGE.margin) {
        this.page = this.doc.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= size;
      this.draw(runs, PAGE.margin, size);
      if (i === 0 && right) this.draw(rightRuns, PAGE.width - PAGE.margin - rightWidth, size);
      this.y -= size * (LINE_GAP - 1);
    });
    this.y -= gapAfter;
  }

  rule() {
    this.y -= 8;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: this.inks.rule,
    });
    this.y -= 16;
  }
}

function blocksOf(content: PdfContent): Block[] {
  const blocks: Block[] = [{ weight: 700, size: TITLE_SIZE, text: content.title, gapAfter: 12 }];
  for (const paragraph of content.paragraphs) blocks.push({ weight: 400, size: BODY_SIZE, text: paragraph, gapAfter: 8 });
  for (const row of content.rows ?? []) {
    blocks.push({ weight: row.strong ? 700 : 400, size: BODY_SIZE, text: row.label, right: row.amount, gapAfter: 6, ruleBefore: row.ruleBefore ?? false });
  }
  for (const paragraph of content.closing ?? []) blocks.push({ weight: 400, size: BODY_SIZE, text: paragraph, gapAfter: 8 });
  if (content.signature) {
    const { name, signedAt, ip } = content.signature;
    blocks.push({ weight: 700, size: BODY_SIZE, text: 'Electronically signed', gapAfter: 4, ruleBefore: true });
    blocks.push({ weight: 400, size: BODY_SIZE, text: `Name: ${name}`, gapAfter: 2 });
    blocks.push({ weight: 400, size: BODY_SIZE, text: `Date: ${signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`, gapAfter: 2 });
    if (ip) blocks.push({ weight: 400, size: BODY_SIZE, text: `IP address: ${ip}`, gapAfter: 2 });
  }
  return blocks;
}

export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setCreationDate(content.signature?.signedAt ?? new Date());
  const blocks = blocksOf(content);
  const texts = blocks.flatMap((block) => (block.right ? [block, { weight: block.weight, text: block.right }] : [block]));
  const writer = new Writer(doc, await embedFontsFor(doc, texts), { text: rgb(0.1, 0.1, 0.1), rule: rgb(0.5, 0.5, 0.5) });
  for (const block of blocks) {
    if (block.ruleBefore) writer.rule();
    writer.text(block);
  }
  return doc.save();
}
