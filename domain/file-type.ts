/**
 * The type of a supporting document read from its first bytes (magic numbers), shared by the browser check and
 * the API. Allowed: png, jpeg/jpg, gif, pdf, docx, pptx, xlsx, xls, ppt, txt, csv. Where the bytes
 * alone cannot tell two allowed types apart (an OLE2 file is xls or ppt, a text file is txt or csv), the name's
 * extension chooses among the types the bytes allow; it never makes other bytes acceptable. An Office file (a ZIP)
 * is then held to its structure once all of it arrived (officeZipTypeByDirectory).
 */
export interface FileType {
  contentType: string;
  /** fileTypeName: the extension shown to users. */
  extension: string;
}

/** How many leading bytes the sniffing reads: enough for the names of the first entries of an Office zip. */
export const SNIFF_BYTES = 64 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const EXECUTABLES = [[0x4d, 0x5a], [0x7f, 0x45, 0x4c, 0x46]];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/.exec(fileName.toLowerCase())?.[1] ?? null;

const OFFICE_ZIP: readonly { folder: string; mainPart: string; type: FileType }[] = [
  { folder: 'word/', mainPart: 'word/document.xml', type: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' } },
  { folder: 'ppt/', mainPart: 'ppt/presentation.xml', type: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx' } },
  { folder: 'xl/', mainPart: 'xl/workbook.xml', type: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' } },
];

function officeZipType(bytes: Uint8Array): FileType | null {
  // Entry names are stored uncompressed in each local header; Office writes [Content_Types].xml and its part
  // folders first, so they lie in the leading bytes. The whole file is checked by officeZipTypeByDirectory.
  const text = new TextDecoder('latin1').decode(bytes);
  const has = (name: string) => text.includes(name);
  if (!has('[Content_Types].xml')) return null;
  return OFFICE_ZIP.find(({ folder }) => has(folder))?.type ?? null;
}

/** The Office types a ZIP may be, each known by the main part its central directory must list. */
export const isOfficeZip = (type: FileType) => OFFICE_ZIP.some((office) => office.type.contentType === type.contentType);

/** How many of a ZIP's last bytes officeZipTypeByDirectory needs at most: its end records and central directory. */
export const ZIP_TAIL_BYTES = 1024 * 1024;

/**
 * The Office type of a whole ZIP by its real structure: the end of central directory record closes the file, the
 * central directory it points at ends right before it, and its entries list [Content_Types].xml and the main part
 * (word/document.xml, xl/workbook.xml or ppt/presentation.xml). `tail` is the file's last bytes (up to
 * ZIP_TAIL_BYTES), `fileSize` its length. Null for anything else.
 */
export function officeZipTypeByDirectory(tail: Uint8Array, fileSize: number): FileType | null {
  const names = zipEntryNames(tail, fileSize);
  if (!names?.includes('[Content_Types].xml')) return null;
  return OFFICE_ZIP.find(({ mainPart }) => names.includes(mainPart))?.type ?? null;
}

function zipEntryNames(tail: Uint8Array, fileSize: number): string[] | null {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const eocd = endRecordAt(tail, view);
  if (eocd < 0 || u16(eocd + 4) !== 0 || u16(eocd + 6) !== 0 || u16(eocd + 8) !== u16(eocd + 10)) return null;
  let count = u16(eocd + 10);
  let size = u32(eocd + 12);
  let offset = u32(eocd + 16);
  // Where the central directory must end: the end record, or the ZIP64 end record of a ZIP64 file.
  let end = eocd;
  if (offset === 0xffffffff || size === 0xffffffff || count === 0xffff) {
    const locator = eocd - 20;
    if (locator < 0 || u32(locator) !== 0x07064b50) return null;
    end = Number(view.getBigUint64(locator + 8, true)) - (fileSize - tail.length);
    if (end < 0 || end + 56 > locator || u32(end) !== 0x06064b50) return null;
    count = Number(view.getBigUint64(end + 32, true));
    size = Number(view.getBigUint64(end + 40, true));
    offset = Number(view.getBigUint64(end + 48, true));
  }
  let at = offset - (fileSize - tail.length);
  if (at < 0 || at + size !== end) return null;
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || u32(at) !== 0x02014b50) return null;
    const nameLength = u16(at + 28);
    names.push(decoder.decode(tail.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }
  return at === end ? names : null;
}

/** The position of the end of central directory record, whose comment reaches exactly to the end; -1 when none. */
function endRecordAt(tail: Uint8Array, view: DataView): number {
  for (let at = tail.length - 22; at >= 0 && at >= tail.length - 22 - 0xffff; at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50 && view.getUint16(at + 20, true) === tail.length - at - 22) return at;
  }
  return -1;
}

/** Valid UTF-8 (a character cut at the end of the bytes read is fine) with no NUL: plain text. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The allowed type of a file from its first bytes (up to SNIFF_BYTES) and its name, or null: "File type not allowed". */
export function sniffFileType(bytes: Uint8Array, fileName: string): FileType | null {
  if (EXECUTABLES.some((signature) => startsWith(bytes, signature))) return null;
  if (startsWith(bytes, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG)) return { contentType: 'image/jpeg', extension: extensionOf(fileName) === 'jpeg' ? 'jpeg' : 'jpg' };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, PDF)) return { contentType: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, ZIP)) return officeZipType(bytes);
  const extension = extensionOf(fileName);
  if (startsWith(bytes, OLE2)) {
    if (extension === 'xls') return { contentType: 'application/vnd.ms-excel', extension };
    if (extension === 'ppt') return { contentType: 'application/vnd.ms-powerpoint', extension };
    return null;
  }
  if (bytes.length > 0 && isPlainText(bytes)) {
    return extension === 'csv' ? { contentType: 'text/csv', extension } : { contentType: 'text/plain', extension: 'txt' };
  }
  return null;
}

/** The extensions a stored file of each content type may end in; the first is given to a name that has none of them. */
const EXTENSIONS_OF: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
};

/** Control, bidirectional-override and invisible formatting characters: they can disguise a name's real ending. */
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\ufff9-\ufffb]/g;
const RESERVED_CHARACTERS = /["*:<>?|]/g;
const STEM_MAX = 150;

/**
 * The name a file is stored and downloaded under: the last path segment of the name it was sent with, without
 * hidden characters, quotes or characters file systems reserve, ending in an extension of the type its bytes were
 * found to be ("evil.html" holding text becomes "evil.txt"; a name with no usable stem becomes "document.<ext>").
 */
export function storedFileName(sentName: string, contentType: string): string {
  const extensions = EXTENSIONS_OF[contentType] ?? ['bin'];
  const base = sentName.slice(Math.max(sentName.lastIndexOf('/'), sentName.lastIndexOf('\\')) + 1).normalize('NFC').replace(HIDDEN_CHARACTERS, '').replace(RESERVED_CHARACTERS, '_').trim();
  const dot = base.lastIndexOf('.');
  const sentExtension = dot >= 0 ? base.slice(dot + 1).toLowerCase() : '';
  const stem = (dot >= 0 ? base.slice(0, dot) : base).replace(/[.\s]+$/, '');
  const extension = extensions.includes(sentExtension) ? sentExtension : extensions[0];
  return `${[...stem].slice(0, STEM_MAX).join('') || 'document'}.${extension}`;
}

/** The extensions the file picker offers (a hint only; the bytes decide). */
export const acceptedExtensions = '.png,.jpeg,.jpg,.gif,.pdf,.docx,.pptx,.xls,.xlsx,.ppt,.txt,.csv';
