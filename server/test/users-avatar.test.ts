import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiErrorResponse, AvatarResponse, UserProfileResponse } from 'shared-events/contracts';
import { signUp, startTestApp, type TestApp } from './helpers/test-app';
import { PNG, uploadForm, type UploadedFile } from './helpers/uploads';

let t: TestApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-avatars-'));
const avatarsDir = path.join(dataDir, 'avatars');
beforeAll(async () => {
  t = await startTestApp({ smtp: true, config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// The JPEG and WebP carry their real headers (detection reads only the first bytes).
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const TEXT = Buffer.from('just some text, renamed to look like a picture');

const upload = <Body = ApiErrorResponse>(token: string | undefined, file?: UploadedFile) =>
  uploadForm<Body>(`${t.url}/api/users/avatar`, { method: 'PUT', field: 'avatar', token, file });

const storedAvatar = async (userId: number) =>
  (await t.server.db.query<{ avatar: string | null }>('SELECT avatar FROM users WHERE id = $1', [userId])).rows[0].avatar;
const filesOnDisk = () => (existsSync(avatarsDir) ? readdirSync(avatarsDir).sort() : []);

const NOT_AN_IMAGE = { code: 'IMAGE_REQUIRED', message: 'Please select an image file.' };

describe('PUT /api/users/avatar', () => {
  it.each([
    ['PNG', PNG, 'image/png', 'png'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['WebP', WEBP, 'image/webp', 'webp'],
  ])('stores a %s under a server-generated name and serves it with its type, nosniff and a cache header', async (_label, bytes, type, extension) => {
    const { token, user } = await signUp(t);
    const response = await upload<AvatarResponse>(token, { bytes, name: '../../evil name.exe', type: 'application/octet-stream' });
    expect(response.status).toBe(200);
    const avatar: string = response.body.avatar;
    expect(avatar).toMatch(new RegExp(`^/api/uploads/avatars/[0-9a-f]{32}\\.${extension}$`));
    expect(response.body.user).toMatchObject({ id: user.id, avatar });
    expect(await storedAvatar(user.id)).toBe(avatar);
    expect((await t.get<UserProfileResponse>('/api/users/profile', { authorization: `Bearer ${token}` })).body.avatar).toBe(avatar);

    const served = await fetch(t.url + avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('removes the previous file when the avatar is replaced', async () => {
    const { token, user } = await signUp(t);
    const first = (await upload<AvatarResponse>(token, { bytes: PNG, name: 'a.png', type: 'image/png' })).body.avatar;
    const second = (await upload<AvatarResponse>(token, { bytes: JPEG, name: 'b.jpg', type: 'image/jpeg' })).body.avatar;
    expect(second).not.toBe(first);
    expect(filesOnDisk()).toContain(path.basename(second));
    expect(filesOnDisk()).not.toContain(path.basename(first));
    expect((await fetch(t.url + first)).status).toBe(404);
    expect(await storedAvatar(user.id)).toBe(second);
  });

  it.each([
    ['an SVG with a script', SVG, 'evil.svg', 'image/svg+xml'],
    ['an SVG named .png and declared image/png', SVG, 'evil.png', 'image/png'],
    ['HTML with a script', HTML, 'page.html', 'text/html'],
    ['a text file renamed .png', TEXT, 'photo.png', 'image/png'],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'anim.gif', 'image/gif'],
  ])('refuses %s with the spec message and stores nothing', async (_label, bytes, name, type) => {
    const { token, user } = await signUp(t);
    const before = filesOnDisk();
    expect(await upload(token, { bytes, name, type })).toEqual({ status: 400, body: NOT_AN_IMAGE });
    expect(filesOnDisk()).toEqual(before);
    expect(await storedAvatar(user.id)).toBeNull();
  });

  it('refuses a file over 2 MB with the spec message (reason in `error`) and stores nothing; exactly 2 MB is accepted', async () => {
    const { token, user } = await signUp(t);
    const before = filesOnDisk();
    const oversize = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
    expect(await upload(token, { bytes: oversize, name: 'big.png', type: 'image/png' })).toEqual({
      status: 400,
      body: { code: 'IMAGE_TOO_LARGE', message: 'Please select an image file.', error: 'The image must be at most 2 MB.' },
    });
    expect(filesOnDisk()).toEqual(before);
    expect(await storedAvatar(user.id)).toBeNull();

    const limit = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect((await upload(token, { bytes: limit, name: 'limit.png', type: 'image/png' })).status).toBe(200);
  });

  it('refuses a request without the avatar file, a file in another field, or a body that is not multipart', async () => {
    const { token, user } = await signUp(t);
    const before = filesOnDisk();
    expect(await upload(token)).toEqual({ status: 400, body: NOT_AN_IMAGE });
    expect(await upload(token, { bytes: PNG, name: 'a.png', type: 'image/png', field: 'picture' })).toEqual({ status: 400, body: NOT_AN_IMAGE });
    const json = await t.request('PUT', '/api/users/avatar', {
      body: { avatar: 'data:image/png;base64,AAAA' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json).toMatchObject({ status: 400, body: NOT_AN_IMAGE });
    const broken = await t.request('PUT', '/api/users/avatar', {
      raw: '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\x89PNG',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.status).toBe(400);
    const noBoundary = await t.request('PUT', '/api/users/avatar', {
      raw: 'hello',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
    expect(filesOnDisk()).toEqual(before);
    expect(await storedAvatar(user.id)).toBeNull();
  });

  it('answers 401 without a valid token and stores nothing', async () => {
    const before = filesOnDisk();
    expect(await upload(undefined, { bytes: PNG, name: 'a.png', type: 'image/png' })).toEqual({
      status: 401,
      body: { code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' },
    });
    expect(await upload('forged.token.value', { bytes: PNG, name: 'a.png', type: 'image/png' })).toMatchObject({ status: 401 });
    expect(filesOnDisk()).toEqual(before);
  });
});

describe('GET /api/uploads/avatars/:name', () => {
  it('answers 404 for unknown or malformed names, never a file outside the avatar folder', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', 'nope.png', '..%2F..%2Fjwt-secret', '%2E%2E%2Fjwt-secret', 'x'.repeat(65)]) {
      const response = await t.get(`/api/uploads/avatars/${name}`);
      expect([400, 404]).toContain(response.status);
      expect(response.text).not.toContain('test-secret');
    }
    expect((await t.get('/api/uploads/avatars/0123456789abcdef0123456789abcdef.png')).body).toEqual({
      code: 'AVATAR_NOT_FOUND',
      message: 'Avatar not found',
    });
  });
});
