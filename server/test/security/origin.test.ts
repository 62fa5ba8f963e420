import type { ApiErrorResponse } from 'shared-events/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import type { Config } from '../../src/config';
import { HANDSHAKE_REFUSALS } from '../../src/realtime/realtime';
import { connectOutcome } from '../helpers/realtime-client';
import { createPlayer, type TestPlayer } from '../helpers/rooms';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { upgradeAnswer } from './upgrade-answer';

/**
 * Issue #13 defect 4: the socket accepted a handshake from any page, and the API had no CORS policy at all.
 * Browsers send Origin on a websocket handshake and on cross-origin fetches; non-browser clients send none.
 */
const OWN = 'https://poker.example.com';
const PARTNER = 'https://partner.example.org';
const FOREIGN = 'https://evil.example.net';

function socketWithOrigin(url: string, token: string, origin?: string): Socket {
  return connect(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true, ...(origin ? { origin } : {}) });
}

describe.each([
  ['production', { nodeEnv: 'production' }],
  ['development', { nodeEnv: 'development' }],
] as const)('the origin policy in %s', (environment, overrides) => {
  let t: TestApp;
  let player: TestPlayer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const config: Partial<Config> = { ...overrides, publicUrl: OWN, allowedOrigins: [PARTNER], seedSampleData: false };
    t = await startTestApp({ config });
    player = await createPlayer(t);
  });
  afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
  afterAll(() => t.close());

  const outcome = (origin?: string) => {
    const socket = socketWithOrigin(t.url, player.token, origin);
    sockets.push(socket);
    return connectOutcome(socket);
  };

  it('opens the socket for the platform own origin, an allowed origin and a client that sends no Origin', async () => {
    expect(await outcome(OWN)).toBe('connected');
    expect(await outcome(PARTNER)).toBe('connected');
    expect(await outcome(undefined)).toBe('connected');
  });

  it('refuses a handshake from any other page before the websocket opens, with the reason', async () => {
    for (const origin of [FOREIGN, 'null', `${OWN}.evil.example.net`, 'http://poker.example.com', `${OWN}:8443`]) {
      expect([origin, await outcome(origin)]).toEqual([origin, 'websocket error']);
    }
    expect(await upgradeAnswer(t.url, { origin: FOREIGN })).toEqual({ status: 400, text: HANDSHAKE_REFUSALS.originNotAllowed });
  });

  it(`${environment === 'production' ? 'refuses' : 'accepts'} loopback origins that are not PUBLIC_URL`, async () => {
    const expected = environment === 'production' ? 'websocket error' : 'connected';
    expect(await outcome('http://127.0.0.1:3000')).toBe(expected);
    expect(await outcome('http://localhost:3101')).toBe(expected);
  });

  it('gives CORS headers to allowed origins only, and refuses a foreign preflight', async () => {
    for (const origin of [OWN, PARTNER]) {
      const read = await t.get('/api/health', { origin });
      expect(read.headers.get('access-control-allow-origin')).toBe(origin);
      expect(read.headers.get('vary')).toMatch(/Origin/);
      const preflight = await t.request('OPTIONS', '/api/users/wallet/deposit', {
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization.*Content-Type/);
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    }

    const foreignRead = await t.get('/api/health', { origin: FOREIGN });
    expect(foreignRead.status).toBe(200);
    expect(foreignRead.headers.get('access-control-allow-origin')).toBeNull();
    const foreignPreflight = await t.request<ApiErrorResponse>('OPTIONS', '/api/users/wallet/deposit', {
      headers: { origin: FOREIGN, 'access-control-request-method': 'POST' },
    });
    expect(foreignPreflight.status).toBe(403);
    expect(foreignPreflight.body).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message: 'This origin is not allowed to use the API.' });
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();

    const noOrigin = await t.get('/api/health');
    expect(noOrigin.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the origin policy of the default test server (PUBLIC_URL http://127.0.0.1)', () => {
  it('refuses a foreign page under NODE_ENV=test too', async () => {
    const t = await startTestApp();
    try {
      const player = await createPlayer(t);
      const socket = socketWithOrigin(t.url, player.token, FOREIGN);
      expect(await connectOutcome(socket)).toBe('websocket error');
      socket.disconnect();
    } finally {
      await t.close();
    }
  });
});
