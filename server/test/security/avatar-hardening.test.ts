import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { AvatarResponse } from 'shared-events/contracts';
import { bearer, createPlayer } from '../helpers/rooms';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue #13, defect 9: an avatar is served as an inline image with a fixed file name, and an image whose header
 * claims more than 4096 pixels on a side (a decode bomb: a few KB that a browser or thumbnailer would expand to
 * gigabytes) is refused from its header, before anything decodes it.
 */
let t: TestApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-avatar-hardening-'));
const avatarsDir = path.join(dataDir, 'avatars');
beforeAll(async () => {
  t = await startTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u24le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]);

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
}

/** A PNG whose IHDR claims width × height (8-bit RGBA), with one tiny IDAT: a real decoder would allocate the claim. */
function png(width: number, height: number): Buffer {
  const header = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 6, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(data.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, data]);
}

/** SOI, APP0 (JFIF), the frame header (SOF0 unless told) claiming width × height, a scan header and EOI. */
function jpeg(width: number, height: number, options: { sof?: number; beforeFrame?: Buffer } = {}): Buffer {
  const size = Buffer.alloc(5);
  size.writeUInt8(8, 0);
  size.writeUInt16BE(height, 1);
  size.writeUInt16BE(width, 3);
  const frame = Buffer.concat([size, Buffer.from([1, 1, 0x11, 0])]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    options.beforeFrame ?? Buffer.alloc(0),
    jpegSegment(options.sof ?? 0xc0, frame),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x00, 0x00, 0xff, 0xd9]),
  ]);
}

function riff(chunk: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP'), Buffer.from(chunk, 'latin1'), Buffer.from(new Uint32Array([data.length]).buffer), data]);
  return Buffer.concat([Buffer.from('RIFF'), Buffer.from(new Uint32Array([body.length]).buffer), body]);
}

/** Lossy WebP ('VP8 '): a key frame's start code, then 14-bit width and height. */
function webpLossy(width: number, height: number): Buffer {
  const sizes = Buffer.alloc(4);
  sizes.writeUInt16LE(width & 0x3fff, 0);
  sizes.writeUInt16LE(height & 0x3fff, 2);
  return riff('VP8 ', Buffer.concat([Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]), sizes, Buffer.alloc(10)]));
}

/** Lossless WebP ('VP8L'): signature 0x2f, then width − 1 and height − 1 in 14 bits each. */
function webpLossless(width: number, height: number): Buffer {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  const header = Buffer.alloc(5);
  header.writeUInt8(0x2f, 0);
  header.writeUInt32LE(bits >>> 0, 1);
  return riff('VP8L', Buffer.concat([header, Buffer.alloc(8)]));
}

/** Extended WebP ('VP8X'): the canvas is width − 1 and height − 1 in 24 bits each. */
function webpExtended(width: number, height: number): Buffer {
  return riff('VP8X', Buffer.concat([Buffer.from([0x10, 0, 0, 0]), u24le(width - 1), u24le(height - 1)]));
}

async function upload(token: string, bytes: Buffer, name = 'me.png') {
  const form = new FormData();
  form.append('avatar', new Blob([bytes], { type: 'image/png' }), name);
  const response = await fetch(`${t.url}/api/users/avatar`, { method: 'PUT', body: form, headers: bearer(token) });
  return { status: response.status, body: (await response.json()) as AvatarResponse & Record<string, unknown> };
}

const filesOnDisk = () => (existsSync(avatarsDir) ? readdirSync(avatarsDir).sort() : []);
const TOO_MANY_PIXELS = {
  code: 'IMAGE_TOO_LARGE',
  message: 'Please select an image file.',
  error: 'The image must be at most 4096×4096 pixels.',
};

describe('avatar decode-bomb guard', () => {
  it.each([
    ['a PNG 4097 wide', png(4097, 1)],
    ['a PNG 4097 high', png(1, 4097)],
    ['a PNG of 2^31−1 × 2^31−1', png(0x7fffffff, 0x7fffffff)],
    ['a baseline JPEG 65535 × 65535', jpeg(65535, 65535)],
    ['a progressive JPEG 4097 × 10', jpeg(4097, 10, { sof: 0xc2 })],
    ['a lossless JPEG 10 × 5000', jpeg(10, 5000, { sof: 0xc3 })],
    ['a JPEG whose frame follows stray bytes (decoders skip them)', jpeg(20000, 20000, { beforeFrame: Buffer.from([0x00, 0x13, 0x37]) })],
    ['a JPEG whose frame follows fill bytes', jpeg(20000, 20000, { beforeFrame: Buffer.from([0xff, 0xff, 0xff]) })],
    ['a lossy WebP 16383 × 16383', webpLossy(16383, 16383)],
    ['a lossless WebP 4097 × 1', webpLossless(4097, 1)],
    ['an extended WebP canvas of 16777216 × 16777216', webpExtended(16_777_216, 16_777_216)],
  ])('refuses %s from its header, and stores nothing', async (_label, bytes) => {
    const player = await createPlayer(t);
    const before = filesOnDisk();
    const response = await upload(player.token, bytes);
    expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: TOO_MANY_PIXELS });
    expect(filesOnDisk()).toEqual(before);
    const { rows } = await t.server.db.query<{ avatar: string | null }>('SELECT avatar FROM users WHERE id = $1', [player.id]);
    expect(rows[0].avatar).toBeNull();
  });

  it.each([
    ['a PNG of exactly 4096 × 4096', png(4096, 4096), 'png'],
    ['a JPEG of 4096 × 1', jpeg(4096, 1), 'jpg'],
    ['an extended JPEG (SOF1) of 640 × 480', jpeg(640, 480, { sof: 0xc1 }), 'jpg'],
    ['a lossy WebP of 4096 × 4096', webpLossy(4096, 4096), 'webp'],
    ['a lossless WebP of 1 × 4096', webpLossless(1, 4096), 'webp'],
    ['an extended WebP of 4096 × 4096', webpExtended(4096, 4096), 'webp'],
  ])('accepts %s', async (_label, bytes, extension) => {
    const player = await createPlayer(t);
    const response = await upload(player.token, bytes);
    expect(response.status).toBe(200);
    expect(response.body.avatar).toMatch(new RegExp(`\\.${extension}$`));
  });
});

describe('serving avatars', () => {
  it.each([
    ['png', png(1, 1), 'image/png'],
    ['jpg', jpeg(1, 1), 'image/jpeg'],
    ['webp', webpLossless(1, 1), 'image/webp'],
  ])('serves a .%s inline with a fixed file name, whatever name it was uploaded under', async (extension, bytes, type) => {
    const player = await createPlayer(t);
    const uploaded = await upload(player.token, bytes, '../../"evil"\r\nX-Injected: 1.html');
    expect(uploaded.status).toBe(200);
    const served = await fetch(t.url + uploaded.body.avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="avatar.${extension}"`);
    expect(served.headers.get('x-injected')).toBeNull();
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
