/** The type of an image read from its first bytes (magic numbers), never from its name or declared type. */
export const photoTypes = {
  'image/png': { extension: 'png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  'image/jpeg': { extension: 'jpg', signature: [0xff, 0xd8, 0xff] },
} as const;

export type PhotoType = keyof typeof photoTypes;

export const isPhotoType = (contentType: string): contentType is PhotoType => Object.hasOwn(photoTypes, contentType);

/** image/png or image/jpeg when the bytes start like one, else null. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  for (const [type, { signature }] of Object.entries(photoTypes)) {
    if (signature.every((byte, i) => bytes[i] === byte) && isPhotoType(type)) return type;
  }
  return null;
}
