import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AvatarResponse } from 'shared-events/contracts';
import { createPlayer, type TestPlayer } from '../helpers/rooms';
import { attackTally } from '../helpers/security-http';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Avatar uploads built to be something else than a picture (polyglots, scripts behind an image header), to
 * escape the avatar folder through their name, to exhaust the disk, or to confuse the served type. Whatever is
 * sent: a refusal (4xx, nothing stored), or a file stored under a server-made name and served only as the
 * image its bytes start as, with nosniff and a sandboxing CSP, so no browser ever runs it as a page.
 * (SVG, HTML, text, empty, GIF and oversize files are in users-avatar.test.ts; decode bombs in avatar-hardening.)
 */
let t: TestApp;
let player: TestPlayer;
const parent = mkdtempSync(path.join(os.tmpdir(), 'server-avatar-attacks-'));
const dataDir = path.join(parent, 'data');
const avatarsDir = path.join(dataDir, 'avatars');
const tally = attackTally('avatar-attacks');

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir } });
  player = await createPlayer(t);
});
afterAll(async () => {
  await t.close();
  rmSync(parent, { recursive: true, force: true });
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
// A 1×1 baseline JPEG header (SOI, APP0, SOF0 of 1×1, EOI): enough for type and size detection.
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
  Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]),
  Buffer.from([0xff, 0xd9]),
]);
const HTML = '<!doctype html><html><body><script>fetch("/api/users/profile").then(r=>r.text()).then(alert)</script></body></html>';

interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
  field?: string;
}

async function upload(files: Upload[], extraFields: [string, string][] = []) {
  const form = new FormData();
  for (const [name, value] of extraFields) form.append(name, value);
  for (const file of files) form.append(file.field ?? 'avatar', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${t.url}/api/users/avatar`, { method: 'PUT', body: form, headers: player.headers });
  const body = (await response.json()) as AvatarResponse & { code?: string };
  tally.note(`avatar upload ${files.map((file) => file.name.slice(0, 40)).join(',')}`, response.status);
  return { status: response.status, body };
}

const storedAvatar = async () =>
  (await t.server.db.query<{ avatar: string | null }>('SELECT avatar FROM users WHERE id = $1', [player.id])).rows[0].avatar;
const filesOnDisk = () => (existsSync(avatarsDir) ? readdirSync(avatarsDir).sort() : []);

/** Every file under `dir`, relative, recursively. */
function tree(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tree(path.join(dir, entry.name)).map((inner) => `${entry.name}/${inner}`) : [entry.name],
  );
}

/** The outcome is safe: refused with nothing stored, or stored as a server-named image served only as that image. */
async function expectRefusedOrServedAsImage(outcome: Awaited<ReturnType<typeof upload>>, startsAs: 'png' | 'jpg', before: string[]) {
  expect(outcome.status).toBeLessThan(500);
  if (outcome.status !== 200) {
    expect(outcome.status).toBe(400);
    expect(filesOnDisk()).toEqual(before);
    return;
  }
  expect(outcome.body.avatar).toMatch(new RegExp(`^/api/uploads/avatars/[0-9a-f]{32}\\.${startsAs}$`));
  const served = await fetch(t.url + outcome.body.avatar);
  tally.note('serve uploaded avatar', served.status);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe(startsAs === 'png' ? 'image/png' : 'image/jpeg');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  const disposition = served.headers.get('content-disposition');
  if (disposition !== null) expect(disposition).toBe(`inline; filename="avatar.${startsAs}"`);
  await served.arrayBuffer();
}

describe('avatar polyglots and disguises', () => {
  it.each([
    ['a PNG followed by an HTML page', Buffer.concat([PNG, Buffer.from(HTML)]), 'page.html', 'text/html', 'png'],
    [
      'a PNG with a script in a text chunk',
      Buffer.concat([PNG.subarray(0, 33), Buffer.from(`\0\0\0\x40tEXtComment\0<script>alert(1)</script>`), PNG.subarray(33)]),
      'x.png',
      'image/png',
      'png',
    ],
    ['a JPEG followed by JavaScript', Buffer.concat([JPEG, Buffer.from('\nalert(document.domain)//')]), 'x.js', 'application/javascript', 'jpg'],
    [
      'a JPEG with an HTML comment',
      Buffer.concat([
        JPEG.subarray(0, 2),
        Buffer.from([0xff, 0xfe, 0x00, 0x20]),
        Buffer.from('<html><script>x()</script></html>'.padEnd(30)),
        JPEG.subarray(2),
      ]),
      'x.jpg',
      'image/jpeg',
      'jpg',
    ],
    ['a PNG named .jpg and declared image/jpeg', PNG, 'photo.jpg', 'image/jpeg', 'png'],
    ['a JPEG named .png and declared image/svg+xml', JPEG, 'photo.png', 'image/svg+xml', 'jpg'],
    [
      'a PNG followed by a ZIP (GIFAR-style)',
      Buffer.concat([PNG, Buffer.from('PK\x03\x04\x14\0\0\0\0\0', 'latin1'), Buffer.alloc(64)]),
      'x.png',
      'image/png',
      'png',
    ],
  ] as const)('%s: stored and served only as the image it starts as, or refused', async (_label, bytes, name, type, startsAs) => {
    const before = filesOnDisk();
    await expectRefusedOrServedAsImage(await upload([{ bytes, name, type }]), startsAs, before);
  });

  it.each([
    ['an SVG behind a BOM and whitespace', Buffer.from('\ufeff  \n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['an HTML page with a PNG signature in the middle', Buffer.concat([Buffer.from('<html>'), PNG])],
    ['a truncated PNG signature', PNG.subarray(0, 7)],
    ['a RIFF header that is not WebP', Buffer.concat([Buffer.from('RIFF\x24\0\0\0AVI LIST', 'latin1'), Buffer.alloc(32)])],
    ['one byte', Buffer.from([0x89])],
  ])('%s: refused, nothing stored', async (_label, bytes) => {
    const before = filesOnDisk();
    const outcome = await upload([{ bytes, name: 'x.png', type: 'image/png' }]);
    expect(outcome).toMatchObject({ status: 400, body: { code: 'IMAGE_REQUIRED' } });
    expect(filesOnDisk()).toEqual(before);
  });
});

describe('avatar file names and the file system', () => {
  const NAMES = [
    '../../x.png',
    '..\\..\\x.png',
    '/etc/passwd',
    '/tmp/evil.png',
    'C:\\Windows\\win.ini',
    '....//....//x.png',
    '%2e%2e%2fx.png',
    'x.png\u0000.html',
    '.htaccess',
    'x.png\r\nContent-Type: text/html',
    'x'.repeat(5000) + '.png',
    '\u202ecod.png',
    'CON',
  ];

  it('stores every upload under a random name inside the avatar folder, whatever name it was sent with', async () => {
    for (const name of NAMES) {
      const before = filesOnDisk();
      const outcome = await upload([{ bytes: PNG, name, type: 'image/png' }]);
      expect(outcome.status).toBeLessThan(500);
      if (outcome.status === 200) expect(outcome.body.avatar).toMatch(/^\/api\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
      else expect(filesOnDisk()).toEqual(before);
    }
    // Nothing was written anywhere else: the data folder holds the avatar folder and its files only.
    expect(tree(parent).filter((file) => !/^data\/avatars\/[0-9a-f]{32}\.(png|jpg|webp)$/.test(file))).toEqual([]);
    expect(filesOnDisk()).toEqual([path.basename((await storedAvatar())!)]);
  });

  it('keeps one file per user when uploads race, and leaves no temporary files behind', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload([{ bytes: i % 2 ? PNG : JPEG, name: `race${i}.png`, type: 'image/png' }])),
    );
    expect(outcomes.every((outcome) => outcome.status === 200)).toBe(true);
    expect(filesOnDisk()).toEqual([path.basename((await storedAvatar())!)]);
    expect(readdirSync(avatarsDir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('takes one file per request: a second file, extra fields or too many parts are refused or ignored, never stored twice', async () => {
    const before = filesOnDisk();
    const attempts = [
      await upload([
        { bytes: PNG, name: 'a.png', type: 'image/png' },
        { bytes: JPEG, name: 'b.jpg', type: 'image/jpeg' },
      ]),
      await upload([{ bytes: PNG, name: 'a.png', type: 'image/png' }], [['userId', '1']]),
      await upload(
        [{ bytes: PNG, name: 'a.png', type: 'image/png' }],
        Array.from({ length: 50 }, (_, i) => [`f${i}`, 'x'] as [string, string]),
      ),
      await upload([{ bytes: PNG, name: 'a.png', type: 'image/png', field: '__proto__' }]),
    ];
    for (const attempt of attempts) expect(attempt.status).toBeLessThan(500);
    const stored = await storedAvatar();
    expect(filesOnDisk()).toEqual(stored ? [path.basename(stored)] : before);
    expect(({} as Record<string, unknown>).avatar).toBeUndefined();
  });

  it('refuses a 20 MB stream early and stores nothing', async () => {
    const before = filesOnDisk();
    const outcome = await upload([{ bytes: Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]), name: 'huge.png', type: 'image/png' }]);
    expect(outcome).toMatchObject({ status: 400, body: { code: 'IMAGE_TOO_LARGE' } });
    expect(filesOnDisk()).toEqual(before);
    expect(tally.serverErrors).toEqual([]);
  });
});
