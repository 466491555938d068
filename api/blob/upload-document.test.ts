import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { testEdge } from '#edge/test-edge.ts';
import { inProcessApi } from '#edge/api-transport.ts';
import { ACCESS_COOKIE } from '#edge/cookies.ts';
import { blobs, contacts, projectContacts, projectDocuments, projects } from '../db/schema/index.ts';
import { makePdf, makePng } from '../seed/demo-files.ts';
import { sniffFileType } from '#domain/file-type.ts';
import { limits } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';

type App = Awaited<ReturnType<typeof createDemoTestApp>>;

const zipEntry = (name: string) => {
  const bytes = new Uint8Array(30 + name.length);
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  new DataView(bytes.buffer).setUint16(26, name.length, true);
  bytes.set(new TextEncoder().encode(name), 30);
  return bytes;
};
const joined = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((p) => [...p]));
const ole2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
const exe = joined(new TextEncoder().encode('MZ'), new Uint8Array(200));

describe('sniffFileType', () => {
  it('knows the allowed types by their bytes', () => {
    expect(sniffFileType(makePng([1, 2, 3]), 'a.jpg')?.extension).toBe('png');
    expect(sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'photo.jpeg')?.extension).toBe('jpeg');
    expect(sniffFileType(new TextEncoder().encode('GIF89a....'), 'x')?.contentType).toBe('image/gif');
    expect(sniffFileType(makePdf('T', ['x']), 'x.txt')?.extension).toBe('pdf');
    expect(sniffFileType(joined(zipEntry('[Content_Types].xml'), zipEntry('word/document.xml')), 'a')?.extension).toBe('docx');
    expect(sniffFileType(joined(zipEntry('[Content_Types].xml'), zipEntry('ppt/slides/slide1.xml')), 'a')?.extension).toBe('pptx');
    expect(sniffFileType(joined(zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml')), 'a')?.extension).toBe('xlsx');
    expect(sniffFileType(ole2, 'budget.xls')?.extension).toBe('xls');
    expect(sniffFileType(ole2, 'deck.ppt')?.extension).toBe('ppt');
    expect(sniffFileType(new TextEncoder().encode('a,b\n1,2\n'), 'rows.csv')?.contentType).toBe('text/csv');
    expect(sniffFileType(new TextEncoder().encode('héllo'), 'notes.txt')?.contentType).toBe('text/plain');
  });

  it('refuses executables, plain zips, other OLE2 files and binary data', () => {
    expect(sniffFileType(exe, 'report.pdf')).toBeNull();
    expect(sniffFileType(joined(new Uint8Array([0x7f, 0x45, 0x4c, 0x46]), new Uint8Array(20)), 'notes.txt')).toBeNull();
    expect(sniffFileType(zipEntry('readme.md'), 'archive.docx')).toBeNull();
    expect(sniffFileType(ole2, 'letter.doc')).toBeNull();
    expect(sniffFileType(new Uint8Array([0x41, 0x00, 0x42]), 'a.txt')).toBeNull();
    expect(sniffFileType(new Uint8Array([0xc3, 0x28]), 'a.txt')).toBeNull();
    expect(sniffFileType(new Uint8Array(0), 'empty.txt')).toBeNull();
  });
});

describe('PUT /api/Blob/UploadDocument and GET /api/Blob/Document', () => {
  let t: App;
  let openJob: number;
  let otherCompanyJob: number;
  let jobWithoutStandard: number;
  beforeAll(async () => {
    t = await createDemoTestApp();
    const byTitle = async (title: string) => {
      const [row] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title));
      if (!row) throw new Error(title);
      return row.id;
    };
    openJob = await byTitle('Power BI Dashboards for Finance Analysts');
    otherCompanyJob = await byTitle('Microsoft Teams Adoption for Clinical Staff');
    const [northwind] = await t.deps.db.select({ companyId: projects.companyId }).from(projects).where(eq(projects.id, openJob));
    const [standard] = await t.deps.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, 'client.standard@demo.example'));
    const standardJobs = t.deps.db
      .select({ id: projectContacts.projectId })
      .from(projectContacts)
      .where(eq(projectContacts.contactId, standard?.id ?? 0));
    const [notOn] = await t.deps.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.companyId, northwind?.companyId ?? 0), eq(projects.status, 'open'), notInArray(projects.id, standardJobs)));
    jobWithoutStandard = notOn?.id ?? 0;
  });
  afterAll(() => t.close());

  async function upload(as: string | null, query: string, file: { name: string; bytes: Uint8Array | ReadableStream<Uint8Array> }, init: { contentLength?: number } = {}) {
    const boundary = '----test-boundary-7MA4YWxkTrZu0gW';
    const enc = new TextEncoder();
    const headPart = enc.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}\r\nContent-Disposition: form-data; name="formFile"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = enc.encode(`\r\n--${boundary}--\r\n`);
    const body =
      file.bytes instanceof Uint8Array
        ? joined(headPart, file.bytes, tail)
        : (() => {
            const reader = file.bytes.getReader();
            let stage = 0;
            return new ReadableStream<Uint8Array>({
              async pull(controller) {
                if (stage === 0) {
                  stage = 1;
                  controller.enqueue(headPart);
                  return;
                }
                if (stage === 1) {
                  const { done, value } = await reader.read();
                  if (!done) return controller.enqueue(value);
                  stage = 2;
                }
                controller.enqueue(tail);
                controller.close();
              },
              cancel: (reason) => reader.cancel(reason),
            });
          })();
    const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    if (as) headers.authorization = `Bearer ${await t.tokenOf(as)}`;
    if (init.contentLength !== undefined) headers['content-length'] = String(init.contentLength);
    const res = await t.app.request(`/api/Blob/UploadDocument?${query}`, { method: 'PUT', headers, body, duplex: 'half' } as RequestInit);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  /** A lazy stream of `size` bytes starting with a PDF header; counts how much the server pulled. */
  function bigPdf(size: number) {
    const counter = { pulled: 0 };
    const chunk = 256 * 1024;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (counter.pulled >= size) return controller.close();
        const bytes = new Uint8Array(Math.min(chunk, size - counter.pulled)).fill(0x20);
        if (counter.pulled === 0) bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
        counter.pulled += bytes.length;
        controller.enqueue(bytes);
      },
    });
    return { stream, counter };
  }

  const blobCount = async () => (await t.deps.db.select({ id: blobs.id }).from(blobs)).length;

  it('attaches a job document for a client administrator, and serves it as an attachment with nosniff', async () => {
    const pdf = makePdf('Agenda', ['Day one']);
    const res = await upload('client.admin@demo.example', `entityType=Project&entityId=${openJob}&isJobPostDoc=true`, { name: 'agenda.pdf', bytes: pdf });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fileName: 'agenda.pdf', fileTypeName: 'pdf', fileSize: pdf.length });
    const [doc] = await t.deps.db.select().from(projectDocuments).where(eq(projectDocuments.id, Number(res.body.documentId)));
    expect(doc).toMatchObject({ projectId: openJob, blobId: res.body.blobId, isJobPostDoc: true });

    const download = await t.app.request(`/api/Blob/Document?entity=project&documentId=${res.body.documentId}`, {
      headers: { authorization: `Bearer ${await t.tokenOf('talent.good@demo.example')}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="agenda.pdf"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    const strangerDownload = await t.request('client2.admin@demo.example', 'GET', `/api/Blob/Document?entity=project&documentId=${res.body.documentId}`);
    expect(strangerDownload.status).toBe(404);
    expect((await t.request(null, 'GET', `/api/Blob/Document?entity=project&documentId=${res.body.documentId}`)).status).toBe(401);
  });

  it('refuses job uploads from other companies, Standard Users not on the job, talent and visitors', async () => {
    const png = { name: 'a.png', bytes: makePng([1, 2, 3]) };
    expect((await upload('client2.admin@demo.example', `entityType=Project&entityId=${openJob}`, png)).status).toBe(404);
    expect((await upload('client.standard@demo.example', `entityType=Project&entityId=${jobWithoutStandard}`, png)).status).toBe(404);
    expect((await upload('talent.good@demo.example', `entityType=Project&entityId=${openJob}`, png)).status).toBe(404);
    expect((await upload(null, `entityType=Project&entityId=${openJob}`, png)).status).toBe(401);
    expect((await upload('client.admin@demo.example', `entityType=Project&entityId=${otherCompanyJob}`, png)).status).toBe(404);
  });

  it('stages a proposal document for talent and agency members who may answer the job', async () => {
    const csv = new TextEncoder().encode('name,days\nExcel,2\n');
    const res = await upload('talent.good@demo.example', `entityType=Proposal&entityId=${openJob}`, { name: 'plan.csv', bytes: csv });
    expect(res).toMatchObject({ status: 200, body: { documentId: null, fileName: 'plan.csv', fileTypeName: 'csv', fileSize: csv.length } });
    const [blob] = await t.deps.db.select().from(blobs).where(eq(blobs.id, String(res.body.blobId)));
    expect(blob?.contentType).toBe('text/csv');
    expect((await upload('agency.member@demo.example', `entityType=Proposal&entityId=${openJob}`, { name: 'x.png', bytes: makePng([3, 3, 3]) })).status).toBe(200);
    expect((await upload('client.admin@demo.example', `entityType=Proposal&entityId=${openJob}`, { name: 'x.png', bytes: makePng([3, 3, 3]) })).status).toBe(403);
  });

  it('refuses a renamed executable with 415 File type not allowed and keeps nothing', async () => {
    const before = await blobCount();
    const res = await upload('talent.good@demo.example', `entityType=Proposal&entityId=${openJob}`, { name: 'cv.pdf', bytes: exe });
    expect(res).toEqual({ status: 415, body: { message: messages.proposal.fileTypeNotAllowed } });
    expect(await blobCount()).toBe(before);
  });

  it('refuses a text file that turns binary after the sniffed bytes', async () => {
    const before = await blobCount();
    const bytes = joined(new Uint8Array(70 * 1024).fill(0x61), new Uint8Array([0, 1, 2]));
    const res = await upload('talent.good@demo.example', `entityType=Proposal&entityId=${openJob}`, { name: 'notes.txt', bytes });
    expect(res).toEqual({ status: 415, body: { message: messages.proposal.fileTypeNotAllowed } });
    expect(await blobCount()).toBe(before);
  });

  it('takes exactly 20 MB', async () => {
    const { stream } = bigPdf(limits.fileMaxBytes);
    const res = await upload('talent.good@demo.example', `entityType=Proposal&entityId=${openJob}`, { name: 'big.pdf', bytes: stream });
    expect(res).toMatchObject({ status: 200, body: { fileSize: limits.fileMaxBytes } });
  });

  it('refuses 25 MB streamed without a length with 413, stops reading soon after 20 MB, and keeps nothing', async () => {
    const before = await blobCount();
    const { stream, counter } = bigPdf(25 * 1024 * 1024);
    const res = await upload('talent.good@demo.example', `entityType=Proposal&entityId=${openJob}`, { name: 'huge.pdf', bytes: stream });
    expect(res).toEqual({ status: 413, body: { message: messages.proposal.fileTooLarge } });
    expect(counter.pulled).toBeLessThan(limits.fileMaxBytes + 2 * 1024 * 1024);
    expect(await blobCount()).toBe(before);
  });

  it('refuses a declared 25 MB body before reading it', async () => {
    const { stream, counter } = bigPdf(25 * 1024 * 1024);
    const res = await upload('talent.good@demo.example', `entityType=Proposal&entityId=${openJob}`, { name: 'huge.pdf', bytes: stream }, { contentLength: 25 * 1024 * 1024 + 400 });
    expect(res).toEqual({ status: 413, body: { message: messages.proposal.fileTooLarge } });
    expect(counter.pulled).toBeLessThan(1024 * 1024);
  });

  it('streams through the edge: 25 MB is refused with 413 long before the edge has read it all', async () => {
    const edge = testEdge(t.deps, inProcessApi(t.app));
    const boundary = 'edge-boundary-1';
    const enc = new TextEncoder();
    const { stream, counter } = bigPdf(25 * 1024 * 1024);
    const reader = stream.getReader();
    let started = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true;
          return controller.enqueue(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="formFile"; filename="big.pdf"\r\n\r\n`));
        }
        const { done, value } = await reader.read();
        if (done) {
          controller.enqueue(enc.encode(`\r\n--${boundary}--\r\n`));
          return controller.close();
        }
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    const origin = new URL(t.deps.config.publicOrigin ?? 'http://localhost').origin;
    const res = await edge.request(`${origin}/api/Blob/UploadDocument?entityType=Proposal&entityId=${openJob}`, {
      method: 'PUT',
      headers: {
        origin,
        cookie: `${ACCESS_COOKIE}=${await t.tokenOf('talent.good@demo.example')}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: messages.proposal.fileTooLarge });
    expect(counter.pulled).toBeLessThan(limits.fileMaxBytes + 2 * 1024 * 1024);
  });

  it('answers 400 without a formFile part and 415 for a JSON body', async () => {
    const token = await t.tokenOf('talent.good@demo.example');
    const res = await t.app.request(`/api/Blob/UploadDocument?entityType=Proposal&entityId=${openJob}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    const form = new FormData();
    form.set('other', 'value');
    const empty = await t.app.request(`/api/Blob/UploadDocument?entityType=Proposal&entityId=${openJob}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(empty.status).toBe(400);
  });

  it('parses a FormData body as browsers send it', async () => {
    const form = new FormData();
    form.set('formFile', new Blob([new Uint8Array(makePng([5, 5, 5]))], { type: 'image/png' }), 'shot.png');
    const res = await t.app.request(`/api/Blob/UploadDocument?entityType=Proposal&entityId=${openJob}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await t.tokenOf('talent.good@demo.example')}` },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ fileName: 'shot.png', fileTypeName: 'png' });
  });
});
