import { describe, expect, it } from 'vitest';
import { makePortrait } from './demo-portrait.ts';
import { makeCover } from './demo-covers.ts';
import { sniffPhotoType } from '#domain/image-type.ts';

const size = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
};

describe('the demo’s drawn pictures', () => {
  it('draws one person always the same, and two people differently, as PNGs an upload would accept', () => {
    const sofia = makePortrait('Sofia Martinez', [100, 150, 200]);
    expect(sniffPhotoType(sofia)).toBe('image/png');
    expect(size(sofia)).toEqual([160, 160]);
    expect(Buffer.from(makePortrait('Sofia Martinez', [100, 150, 200])).equals(sofia)).toBe(true);
    expect(Buffer.from(makePortrait('Maya Chen', [100, 150, 200])).equals(sofia)).toBe(false);
  });

  it('draws portfolio thumbnails of each kind at 320 × 200', () => {
    const covers = (['document', 'video', 'link'] as const).map((kind) => makeCover(kind, [40, 90, 160]));
    for (const cover of covers) {
      expect(sniffPhotoType(cover)).toBe('image/png');
      expect(size(cover)).toEqual([320, 200]);
    }
    expect(new Set(covers.map((c) => Buffer.from(c).toString('base64'))).size).toBe(3);
  });
});
