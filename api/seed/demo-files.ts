/** Small real files for the demo (PDF, PNG, CSV) with the right magic bytes, stored through the blob storage driver. */
import type { BlobStorage } from '../storage/blob-storage.ts';
import { storeBlob } from '../storage/store-blob.ts';
import { makePortrait } from './demo-portrait.ts';
import { makeCover, type CoverKind } from './demo-covers.ts';
import { encodePng } from './png.ts';
import { limits } from '#domain/constants.ts';
import type { Db } from '../db/client.ts';

const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '-').replace(/([\\()])/g, '\\$1');

/** A one-page PDF with a title and a few lines of text. */
export function makePdf(title: string, lines: readonly string[]): Uint8Array {
  const content = [
    'BT',
    '/F1 18 Tf 72 720 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    ...lines.map((line) => `0 -20 Td (${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A square PNG of one colour (thumbnails, logos). */
export function makePng(rgb: readonly [number, number, number], size = 64): Uint8Array {
  const pixels = new Uint8Array(size * size * 3);
  for (let i = 0; i < size * size; i++) pixels.set(rgb, i * 3);
  return encodePng(size, size, pixels);
}

export const makeCsv = (rows: readonly (readonly string[])[]) =>
  new TextEncoder().encode(rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n') + '\r\n');

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/** Writes demo files; without storage (no data folder) it writes nothing and every call answers null. */
export function demoFiles(db: Db, storage: BlobStorage | null) {
  const save = async (fileName: string, contentType: string, bytes: Uint8Array, ownerUserId: number | null) => {
    if (!storage) return null;
    const blob = await storeBlob(db, storage, { source: once(bytes), fileName, contentType, maxBytes: limits.fileMaxBytes, ownerUserId });
    return blob.id;
  };
  return {
    pdf: (fileName: string, title: string, lines: readonly string[], ownerUserId: number | null) =>
      save(fileName, 'application/pdf', makePdf(title, lines), ownerUserId),
    png: (fileName: string, rgb: readonly [number, number, number], ownerUserId: number | null) =>
      save(fileName, 'image/png', makePng(rgb), ownerUserId),
    /** A portrait-like picture drawn from the person's name and a backdrop colour, stored as an uploaded photo is. */
    portrait: (name: string, backdrop: readonly [number, number, number], ownerUserId: number | null) =>
      save('photo.png', 'image/png', makePortrait(name, backdrop), ownerUserId),
    /** A portfolio thumbnail: a document's page, a video frame or a web page, on the given colour. */
    cover: (fileName: string, kind: CoverKind, colour: readonly [number, number, number], ownerUserId: number | null) =>
      save(fileName, 'image/png', makeCover(kind, colour), ownerUserId),
    csv: (fileName: string, rows: readonly (readonly string[])[], ownerUserId: number | null) =>
      save(fileName, 'text/csv', makeCsv(rows), ownerUserId),
  };
}

export type DemoFiles = ReturnType<typeof demoFiles>;
