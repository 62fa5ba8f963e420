import type { Socket as EngineConnection } from 'engine.io';
import { io as connect, type Socket } from 'socket.io-client';
import { HANDSHAKE_REFUSALS } from '../src/realtime/realtime';
import { connectOutcome, openSocket, socketsClosedAfterEach } from './helpers/realtime-client';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { upgradeAnswer } from './security/upgrade-answer';

/**
 * Issue #28: when a server process died, its 5,000 clients reconnected to the survivor at once and nearly all timed
 * out in its saturated event loop. A process now sets up at most SOCKET_HANDSHAKES_IN_SETUP connections at a time
 * (from the admitted handshake to the socket.io 'connection'); more are refused at once and the client retries.
 */
const IN_SETUP = 2;
let t: TestApp;
let player: TestPlayer;
const sockets = socketsClosedAfterEach();
/** The server's engine connections still open (each gives its place in setup back before its 'close'). */
const serverConnections = new Set<EngineConnection>();

beforeAll(async () => {
  t = await startTestApp({ config: { socketLimits: { handshakesInSetup: IN_SETUP } } });
  t.server.io.engine.on('connection', (connection: EngineConnection) => {
    serverConnections.add(connection);
    connection.once('close', () => serverConnections.delete(connection));
  });
  player = await createPlayer(t);
});
afterAll(() => t.close());
// After the sockets' own afterEach: the next test starts with no place in setup taken.
afterEach(serverConnectionsClosed);

async function serverConnectionsClosed(): Promise<void> {
  await Promise.all([...serverConnections].map((connection) => new Promise((resolve) => connection.once('close', resolve))));
}

/**
 * A client whose websocket is open but whose sign-in (socket.io's CONNECT packet, with the token) waits for
 * `signIn()`: a connection in setup until then, as one whose token is being checked.
 */
async function inSetup(): Promise<{ socket: Socket; signIn: () => void }> {
  let signIn!: () => void;
  const signInAllowed = new Promise<void>((resolve) => (signIn = resolve));
  const socket = connect(t.url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: (send) => void signInAllowed.then(() => send({ token: player.token })),
  });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.io.once('open', () => resolve(undefined));
    socket.io.once('error', reject);
  });
  return { socket, signIn };
}

async function busyRefusals(): Promise<number> {
  const text = (await t.get('/metrics')).text;
  return Number(/^poker_socket_handshakes_refused_total\{reason="busy"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

const busyAnswer = { status: 400, text: HANDSHAKE_REFUSALS.busy };

it(`refuses a handshake while ${IN_SETUP} connections are in setup, says why and counts it`, async () => {
  const before = await busyRefusals();
  const pending = [await inSetup(), await inSetup()];

  expect(await upgradeAnswer(t.url)).toEqual(busyAnswer);
  // socket.io-client hears only that the websocket failed; it does not give up on such an error (see below).
  const refused = openSocket(t.url, player.token);
  sockets.push(refused);
  expect(await connectOutcome(refused)).toBe('websocket error');
  expect((await busyRefusals()) - before).toBe(2);

  pending.forEach(({ signIn }) => signIn());
  expect(await Promise.all(pending.map(({ socket }) => connectOutcome(socket)))).toEqual(['connected', 'connected']);
  expect((await upgradeAnswer(t.url)).status).toBe(101);
});

it('admits another once one in setup has signed in; connected sockets hold no place', async () => {
  const [first, second] = [await inSetup(), await inSetup()];
  expect(await upgradeAnswer(t.url)).toEqual(busyAnswer);

  first.signIn();
  expect(await connectOutcome(first.socket)).toBe('connected');
  const third = openSocket(t.url, player.token);
  sockets.push(third);
  expect(await connectOutcome(third)).toBe('connected');
  second.signIn();
  expect(await connectOutcome(second.socket)).toBe('connected');
  const fourth = openSocket(t.url, player.token);
  sockets.push(fourth);
  expect(await connectOutcome(fourth)).toBe('connected');
});

it('a connection closed in setup gives its place back, and a refused client reconnects by itself then', async () => {
  const [first, second] = [await inSetup(), await inSetup()];
  // The front end's client: socket.io-client's own reconnection, no retry of ours.
  const client = connect(t.url, { transports: ['websocket'], auth: { token: player.token }, forceNew: true });
  sockets.push(client);
  expect(await connectOutcome(client)).toBe('websocket error');
  const reconnected = new Promise((resolve) => client.once('connect', () => resolve(undefined)));

  first.socket.disconnect();
  await reconnected;
  expect(client.connected).toBe(true);
  second.signIn();
  expect(await connectOutcome(second.socket)).toBe('connected');
});

it('a failed sign-in gives its place back: after more bad tokens than places, a good one connects', async () => {
  for (let attempt = 0; attempt < IN_SETUP * 3; attempt += 1) {
    const socket = openSocket(t.url, 'not-a-token');
    sockets.push(socket);
    // A place kept by a failed attempt would make a later one 'websocket error' (refused as busy).
    expect(await connectOutcome(socket)).toBe('Authentication required');
    // The client closes its connection after the refusal; the server hears it a moment later.
    await serverConnectionsClosed();
  }
  const good = openSocket(t.url, player.token);
  sockets.push(good);
  expect(await connectOutcome(good)).toBe('connected');
});
