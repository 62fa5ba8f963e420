import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminAuditPage, AdminTournament, ApiErrorResponse, BannerUploadResponse, Tournament } from 'shared-events/contracts';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { PNG, uploadForm, type UploadedFile } from './helpers/uploads';

let t: TestApp;
let admin: TestPlayer;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-banners-'));
const bannersDir = path.join(dataDir, 'banners');
beforeAll(async () => {
  t = await startTestApp({ config: { dataDir } });
  admin = await createPlayer(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// The JPEG carries only its real headers (the type is read from the first bytes, the size from the frame header).
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08]),
  Buffer.from([0x01, 0x68, 0x02, 0x80]), // 360 high, 640 wide
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
/** A PNG whose header claims `width` × `height` pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(PNG);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

const upload = <Body = ApiErrorResponse>(token: string | undefined, file?: UploadedFile) =>
  uploadForm<Body>(`${t.url}/api/admin/banners`, { method: 'POST', field: 'banner', token, file });
const filesOnDisk = () => (existsSync(bannersDir) ? readdirSync(bannersDir).sort() : []);
const bannerAudits = async () =>
  (await t.request<AdminAuditPage>('GET', '/api/admin/audit?action=banner.upload', { headers: admin.headers })).body.entries;

const NOT_AN_IMAGE = { code: 'IMAGE_REQUIRED', message: 'Please select an image file.' };

describe('POST /api/admin/banners', () => {
  it('stores an image under a new name, audits it, serves it with its type for good, and a tournament shows it', async () => {
    const response = await upload<BannerUploadResponse>(admin.token, { bytes: JPEG, name: '../night cup.exe', type: 'application/octet-stream' });
    expect(response.status).toBe(201);
    const { banner } = response.body;
    expect(banner).toMatch(/^\/api\/uploads\/banners\/[0-9a-f]{32}\.jpg$/);
    expect(filesOnDisk()).toEqual([path.basename(banner)]);

    const served = await fetch(t.url + banner);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="banner.jpg"');
    expect(Buffer.from(await served.arrayBuffer()).equals(JPEG)).toBe(true);

    const [audit] = await bannerAudits();
    expect(audit).toMatchObject({
      actor: { id: admin.id },
      targetType: 'banner',
      targetId: banner,
      before: null,
      after: { banner, contentType: 'image/jpeg', bytes: JPEG.length, width: 640, height: 360 },
    });

    const created = await t.request<AdminTournament>('POST', '/api/admin/tournaments', {
      headers: admin.headers,
      body: {
        name: 'Bannered Cup',
        gameType: 'NLH',
        entryFee: 1,
        maxPlayers: 9,
        startsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
        banner,
      },
    });
    expect(created.body.banner).toBe(banner);
    expect((await t.get<Tournament>(`/api/tournaments/${created.body.id}`)).body.banner).toBe(banner);
  });

  it.each([
    ['a file that is not an image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), NOT_AN_IMAGE],
    [
      'an image over 1 MB',
      Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1 - PNG.length)]),
      { code: 'IMAGE_TOO_LARGE', message: 'Please select an image file.', error: 'The image must be at most 1 MB.' },
    ],
    [
      'an image wider than 2560 px',
      pngClaiming(2561, 100),
      { code: 'IMAGE_TOO_LARGE', message: 'Please select an image file.', error: 'The image must be at most 2560×2560 pixels.' },
    ],
  ])('refuses %s with 400, and stores and audits nothing', async (_label, bytes, body) => {
    const [files, audits] = [filesOnDisk(), (await bannerAudits()).length];
    expect(await upload(admin.token, { bytes, name: 'banner.png', type: 'image/png' })).toEqual({ status: 400, body });
    expect(await upload(admin.token, { bytes: PNG, name: 'banner.png', type: 'image/png', field: 'picture' })).toEqual({
      status: 400,
      body: NOT_AN_IMAGE,
    });
    expect(filesOnDisk()).toEqual(files);
    expect(await bannerAudits()).toHaveLength(audits);
  });

  it('takes exactly 1 MB', async () => {
    const limit = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.length)]);
    expect((await upload(admin.token, { bytes: limit, name: 'limit.png', type: 'image/png' })).status).toBe(201);
  });

  it("refuses a player's upload (403) and an anonymous one (401), and stores nothing", async () => {
    const player = await createPlayer(t);
    const files = filesOnDisk();
    expect(await upload(player.token, { bytes: PNG, name: 'mine.png', type: 'image/png' })).toEqual({
      status: 403,
      body: { code: 'ADMIN_REQUIRED', message: 'Admin access required' },
    });
    expect((await upload(undefined, { bytes: PNG, name: 'mine.png', type: 'image/png' })).status).toBe(401);
    expect(filesOnDisk()).toEqual(files);
  });
});

describe('GET /api/uploads/banners/:name', () => {
  it('answers 404 for unknown or malformed names, never a file outside the banner folder', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fjwt-secret', 'x'.repeat(65)]) {
      expect([400, 404]).toContain((await t.get(`/api/uploads/banners/${name}`)).status);
    }
    expect((await t.get('/api/uploads/banners/0123456789abcdef0123456789abcdef.png')).body).toEqual({
      code: 'BANNER_NOT_FOUND',
      message: 'Banner not found',
    });
  });
});
