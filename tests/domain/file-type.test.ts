import { describe, expect, it } from 'vitest';
import { acceptedExtensions, isOfficeZip, isPlainText, officeZipTypeByDirectory, sniffFileType, storedFileName, type FileType } from '#domain/file-type.ts';
import { isPhotoType, sniffPhotoType } from '#domain/image-type.ts';
import { makeDocx, makePptx, makeXlsx, makeZip } from '../../api/testing/zip-file.ts';

const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : [...part])));
const zipEntry = (name: string) => {
  const entry = new Uint8Array(30 + name.length);
  entry.set([0x50, 0x4b, 0x03, 0x04]);
  new DataView(entry.buffer).setUint16(26, name.length, true);
  entry.set(new TextEncoder().encode(name), 30);
  return entry;
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0];
const sniffed = (content: Uint8Array, name: string) => sniffFileType(content, name)?.extension ?? null;
const typeOf = (content: Uint8Array, name: string) => sniffFileType(content, name)?.contentType ?? null;

describe('the type of a supporting document, read from its first bytes', () => {
  it('knows images and PDFs by their signatures, whatever the name says', () => {
    expect(sniffFileType(bytes(PNG, [1, 2]), 'photo.jpg')).toEqual({ contentType: 'image/png', extension: 'png' });
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]), 'photo.JPEG')).toEqual({ contentType: 'image/jpeg', extension: 'jpeg' });
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]), 'photo.png')).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(sniffFileType(bytes('GIF87a..'), 'a')).toEqual({ contentType: 'image/gif', extension: 'gif' });
    expect(sniffFileType(bytes('GIF89a..'), 'a')).toEqual({ contentType: 'image/gif', extension: 'gif' });
    expect(sniffFileType(bytes('%PDF-1.7'), 'a.txt')).toEqual({ contentType: 'application/pdf', extension: 'pdf' });
  });

  it('refuses a signature cut short', () => {
    expect(sniffed(bytes(PNG.slice(0, 7)), 'a.png')).toBeNull();
    expect(sniffed(bytes('GIF89'), 'a.gif')).toBe('txt');
    expect(sniffed(bytes('%PDF'), 'a.pdf')).toBe('txt');
  });

  it('knows the Office formats by the parts their ZIP lists first', () => {
    expect(sniffFileType(bytes(zipEntry('[Content_Types].xml'), zipEntry('word/document.xml')), 'a')).toEqual({
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    });
    expect(sniffFileType(bytes(zipEntry('[Content_Types].xml'), zipEntry('ppt/slides/slide1.xml')), 'a')).toEqual({
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      extension: 'pptx',
    });
    expect(sniffFileType(bytes(zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml')), 'a')).toEqual({
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
    });
    expect(sniffed(bytes(zipEntry('word/document.xml')), 'a.docx')).toBeNull();
    expect(sniffed(bytes(zipEntry('[Content_Types].xml'), zipEntry('docs/readme.md')), 'a.docx')).toBeNull();
  });

  it('lets the extension choose between xls and ppt for an OLE2 file, and refuses other OLE2 files', () => {
    expect(sniffFileType(bytes(OLE2), 'Budget.XLS')).toEqual({ contentType: 'application/vnd.ms-excel', extension: 'xls' });
    expect(sniffFileType(bytes(OLE2), 'deck.ppt')).toEqual({ contentType: 'application/vnd.ms-powerpoint', extension: 'ppt' });
    expect(sniffed(bytes(OLE2), 'letter.doc')).toBeNull();
    expect(sniffed(bytes(OLE2), 'xls')).toBeNull();
  });

  it('takes plain text as csv when so named, else as txt', () => {
    expect(sniffFileType(bytes('a,b\n1,2\n'), 'rows.CSV')).toEqual({ contentType: 'text/csv', extension: 'csv' });
    expect(sniffFileType(bytes('héllo'), 'notes.md')).toEqual({ contentType: 'text/plain', extension: 'txt' });
    expect(sniffFileType(bytes('a,b'), 'rows.csv.txt')).toEqual({ contentType: 'text/plain', extension: 'txt' });
    expect(typeOf(bytes('a,b'), 'csv')).toBe('text/plain');
  });

  it('refuses executables, binary data and an empty file', () => {
    expect(sniffed(bytes('MZ', new Uint8Array(20)), 'report.pdf')).toBeNull();
    expect(sniffed(bytes([0x7f, 0x45, 0x4c, 0x46], new Uint8Array(20)), 'notes.txt')).toBeNull();
    expect(sniffed(bytes('M'), 'notes.txt')).toBe('txt');
    expect(sniffed(bytes('MZ is also text'), 'notes.txt')).toBeNull();
    expect(sniffed(bytes([0x7f], 'ELF text'), 'notes.txt')).toBeNull();
    expect(sniffed(bytes('%PDF-'), 'a')).toBe('pdf');
    expect(sniffed(bytes([0x41, 0x00, 0x42]), 'a.txt')).toBeNull();
    expect(sniffed(bytes([0xc3, 0x28]), 'a.txt')).toBeNull();
    expect(sniffed(new Uint8Array(0), 'a.txt')).toBeNull();
  });

  it('reads text cut inside a character as text', () => {
    expect(isPlainText(bytes([0x61, 0xc3]))).toBe(true);
    expect(isPlainText(bytes([0x61, 0xff]))).toBe(false);
    expect(isPlainText(bytes([0x61, 0x00]))).toBe(false);
  });

  it('offers the allowed extensions in the file picker', () => {
    expect(acceptedExtensions).toBe('.png,.jpeg,.jpg,.gif,.pdf,.docx,.pptx,.xls,.xlsx,.ppt,.txt,.csv');
  });
});

describe('an Office file held to its ZIP structure', () => {
  const byDirectory = (zip: Uint8Array) => officeZipTypeByDirectory(zip, zip.length)?.extension ?? null;
  const docx = makeDocx();
  const set = (zip: Uint8Array, at: number, value: number, size: 2 | 4) => {
    const copy = new Uint8Array(zip);
    const view = new DataView(copy.buffer);
    if (size === 2) view.setUint16(at, value, true);
    else view.setUint32(at, value, true);
    return copy;
  };
  const eocd = (zip: Uint8Array) => zip.length - 22;

  it('knows docx, xlsx and pptx by their main part, from the last bytes alone', () => {
    expect(byDirectory(docx)).toBe('docx');
    expect(byDirectory(makeXlsx())).toBe('xlsx');
    expect(byDirectory(makePptx())).toBe('pptx');
    const big = makeZip({ '[Content_Types].xml': '<Types/>', 'word/media/image1.png': new Uint8Array(100_000), 'word/document.xml': '<w:document/>' });
    expect(officeZipTypeByDirectory(big.subarray(big.length - 4096), big.length)?.extension).toBe('docx');
    expect(officeZipTypeByDirectory(big.subarray(big.length - 4096), big.length + 1)).toBeNull();
  });

  it('refuses a ZIP without the content types or the main part', () => {
    expect(byDirectory(makeZip({ 'word/document.xml': '<w:document/>' }))).toBeNull();
    expect(byDirectory(makeZip({ '[Content_Types].xml': '<Types/>', 'word/evil.exe': 'MZ' }))).toBeNull();
  });

  it('refuses a file cut short, a byte more, or nothing', () => {
    expect(byDirectory(docx.subarray(0, docx.length - 1))).toBeNull();
    expect(byDirectory(bytes(docx, [0]))).toBeNull();
    expect(byDirectory(new Uint8Array(0))).toBeNull();
    expect(byDirectory(docx.subarray(docx.length - 22))).toBeNull();
  });

  it('reads the directory from a tail that starts right at it, and refuses a tail that cuts it', () => {
    const start = new DataView(docx.buffer, docx.byteOffset).getUint32(eocd(docx) + 16, true);
    expect(officeZipTypeByDirectory(docx.subarray(start), docx.length)?.extension).toBe('docx');
    expect(officeZipTypeByDirectory(docx.subarray(start + 1), docx.length)).toBeNull();
    expect(officeZipTypeByDirectory(docx.subarray(docx.length - 30), docx.length)).toBeNull();
  });

  it('reads an entry with an empty name to the end, and refuses entries left over after the count', () => {
    expect(byDirectory(makeZip({ '[Content_Types].xml': 'x', 'word/document.xml': 'y', '': '' }))).toBe('docx');
    const xlsx = makeZip({ '[Content_Types].xml': 'x', 'xl/workbook.xml': 'y', z: '' });
    expect(byDirectory(set(set(xlsx, eocd(xlsx) + 8, 2, 2), eocd(xlsx) + 10, 2, 2))).toBeNull();
  });

  it('finds the end record behind a comment of zero bytes', () => {
    expect(byDirectory(set(bytes(docx, [0, 0]), eocd(docx) + 20, 2, 2))).toBe('docx');
  });

  it('accepts an end record with a comment that reaches the end, and refuses one that does not', () => {
    const withComment = set(bytes(docx, 'note'), eocd(docx) + 20, 4, 2);
    expect(byDirectory(withComment)).toBe('docx');
    expect(byDirectory(set(bytes(docx, 'note'), eocd(docx) + 20, 3, 2))).toBeNull();
  });

  it('refuses a split archive, a count that differs between the disk and the whole, and a directory out of place', () => {
    expect(byDirectory(set(docx, eocd(docx) + 4, 1, 2))).toBeNull();
    expect(byDirectory(set(docx, eocd(docx) + 6, 1, 2))).toBeNull();
    expect(byDirectory(set(docx, eocd(docx) + 8, 2, 2))).toBeNull();
    const view = new DataView(docx.buffer, docx.byteOffset);
    const count = view.getUint16(eocd(docx) + 10, true);
    expect(byDirectory(set(set(docx, eocd(docx) + 8, count - 1, 2), eocd(docx) + 10, count - 1, 2))).toBeNull();
    expect(byDirectory(set(docx, eocd(docx) + 12, view.getUint32(eocd(docx) + 12, true) + 1, 4))).toBeNull();
    expect(byDirectory(set(docx, eocd(docx) + 16, view.getUint32(eocd(docx) + 16, true) - 1, 4))).toBeNull();
    const directoryStart = view.getUint32(eocd(docx) + 16, true);
    expect(byDirectory(set(docx, directoryStart, 0x02014b51, 4))).toBeNull();
  });

  describe('a ZIP64 archive', () => {
    /** The same entries with a ZIP64 end record and locator before the end record, which then defers to them. */
    function zip64(zip: Uint8Array, change: (record: DataView, locator: DataView) => void = () => {}, deferred: readonly ('count' | 'size' | 'offset')[] = ['count', 'size', 'offset']): Uint8Array {
      const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
      const at = zip.length - 22;
      const count = view.getUint16(at + 10, true);
      const size = view.getUint32(at + 12, true);
      const offset = view.getUint32(at + 16, true);
      const record = new DataView(new ArrayBuffer(56));
      record.setUint32(0, 0x06064b50, true);
      record.setBigUint64(4, 44n, true);
      record.setBigUint64(24, BigInt(count), true);
      record.setBigUint64(32, BigInt(count), true);
      record.setBigUint64(40, BigInt(size), true);
      record.setBigUint64(48, BigInt(offset), true);
      const locator = new DataView(new ArrayBuffer(20));
      locator.setUint32(0, 0x07064b50, true);
      locator.setBigUint64(8, BigInt(at), true);
      locator.setUint32(16, 1, true);
      change(record, locator);
      const end = new Uint8Array(zip.subarray(at));
      if (deferred.includes('count')) {
        new DataView(end.buffer).setUint16(8, 0xffff, true);
        new DataView(end.buffer).setUint16(10, 0xffff, true);
      }
      if (deferred.includes('size')) new DataView(end.buffer).setUint32(12, 0xffffffff, true);
      if (deferred.includes('offset')) new DataView(end.buffer).setUint32(16, 0xffffffff, true);
      return bytes(zip.subarray(0, at), new Uint8Array(record.buffer), new Uint8Array(locator.buffer), end);
    }

    it('is read through its ZIP64 end record', () => {
      expect(byDirectory(zip64(docx))).toBe('docx');
      expect(byDirectory(zip64(docx, undefined, ['count']))).toBe('docx');
      expect(byDirectory(zip64(docx, undefined, ['size']))).toBe('docx');
      expect(byDirectory(zip64(docx, undefined, ['offset']))).toBe('docx');
      const big = zip64(docx);
      expect(officeZipTypeByDirectory(big.subarray(200), big.length)?.extension).toBe('docx');
    });

    it('is refused when the locator, the record or its counts are wrong', () => {
      expect(byDirectory(zip64(docx, (_, locator) => locator.setUint32(0, 0x07064b51, true)))).toBeNull();
      expect(byDirectory(zip64(docx, (record) => record.setUint32(0, 0x06064b51, true)))).toBeNull();
      expect(byDirectory(zip64(docx, (_, locator) => locator.setBigUint64(8, BigInt(docx.length), true)))).toBeNull();
      expect(byDirectory(zip64(docx, (record) => record.setBigUint64(32, 2n, true)))).toBeNull();
      expect(byDirectory(zip64(docx, (record) => record.setBigUint64(40, 1n, true)))).toBeNull();
      expect(byDirectory(zip64(docx, (record) => record.setBigUint64(48, 1n, true)))).toBeNull();
      const withoutRecord = zip64(docx);
      expect(officeZipTypeByDirectory(withoutRecord.subarray(withoutRecord.length - 42), withoutRecord.length)).toBeNull();
      const tooShort = zip64(docx);
      expect(officeZipTypeByDirectory(tooShort.subarray(tooShort.length - 40), tooShort.length)).toBeNull();
    });
  });

  it('tells the Office types apart from the others', () => {
    const docxType = sniffFileType(bytes(zipEntry('[Content_Types].xml'), zipEntry('word/')), 'a') as FileType;
    expect(isOfficeZip(docxType)).toBe(true);
    expect(isOfficeZip({ contentType: 'application/pdf', extension: 'pdf' })).toBe(false);
  });
});

describe('the name a file is stored under', () => {
  it('ends every name in an extension of the type found in its bytes', () => {
    expect(storedFileName('evil.html', 'text/plain')).toBe('evil.txt');
    expect(storedFileName('photo.hta', 'image/png')).toBe('photo.png');
    expect(storedFileName('Scan.JPEG', 'image/jpeg')).toBe('Scan.jpeg');
    expect(storedFileName('scan', 'image/jpeg')).toBe('scan.jpg');
    expect(storedFileName('anim.gif', 'image/gif')).toBe('anim.gif');
    expect(storedFileName('report.pdf.exe', 'application/pdf')).toBe('report.pdf.pdf');
    expect(storedFileName('rows.csv', 'text/csv')).toBe('rows.csv');
    expect(storedFileName('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('a.docx');
    expect(storedFileName('a', 'application/vnd.openxmlformats-officedocument.presentationml.presentation')).toBe('a.pptx');
    expect(storedFileName('a', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('a.xlsx');
    expect(storedFileName('a', 'application/vnd.ms-excel')).toBe('a.xls');
    expect(storedFileName('a', 'application/vnd.ms-powerpoint')).toBe('a.ppt');
    expect(storedFileName('a.zip', 'application/zip')).toBe('a.bin');
    expect(storedFileName('jpeg', 'image/jpeg')).toBe('jpeg.jpg');
    expect(storedFileName('.jpeg', 'image/jpeg')).toBe('document.jpeg');
  });

  it('names a file with no usable stem "document", and drops trailing dots and spaces of the stem', () => {
    expect(storedFileName('.htaccess', 'text/plain')).toBe('document.txt');
    expect(storedFileName('', 'application/pdf')).toBe('document.pdf');
    expect(storedFileName('plan . .pdf', 'application/pdf')).toBe('plan.pdf');
    expect(storedFileName('  plan.pdf  ', 'application/pdf')).toBe('plan.pdf');
  });

  it('removes hidden characters, path segments and reserved characters', () => {
    expect(storedFileName('invoice\u202Egpj.exe', 'text/plain')).toBe('invoicegpj.txt');
    expect(storedFileName('a\u2066b\u2069c\u200F\uFEFF.pdf', 'application/pdf')).toBe('abc.pdf');
    expect(storedFileName('bell\u0007\u0000tab\t\u0085.pdf', 'application/pdf')).toBe('belltab.pdf');
    expect(storedFileName('C:\\Users\\me\\plan.pdf', 'application/pdf')).toBe('plan.pdf');
    expect(storedFileName('../../etc/notes.txt', 'text/plain')).toBe('notes.txt');
    expect(storedFileName('say "hi" <now>?*|:.txt', 'text/plain')).toBe('say _hi_ _now_____.txt');
    expect(storedFileName('Cafe\u0301.pdf', 'application/pdf')).toBe('Café.pdf');
  });

  it('keeps 150 characters of a long stem, counting characters and not code units', () => {
    expect(storedFileName(`${'a'.repeat(200)}.pdf`, 'application/pdf')).toBe(`${'a'.repeat(150)}.pdf`);
    expect(storedFileName(`${'😀'.repeat(151)}.pdf`, 'application/pdf')).toBe(`${'😀'.repeat(150)}.pdf`);
  });
});

describe('the type of a photo, read from its bytes', () => {
  it('knows PNG and JPEG, and nothing else', () => {
    expect(sniffPhotoType(bytes(PNG))).toBe('image/png');
    expect(sniffPhotoType(bytes([0xff, 0xd8, 0xff]))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffPhotoType(bytes([0xff, 0, 0]))).toBeNull();
    expect(sniffPhotoType(bytes(PNG.slice(0, 7)))).toBeNull();
    expect(sniffPhotoType(bytes('GIF89a'))).toBeNull();
    expect(isPhotoType('image/png')).toBe(true);
    expect(isPhotoType('image/gif')).toBe(false);
    expect(isPhotoType('toString')).toBe(false);
  });
});
