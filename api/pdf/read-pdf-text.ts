/** Reads back the text drawn by renderPdf (for tests): inflates each page's content and decodes its hex strings. */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

function streamsOf(doc: PDFDocument, contents: PDFObject | undefined): PDFRawStream[] {
  const resolved = contents ? doc.context.lookup(contents) : undefined;
  if (resolved instanceof PDFRawStream) return [resolved];
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((item) => streamsOf(doc, item));
  return [];
}

export async function readPdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    for (const stream of streamsOf(doc, page.node.get(PDFName.of('Contents')))) {
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = filter ? inflateSync(stream.contents) : Buffer.from(stream.contents);
      for (const match of raw.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
      }
    }
  }
  return lines.join('\n');
}
