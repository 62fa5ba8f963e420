/** What an uploaded avatar may be: recognised by its first bytes, never by its name or declared type. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export interface ImageType {
  extension: 'png' | 'jpg' | 'webp';
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

export const IMAGE_TYPES: Record<ImageType['extension'], ImageType> = {
  png: { extension: 'png', contentType: 'image/png' },
  jpg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
};

/** PNG, JPEG or WebP by magic bytes; undefined for anything else (SVG, HTML, text renamed .png, …). */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return IMAGE_TYPES.png;
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) return IMAGE_TYPES.jpg;
  const isWebp = bytes.length >= 16 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
  if (isWebp) return IMAGE_TYPES.webp;
  return undefined;
}
