import { describe, expect, it } from 'vitest';
import { limits } from './constants.ts';
import { messages } from './messages.ts';
import { readPicture } from './picture-upload.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  for (let i = PNG.length; i < size; i++) bytes[i] = i % 251;
  return bytes;
};

describe('a picture chosen in a form', () => {
  it('means no new picture when no file or an empty one is chosen', async () => {
    expect(await readPicture(null)).toEqual({ ok: true, base64: undefined });
    expect(await readPicture(undefined)).toEqual({ ok: true, base64: undefined });
    expect(await readPicture(new Blob([]))).toEqual({ ok: true, base64: undefined });
  });

  it('takes a PNG or JPG as its base64 text', async () => {
    const small = png(20);
    expect(await readPicture(new Blob([small]))).toEqual({ ok: true, base64: Buffer.from(small).toString('base64') });
    const large = png(100_000);
    expect(await readPicture(new Blob([large]))).toEqual({ ok: true, base64: Buffer.from(large).toString('base64') });
    expect(await readPicture(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]))).toEqual({ ok: true, base64: '/9j/4A==' });
  });

  it('refuses a file over 5 MB, and a file of another type up to 5 MB', async () => {
    expect(await readPicture(new Blob([png(limits.thumbnailMaxBytes + 1)]))).toEqual({ ok: false, message: messages.upload.tooLarge });
    expect(await readPicture(new Blob([new Uint8Array(limits.thumbnailMaxBytes)]))).toEqual({ ok: false, message: messages.upload.typeNotAllowed });
    expect(await readPicture(new Blob(['%PDF-1.7']))).toEqual({ ok: false, message: messages.upload.typeNotAllowed });
  });
});
