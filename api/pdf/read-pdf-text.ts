/**
 * Reads back the text drawn by renderPdf (for tests): inflates each page's content, follows the font of each string
 * and decodes it through that font's ToUnicode map (embedded fonts) or as Latin-1 (standard fonts). Strings drawn
 * on one baseline form one line. Right-to-left text comes back in the order it is drawn (visual order).
 */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

type Decoder = (hex: string) => string;

function streamsOf(doc: PDFDocument, contents: PDFObject | undefined): PDFRawStream[] {
  const resolved = contents ? doc.context.lookup(contents) : undefined;
  if (resolved instanceof PDFRawStream) return [resolved];
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((item) => streamsOf(doc, item));
  return [];
}

const bytesOf = (stream: PDFRawStream) => (stream.dict.get(PDFName.of('Filter')) ? inflateSync(stream.contents) : Buffer.from(stream.contents));

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap's bfchar and bfrange entries as a decoder of two-byte codes. */
function toUnicodeDecoder(cmap: string): Decoder {
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(code ?? '0', 16), utf16(text ?? ''));
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, first] of (block ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = parseInt(from ?? '0', 16);
      const base = utf16(first ?? '');
      for (let code = start; code <= parseInt(to ?? '0', 16); code++) {
        map.set(code, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + code - start));
      }
    }
  }
  return (hex) => (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '').join('');
}

const latin1: Decoder = (hex) => Buffer.from(hex, 'hex').toString('latin1');

function fontDecoders(doc: PDFDocument, resources: PDFDict | undefined): Map<string, Decoder> {
  const decoders = new Map<string, Decoder>();
  const fonts = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref);
    const toUnicode = font instanceof PDFDict ? font.lookup(PDFName.of('ToUnicode')) : undefined;
    decoders.set(name.asString(), toUnicode instanceof PDFRawStream ? toUnicodeDecoder(bytesOf(toUnicode).toString('latin1')) : latin1);
  }
  return decoders;
}

export async function readPdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const decoders = fontDecoders(doc, page.node.Resources());
    let decode = latin1;
    let baseline: string | null = null;
    for (const stream of streamsOf(doc, page.node.get(PDFName.of('Contents')))) {
      const content = bytesOf(stream).toString('latin1');
      for (const [, font, y, hex] of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|[\d.-]+\s+[\d.-]+\s+[\d.-]+\s+[\d.-]+\s+[\d.-]+\s+([\d.-]+)\s+Tm|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (font) decode = decoders.get(font) ?? latin1;
        else if (y !== undefined) {
          if (y !== baseline) lines.push('');
          baseline = y;
        } else lines.push(`${lines.pop() ?? ''}${decode(hex ?? '')}`);
      }
    }
  }
  return lines.filter(Boolean).join('\n');
}
