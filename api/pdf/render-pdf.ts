/** A plain A4/Letter-style PDF: a title, wrapped paragraphs and an optional signature block (signed documents, resumes). */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface PdfSignature {
  name: string;
  signedAt: Date;
  ip: string | null;
}

export interface PdfContent {
  title: string;
  paragraphs: readonly string[];
  signature?: PdfSignature | undefined;
}

const PAGE = { width: 612, height: 792, margin: 64 } as const;
const BODY_SIZE = 11;
const TITLE_SIZE = 18;
const LINE_GAP = 1.45;

/** Characters the standard font cannot encode become '?', so any typed text renders. */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')].map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  private page: PDFPage;
  private y: number;
  private readonly doc: PDFDocument;

  constructor(doc: PDFDocument) {
    this.doc = doc;
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(font: PDFFont, size: number, text: string, gapAfter: number) {
    for (const line of wrap(font, size, encodable(font, text), PAGE.width - 2 * PAGE.margin)) {
      if (this.y - size < PAGE.margin) {
        this.page = this.doc.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= size;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size * (LINE_GAP - 1);
    }
    this.y -= gapAfter;
  }

  rule() {
    this.y -= 8;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: rgb(0.5, 0.5, 0.5),
    });
    this.y -= 16;
  }
}

export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setCreationDate(content.signature?.signedAt ?? new Date());
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(doc);
  writer.text(bold, TITLE_SIZE, content.title, 12);
  for (const paragraph of content.paragraphs) writer.text(regular, BODY_SIZE, paragraph, 8);
  if (content.signature) {
    const { name, signedAt, ip } = content.signature;
    writer.rule();
    writer.text(bold, BODY_SIZE, 'Electronically signed', 4);
    writer.text(regular, BODY_SIZE, `Name: ${name}`, 2);
    writer.text(regular, BODY_SIZE, `Date: ${signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`, 2);
    if (ip) writer.text(regular, BODY_SIZE, `IP address: ${ip}`, 2);
  }
  return doc.save();
}
