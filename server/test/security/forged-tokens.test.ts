import { acceptsBearer, fillPath, operationsOf, type OpenApiDocument, type Operation } from '../helpers/bad-inputs';
import { connectOutcome, openSocket, socketsClosedAfterEach } from '../helpers/realtime-client';
import { createPlayer, type TestPlayer } from '../helpers/rooms';
import { attackTally } from '../helpers/security-http';
import { forgedTokens, wellFormedToken } from '../helpers/security-tokens';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Tokens an attacker can forge (no key, the wrong algorithm, outside their time, rewritten) open no route that
 * reads a token and no socket. The control token, made the same way but valid, opens both.
 */
let t: TestApp;
let victim: TestPlayer;
let attacker: TestPlayer;
let bearerOperations: Operation[];
let forged: Record<string, string>;
const sockets = socketsClosedAfterEach();
const tally = attackTally('forged-tokens');

beforeAll(async () => {
  t = await startTestApp();
  victim = await createPlayer(t);
  attacker = await createPlayer(t);
  bearerOperations = operationsOf((await t.get<OpenApiDocument>('/api/openapi.json')).body).filter(acceptsBearer);
  forged = forgedTokens(victim.id, attacker.token, t.clock.now());
});
afterAll(() => t.close());

const send = async (operation: Operation, token: string) => {
  const response = await fetch(t.url + fillPath(operation, '1'), { method: operation.method, headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  return { status: response.status, text };
};

describe('forged JWTs on HTTP', () => {
  it('the control: a token made like the forgeries but valid reads the victim profile', async () => {
    const control = wellFormedToken(victim.id, t.clock.now());
    const profile = await t.get<{ id: number }>('/api/users/profile', { authorization: `Bearer ${control}` });
    expect(profile).toMatchObject({ status: 200, body: { id: victim.id } });
  });

  it('answers 401 Authentication required on every route that reads a token, for every forgery', async () => {
    expect(bearerOperations.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const [kind, token] of Object.entries(forged)) {
      for (const operation of bearerOperations) {
        const outcome = await send(operation, token);
        tally.note(`${operation.method} ${operation.path} [${kind}]`, outcome.status);
        if (outcome.status !== 401 || !outcome.text.includes('"AUTHENTICATION_REQUIRED"'))
          failures.push(`${operation.method} ${operation.path} [${kind}]: ${outcome.status} ${outcome.text.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(tally.serverErrors).toEqual([]);
  }, 60_000);
});

describe('forged JWTs on the socket handshake', () => {
  it('refuses every forgery and accepts the control token', async () => {
    const outcomes: Record<string, string> = {};
    for (const [kind, token] of Object.entries({ ...forged, control: wellFormedToken(victim.id, t.clock.now()) })) {
      const socket = openSocket(t.url, token);
      sockets.push(socket);
      outcomes[kind] = await connectOutcome(socket);
      tally.note(`socket [${kind}]`, 0);
    }
    const expected = Object.fromEntries(Object.keys(forged).map((kind) => [kind, 'Authentication required']));
    expect(outcomes).toEqual({ ...expected, control: 'connected' });
  });

  it('refuses a token sent anywhere but the auth payload (query string, header) as no token', async () => {
    const token = attacker.token;
    const outcomes = [];
    for (const options of [{ query: { token } }, { extraHeaders: { authorization: `Bearer ${token}` } }]) {
      const { io } = await import('socket.io-client');
      const socket = io(t.url, { transports: ['websocket'], reconnection: false, forceNew: true, ...options });
      sockets.push(socket);
      outcomes.push(await connectOutcome(socket));
      tally.note('socket [token outside auth]', 0);
    }
    expect(outcomes).toEqual(['Authentication required', 'Authentication required']);
  });
});
