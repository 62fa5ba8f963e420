/** What an uploaded image (an avatar, a banner) may be: recognised by its first bytes, never by its name or declared type. */
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

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size an image's header claims, read without decoding anything: the PNG IHDR, the first JPEG frame header,
 * the WebP VP8 / VP8L / VP8X header. Undefined when there is no size where a decoder looks for one (such a file
 * decodes to nothing).
 */
export function claimedImageSize(bytes: Buffer, type: ImageType): ImageSize | undefined {
  if (type.extension === 'png') return pngSize(bytes);
  if (type.extension === 'jpg') return jpegSize(bytes);
  return webpSize(bytes);
}

/** IHDR must be the first chunk (decoders refuse a PNG whose first chunk is anything else). */
function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC): each carries the frame's height and width. */
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const JPEG_START_OF_SCAN = 0xda;
const JPEG_END_OF_IMAGE = 0xd9;
/** Markers without a length: TEM, RST0–7, SOI. */
const isStandaloneMarker = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/**
 * Walks the segments as a decoder does, up to the first frame header. Like libjpeg it skips stray bytes and 0xFF
 * fill before a marker, so a frame hidden behind junk is found too. No frame before the first scan: no image.
 */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  let at = 2;
  while (at + 1 < bytes.length) {
    const marker = bytes[at + 1];
    if (bytes[at] !== 0xff || marker === 0xff) {
      at += 1;
    } else if (marker === 0x00 || isStandaloneMarker(marker)) {
      at += 2;
    } else if (marker === JPEG_START_OF_SCAN || marker === JPEG_END_OF_IMAGE) {
      return undefined;
    } else if (JPEG_FRAME_MARKERS.has(marker)) {
      // FF Cn, length (2), sample precision (1), height (2), width (2).
      return at + 9 <= bytes.length ? { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) } : undefined;
    } else {
      if (at + 4 > bytes.length) return undefined;
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return undefined;
}

/** The first chunk after the RIFF header (offset 12) decides: VP8 (lossy), VP8L (lossless) or VP8X (extended: the canvas). */
function webpSize(bytes: Buffer): ImageSize | undefined {
  const data = 20;
  const has = (length: number) => bytes.length >= data + length;
  switch (bytes.toString('latin1', 12, 16)) {
    case 'VP8 ':
      // A key frame: 3 bytes of frame tag, the start code 9D 01 2A, then 14 bits of width and of height.
      if (!has(10) || bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return undefined;
      return { width: bytes.readUInt16LE(data + 6) & 0x3fff, height: bytes.readUInt16LE(data + 8) & 0x3fff };
    case 'VP8L': {
      // The signature 0x2F, then width − 1 and height − 1 in 14 bits each.
      if (!has(5) || bytes[data] !== 0x2f) return undefined;
      const bits = bytes.readUInt32LE(data + 1);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      // Flags and 3 reserved bytes, then canvas width − 1 and height − 1 in 24 bits each.
      return has(10) ? { width: bytes.readUIntLE(data + 4, 3) + 1, height: bytes.readUIntLE(data + 7, 3) + 1 } : undefined;
    default:
      return undefined;
  }
}
