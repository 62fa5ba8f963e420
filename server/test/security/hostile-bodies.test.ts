import { gzipSync, deflateSync, brotliCompressSync } from 'node:zlib';
import { JSON_BODY_LIMIT_BYTES as BODY_LIMIT_BYTES } from '../../src/http/json-body';
import { createPlayer, type TestPlayer } from '../helpers/rooms';
import { attackTally, median, timed } from '../helpers/security-http';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Bodies built to cost the server: just under and over the size limit, nested as deep as the limit allows,
 * with as many keys or items as fit, and compression bombs. Each is refused with a 4xx (never a 5xx), and
 * while a batch of them is in flight the server keeps answering others quickly.
 */
let t: TestApp;
let player: TestPlayer;
const tally = attackTally('hostile-bodies');

beforeAll(async () => {
  t = await startTestApp();
  player = await createPlayer(t);
});
afterAll(() => t.close());

const JUST_UNDER = BODY_LIMIT_BYTES - 64;
const depth = (open: string, close: string, inner = '') => {
  const count = Math.floor((JUST_UNDER - inner.length) / (open.length + close.length));
  return open.repeat(count) + inner + close.repeat(count);
};
const manyKeys = () => {
  const keys: string[] = [];
  for (let i = 0, size = 2; size < JUST_UNDER - 20; i += 1) {
    const entry = `"k${i}":${i}`;
    keys.push(entry);
    size += entry.length + 1;
  }
  return `{${keys.join(',')}}`;
};
const bomb = (compress: (input: Buffer) => Buffer) => compress(Buffer.from(`{"email":"${'a'.repeat(64 * 1024 * 1024)}"}`));

interface HostileBody {
  label: string;
  body: string | Buffer;
  headers?: Record<string, string>;
  /** The statuses that are a correct refusal. */
  refusedWith: number[];
}

const HOSTILE_BODIES: HostileBody[] = [
  { label: 'nested arrays up to the limit', body: depth('[', ']'), refusedWith: [400] },
  { label: 'nested objects up to the limit', body: depth('{"a":', '}', '1'), refusedWith: [400] },
  { label: 'nested objects with __proto__ at the bottom', body: depth('{"a":', '}', '{"__proto__":{"x":1}}'), refusedWith: [400] },
  { label: 'as many keys as fit', body: manyKeys(), refusedWith: [400] },
  { label: 'as many array items as fit', body: `[${'0,'.repeat(Math.floor(JUST_UNDER / 2) - 2)}0]`, refusedWith: [400] },
  { label: 'a string field just under the limit', body: JSON.stringify({ email: 'x'.repeat(JUST_UNDER - 20), password: 'p' }), refusedWith: [400] },
  { label: 'one byte over the limit', body: JSON.stringify({ email: 'x'.repeat(BODY_LIMIT_BYTES), password: 'p' }), refusedWith: [413] },
  { label: 'ten times the limit', body: 'x'.repeat(10 * BODY_LIMIT_BYTES), refusedWith: [413] },
  { label: 'a gzip bomb (64 MiB inflated)', body: bomb(gzipSync), headers: { 'content-encoding': 'gzip' }, refusedWith: [413] },
  { label: 'a deflate bomb', body: bomb(deflateSync), headers: { 'content-encoding': 'deflate' }, refusedWith: [413] },
  { label: 'a brotli bomb', body: bomb(brotliCompressSync), headers: { 'content-encoding': 'br' }, refusedWith: [413] },
  { label: 'gzip declared, not gzip', body: '{"email":"a@b.co"}', headers: { 'content-encoding': 'gzip' }, refusedWith: [400, 415] },
  { label: 'an unknown encoding', body: '{}', headers: { 'content-encoding': 'zstd' }, refusedWith: [400, 415] },
  { label: 'a Content-Length larger than the body', body: '{}', headers: { 'content-length': '5000000' }, refusedWith: [400, 413] },
];

/** Routes that parse a JSON body, without and with a token. */
const TARGETS = [
  { path: '/api/auth/login', method: 'POST', signedIn: false },
  { path: '/api/auth/register', method: 'POST', signedIn: false },
  { path: '/api/users/profile', method: 'PUT', signedIn: true },
  { path: '/api/users/wallet/deposit', method: 'POST', signedIn: true },
];

async function send(target: (typeof TARGETS)[number], hostile: HostileBody): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...hostile.headers };
  if (target.signedIn) headers.authorization = `Bearer ${player.token}`;
  try {
    const response = await fetch(t.url + target.path, { method: target.method, headers, body: hostile.body });
    await response.arrayBuffer();
    return response.status;
  } catch {
    // The server may cut a connection whose body it refuses before reading it all (a lying Content-Length).
    return 0;
  }
}

describe('oversized, deeply nested and compressed bodies', () => {
  it.each(HOSTILE_BODIES.map((hostile) => [hostile.label, hostile] as const))('%s: refused with 4xx on every JSON route', async (_label, hostile) => {
    for (const target of TARGETS) {
      const status = await send(target, hostile);
      tally.note(`${target.path} ${hostile.label}`, status);
      const refused = hostile.refusedWith.includes(status) || (status === 0 && hostile.headers?.['content-length'] !== undefined);
      expect({ path: target.path, status, refused }).toEqual({ path: target.path, status, refused: true });
    }
    expect((await t.get('/api/users/profile', player.headers)).status).toBe(200);
  });

  it('keeps answering others quickly while a batch of them is in flight', async () => {
    const health = () => timed(() => t.get('/api/health'));
    const quiet: number[] = [];
    for (let i = 0; i < 10; i += 1) quiet.push(await health());

    // What anyone can send without an account: every hostile body at once, to the login route.
    const batch = HOSTILE_BODIES.map((hostile) => send(TARGETS[0], hostile).then((status) => tally.note(`batch ${hostile.label}`, status)));
    let done = false;
    const attack = Promise.all(batch).then(() => (done = true));
    const loaded: number[] = [];
    while (!done || loaded.length < 5) loaded.push(await health());
    await attack;

    const figures = { quietMedianMs: median(quiet), loadedMedianMs: median(loaded), loadedMaxMs: Math.max(...loaded), probes: loaded.length };
    // Generous for a shared 2-core machine; a parser that choked on these bodies would stall the event loop for seconds.
    expect(figures.loadedMaxMs).toBeLessThan(2_000);
    expect(figures.loadedMedianMs).toBeLessThan(500);
    if (process.env.SECURITY_TALLY_FILE) console.log('hostile bodies: /api/health latency', figures);
    expect(tally.serverErrors).toEqual([]);
  }, 60_000);
});
