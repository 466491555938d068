import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { blobs, projects } from '../db/schema/index.ts';
import { makeDocx, makePptx, makeXlsx, makeZip } from '../testing/zip-file.ts';
import { officeZipTypeByDirectory, sniffFileType } from '#domain/file-type.ts';
import { messages } from '#domain/messages.ts';
import { resumeTexts } from '#domain/resume.ts';
import { enterFreshWindow } from '../testing/test-client.ts';

const GOOD = 'talent.good@demo.example';
/** The finding: a ZIP signature followed by the names an Office file holds, and nothing of an Office file's structure. */
const fakeDocx = new TextEncoder().encode('PK\x03\x04 [Content_Types].xml word/ evil.exe');
const byDirectory = (bytes: Uint8Array) => officeZipTypeByDirectory(bytes, bytes.length)?.extension ?? null;

describe('Office files by their central directory', () => {
  it('knows docx, xlsx and pptx by the main part their directory lists', () => {
    expect(byDirectory(makeDocx())).toBe('docx');
    expect(byDirectory(makeXlsx())).toBe('xlsx');
    expect(byDirectory(makePptx())).toBe('pptx');
    // Only the last bytes are needed: the file's start may be gone.
    const big = makeZip({ '[Content_Types].xml': '<Types/>', 'word/media/image1.png': new Uint8Array(3 * 1024 * 1024), 'word/document.xml': '<w:document/>' });
    expect(officeZipTypeByDirectory(big.subarray(big.length - 4096), big.length)?.extension).toBe('docx');
  });

  it('refuses a ZIP that only looks like one in its first bytes', () => {
    expect(sniffFileType(fakeDocx, 'evil.docx')?.extension).toBe('docx');
    expect(byDirectory(fakeDocx)).toBeNull();
    expect(byDirectory(makeZip({ '[Content_Types].xml': '<Types/>', 'word/evil.exe': 'MZ' }))).toBeNull();
    expect(byDirectory(makeZip({ 'word/document.xml': '<w:document/>' }))).toBeNull();
    const docx = makeDocx();
    expect(byDirectory(docx.subarray(0, docx.length - 1))).toBeNull();
    expect(byDirectory(new Uint8Array([...docx, 0x00]))).toBeNull();
    expect(byDirectory(new Uint8Array(0))).toBeNull();
  });
});

describe('every upload of an Office file checks its structure', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let job: number;
  beforeAll(async () => {
    t = await createDemoTestApp();
    const [row] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Power BI Dashboards for Finance Analysts'));
    job = row?.id ?? 0;
  });
  afterAll(() => t.close());
  beforeEach(() => enterFreshWindow(t.clock));

  async function put(path: string, name: string, bytes: Uint8Array) {
    const form = new FormData();
    form.set('formFile', new Blob([new Uint8Array(bytes)]), name);
    const res = await t.app.request(path, { method: 'PUT', headers: { authorization: `Bearer ${await t.tokenOf(GOOD)}` }, body: form });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const blobCount = async () => (await t.deps.db.select({ id: blobs.id }).from(blobs)).length;

  it('refuses the fake docx as a proposal document and stores nothing, and takes real Office files', async () => {
    const path = `/api/Blob/UploadDocument?entityType=Proposal&entityId=${job}`;
    const before = await blobCount();
    expect(await put(path, 'evil.docx', fakeDocx)).toEqual({ status: 415, body: { message: messages.proposal.fileTypeNotAllowed } });
    const padded = makeZip({ '[Content_Types].xml': '<Types/>', 'word/evil.exe': new Uint8Array(2 * 1024 * 1024), 'word/notes.xml': '<x/>' });
    expect((await put(path, 'evil.docx', padded)).status).toBe(415);
    expect(await blobCount()).toBe(before);

    expect(await put(path, 'plan.docx', makeDocx())).toMatchObject({ status: 200, body: { fileName: 'plan.docx', fileTypeName: 'docx' } });
    expect((await put(path, 'sheet.xlsx', makeXlsx())).body).toMatchObject({ fileTypeName: 'xlsx' });
    expect((await put(path, 'deck.pptx', makePptx())).body).toMatchObject({ fileTypeName: 'pptx' });
    const large = makeZip({ '[Content_Types].xml': '<Types/>', 'word/media/image1.png': new Uint8Array(5 * 1024 * 1024), 'word/document.xml': '<w:document/>' });
    expect((await put(path, 'large.docx', large)).body).toMatchObject({ fileTypeName: 'docx', fileSize: large.length });
  });

  it('refuses the fake docx as a resume, and takes a real one', async () => {
    expect(await put('/api/TrainerProfile/UploadResume', 'resume.docx', fakeDocx)).toEqual({ status: 415, body: { message: resumeTexts.wrongType } });
    expect(await put('/api/TrainerProfile/UploadResume', 'resume.docx', makeDocx('Maya Chen'))).toMatchObject({ status: 200, body: { resume: { fileName: 'resume.docx' } } });
  });
});
