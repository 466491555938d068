import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { blobs, instructors, users } from '../db/schema/index.ts';
import { makePdf, makePng } from '../seed/demo-files.ts';
import { storeBlob } from '../storage/store-blob.ts';
import { call } from '../testing/test-client.ts';
import { testPeople } from '../my-information/test-people.ts';
import { photoBodyLimit } from './photo-upload.ts';
import { sniffPhotoType } from '#domain/image-type.ts';
import { limits } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const dataUrl = (declaredType: string, bytes: Uint8Array) => `data:${declaredType};base64,${base64(bytes)}`;
const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
/** A png signature followed by zeros: png by content, exactly `size` bytes. */
const pngOfSize = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(makePng([1, 2, 3], 1).subarray(0, 8));
  return bytes;
};

describe('sniffPhotoType', () => {
  it('reads png and jpeg from the bytes and nothing else', () => {
    expect(sniffPhotoType(makePng([0, 0, 0]))).toBe('image/png');
    expect(sniffPhotoType(jpeg())).toBe('image/jpeg');
    expect(sniffPhotoType(new TextEncoder().encode('hello, I am a text file'))).toBeNull();
    expect(sniffPhotoType(makePdf('Not a photo', ['text']))).toBeNull();
    expect(sniffPhotoType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('photo upload and download', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let people: ReturnType<typeof testPeople>;
  beforeAll(async () => {
    t = await createTestApp();
    people = testPeople(t.deps);
  });
  afterAll(() => t.close());

  const information = { firstName: 'Tara', lastName: 'Tester', countryCode: 'US' };
  const postPhoto = (token: string, imageAsBase64String: string) =>
    call(t.app, 'POST', '/api/MyInformation/Post', { ...information, imageAsBase64String }, { token });
  const download = (token: string | null, id: string, headers: Record<string, string> = {}) =>
    t.app.request(`/api/Blob/Photo?id=${id}`, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('stores a png sent as a jpeg by its content, on the profile and the login, and serves it to signed-in users', async () => {
    const talent = await people.talent();
    const png = new Uint8Array(makePng([200, 30, 30]));
    const res = await postPhoto(talent.token, dataUrl('image/jpeg', png));
    expect(res.status).toBe(200);
    const blobId = String(res.body.thumbnailBlobId);

    const [blob] = await t.deps.db.select().from(blobs).where(eq(blobs.id, blobId));
    expect(blob).toMatchObject({ contentType: 'image/png', fileName: 'photo.png', size: png.byteLength, ownerUserId: talent.userId });
    const [login] = await t.deps.db.select({ photoBlobId: users.photoBlobId }).from(users).where(eq(users.id, talent.userId));
    expect(login?.photoBlobId).toBe(blobId);

    const viewer = await people.contact();
    const served = await download(viewer.token, blobId);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/^private\b/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    const etag = served.headers.get('etag') ?? '';
    expect((await download(viewer.token, blobId, { 'if-none-match': etag })).status).toBe(304);
    expect((await download(null, blobId)).status).toBe(401);
  });

  it('accepts bare base64 jpeg', async () => {
    const talent = await people.talent();
    const res = await postPhoto(talent.token, base64(jpeg()));
    expect(res.status).toBe(200);
    const served = await download(talent.token, String(res.body.thumbnailBlobId));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a text file that claims to be an image with 415 and keeps the old photo', async () => {
    const talent = await people.talent();
    const first = await postPhoto(talent.token, dataUrl('image/png', makePng([1, 1, 1])));
    const text = new TextEncoder().encode('just some text, named photo.png');
    const res = await postPhoto(talent.token, dataUrl('image/png', text));
    expect(res).toMatchObject({ status: 415, body: { message: messages.upload.typeNotAllowed } });
    const [profile] = await t.deps.db.select().from(instructors).where(eq(instructors.id, talent.instrId));
    expect(profile?.thumbnailBlobId).toBe(first.body.thumbnailBlobId);
    expect(await t.deps.db.select({ id: blobs.id }).from(blobs).where(eq(blobs.ownerUserId, talent.userId))).toHaveLength(1);
  });

  it('takes a photo of exactly 5 MB and refuses one byte more with 413', async () => {
    const talent = await people.talent();
    expect((await postPhoto(talent.token, base64(pngOfSize(limits.thumbnailMaxBytes)))).status).toBe(200);
    const res = await postPhoto(talent.token, base64(pngOfSize(limits.thumbnailMaxBytes + 1)));
    expect(res).toMatchObject({ status: 413, body: { message: messages.upload.tooLarge } });
  });

  it('refuses a body beyond what a 5 MB photo needs with the upload message', async () => {
    const talent = await people.talent();
    const res = await postPhoto(talent.token, 'A'.repeat(photoBodyLimit.bytes));
    expect(res).toMatchObject({ status: 413, body: { message: messages.upload.tooLarge } });
  });

  it('answers Image Upload failed for text that is not base64', async () => {
    const talent = await people.talent();
    const res = await postPhoto(talent.token, 'data:image/png;base64,not base64 at all!');
    expect(res).toMatchObject({ status: 400, body: { message: messages.upload.failed } });
  });

  it('serves only photos: not other files, not unknown ids', async () => {
    const talent = await people.talent();
    async function* once(bytes: Uint8Array) {
      yield bytes;
    }
    const resume = await storeBlob(t.deps.db, t.deps.storage, {
      source: once(makePdf('Resume', ['private'])),
      fileName: 'resume.pdf',
      contentType: 'application/pdf',
      maxBytes: limits.fileMaxBytes,
      ownerUserId: talent.userId,
    });
    const stray = await storeBlob(t.deps.db, t.deps.storage, {
      source: once(makePng([9, 9, 9])),
      fileName: 'attachment.png',
      contentType: 'image/png',
      maxBytes: limits.fileMaxBytes,
      ownerUserId: talent.userId,
    });
    expect((await download(talent.token, resume.id)).status).toBe(404);
    expect((await download(talent.token, stray.id)).status).toBe(404);
    expect((await download(talent.token, crypto.randomUUID())).status).toBe(404);
    expect((await download(talent.token, 'not-a-uuid')).status).toBe(400);
  });
});
