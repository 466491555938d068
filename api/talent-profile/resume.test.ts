import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blobs, instructors } from '../db/schema/index.ts';
import { makePdf } from '../seed/demo-files.ts';
import { readPdfText } from '../pdf/read-pdf-text.ts';
import { resumeTexts } from '#domain/resume.ts';
import { profileApiPerFile } from '../testing/profile-api.ts';

describe('the talent’s own resume', () => {
  const api = profileApiPerFile();

  async function upload(token: string, bytes: Uint8Array, name: string) {
    const form = new FormData();
    form.set('formFile', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    const res = await api.t.app.request('/api/TrainerProfile/UploadResume', { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: res.status, body: (await res.json()) as { message: string; resume: { fileName: string } | null } };
  }
  const download = (token: string, path: string) => api.t.app.request(path, { headers: { authorization: `Bearer ${token}` } });

  it('uploads a PDF, replaces it (the old file is deleted), serves it to its owner and deletes it', async () => {
    const talent = await api.people.talent('Rosa');
    expect((await api.send('GET', '/api/TrainerProfile/GetResume', talent.token)).body).toEqual({ resume: null });
    const first = await upload(talent.token, makePdf('Rosa', ['Trainer']), 'rosa.pdf');
    expect(first).toMatchObject({ status: 200, body: { message: resumeTexts.uploaded, resume: { fileName: 'rosa.pdf', contentType: 'application/pdf' } } });
    const [{ firstBlob } = { firstBlob: null }] = await api.t.deps.db.select({ firstBlob: instructors.resumeBlobId }).from(instructors).where(eq(instructors.id, talent.instrId));

    const second = await upload(talent.token, makePdf('Rosa 2026', ['Trainer']), 'rosa-2026.pdf');
    expect(second.body.resume?.fileName).toBe('rosa-2026.pdf');
    expect(await api.t.deps.db.select().from(blobs).where(eq(blobs.id, firstBlob ?? ''))).toEqual([]);
    const file = await download(talent.token, '/api/TrainerProfile/DownloadResume');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('rosa-2026.pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');

    const deleted = await api.send('DELETE', '/api/TrainerProfile/DeleteResume', talent.token);
    expect(deleted.body).toEqual({ message: resumeTexts.deleted, resume: null });
    expect((await download(talent.token, '/api/TrainerProfile/DownloadResume')).status).toBe(404);
    expect((await api.send('DELETE', '/api/TrainerProfile/DeleteResume', talent.token)).status).toBe(404);
  });

  it('refuses a file that is neither a PDF nor a Word document, whatever its name', async () => {
    const talent = await api.people.talent('Ravi');
    const text = await upload(talent.token, new TextEncoder().encode('just text'), 'resume.pdf');
    expect(text).toMatchObject({ status: 415, body: { message: resumeTexts.wrongType } });
    const png = await upload(talent.token, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 'resume.docx');
    expect(png).toMatchObject({ status: 415, body: { message: resumeTexts.wrongType } });
    expect((await api.send('GET', '/api/TrainerProfile/GetResume', talent.token)).body).toEqual({ resume: null });
  });

  it('writes the profile as a PDF that spells any name', async () => {
    const talent = await api.people.talent('Zoë');
    await api.t.deps.db.update(instructors).set({ firstName: 'Zoë', lastName: 'Łukasiewicz-Şahin', headline: 'Trainer in Ελληνικά' }).where(eq(instructors.id, talent.instrId));
    const res = await download(talent.token, '/api/TrainerProfile/ProfilePdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await readPdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Zoë Łukasiewicz-Şahin');
    expect(text).toContain('Trainer in Ελληνικά');
  });
});
