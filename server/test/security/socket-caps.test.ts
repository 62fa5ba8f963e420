import type { ConnectionReplacedPayload } from 'shared-events/contracts';
import { Manager, io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { HANDSHAKE_REFUSALS } from '../../src/realtime/realtime';
import { connectOutcome, socketsClosedAfterEach } from '../helpers/realtime-client';
import { createPlayer } from '../helpers/rooms';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { upgradeAnswer } from './upgrade-answer';

/**
 * Issue #13 defect 6: 300 sockets of one user were accepted. A user keeps at most 10 (the oldest is told why and
 * closed), and one client address at most SOCKETS_PER_ADDRESS live connections, signed in or not.
 */
const PER_ADDRESS = 4;
let t: TestApp;
const sockets = socketsClosedAfterEach();
const afterThisTest: (() => void)[] = [];
afterEach(() => afterThisTest.splice(0).forEach((close) => close()));

beforeAll(async () => {
  t = await startTestApp({ config: { socketLimits: { perAddress: PER_ADDRESS } } });
});
afterAll(() => t.close());

const disconnection = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

/**
 * Client options bound to another loopback address: Linux routes all of 127.0.0.0/8 to lo, so the server sees another
 * client. engine.io-client passes `localAddress` to its Node websocket, though its types do not list it.
 */
function boundTo(localAddress: string): Partial<ManagerOptions & SocketOptions> {
  const options = { transports: ['websocket'], reconnection: false, localAddress };
  return options;
}

function socketFrom(localAddress: string, token?: string): Socket {
  const socket = connect(t.url, { ...boundTo(localAddress), auth: token ? { token } : {}, forceNew: true });
  sockets.push(socket);
  return socket;
}

/** Resolves once the server holds at most `count` engine connections (closes reach it asynchronously). */
async function serverConnectionsDropTo(count: number): Promise<void> {
  for (let tries = 0; t.server.io.engine.clientsCount > count; tries += 1) {
    if (tries > 500) throw new Error(`the server still holds ${t.server.io.engine.clientsCount} connections`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('sockets per user', () => {
  it('keeps the 10 newest: the 11th connects and the oldest is told why and closed, the others stay', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    // Ten sockets of one user, each from its own address so that the per-address cap is not what acts here.
    const open: Socket[] = [];
    for (let index = 0; index < 10; index += 1) {
      const socket = socketFrom(`127.0.1.${index + 1}`, player.token);
      expect(await connectOutcome(socket)).toBe('connected');
      open.push(socket);
    }
    const othersSocket = socketFrom('127.0.2.1', other.token);
    expect(await connectOutcome(othersSocket)).toBe('connected');
    const replaced: ConnectionReplacedPayload[] = [];
    open[0].on('connection:replaced', (payload: ConnectionReplacedPayload) => replaced.push(payload));
    const oldestClosed = disconnection(open[0]);

    const eleventh = socketFrom('127.0.1.11', player.token);
    expect(await connectOutcome(eleventh)).toBe('connected');
    // "io server disconnect": the client does not reconnect it, so tabs do not push each other out in turn.
    expect(await oldestClosed).toBe('io server disconnect');
    expect(replaced).toEqual([{ reason: 'too-many-connections', limit: 10 }]);
    expect([...open.slice(1), eleventh].every((socket) => socket.connected)).toBe(true);
    expect(othersSocket.connected).toBe(true);
    const live = await t.server.io.in(`user:${player.id}`).fetchSockets();
    expect(live).toHaveLength(10);
  });

  it('holds under a burst: 20 sockets of one user opened at once leave exactly 10', async () => {
    const player = await createPlayer(t);
    const burst = Array.from({ length: 20 }, (_, index) => socketFrom(`127.0.3.${index + 1}`, player.token));
    const outcomes = await Promise.all(burst.map(connectOutcome));
    expect(outcomes.every((outcome) => outcome === 'connected')).toBe(true);
    for (let tries = 0; (await t.server.io.in(`user:${player.id}`).fetchSockets()).length > 10; tries += 1) {
      if (tries > 500) throw new Error('more than 10 sockets stayed open');
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await t.server.io.in(`user:${player.id}`).fetchSockets()).toHaveLength(10);
  });
});

describe('sockets per client address', () => {
  it(`admits ${PER_ADDRESS} live connections from one address, signed in or not, and refuses more until one closes`, async () => {
    const players = await Promise.all([createPlayer(t), createPlayer(t), createPlayer(t)]);
    const before = t.server.io.engine.clientsCount;
    // A connection that never signs in holds a slot too (until socket.io's connect timeout closes it).
    const idle = new Manager(t.url, { ...boundTo('127.0.4.1'), autoConnect: false });
    expect(await new Promise((resolve) => idle.open(resolve))).toBeUndefined();
    afterThisTest.push(() => idle.engine.close());
    const signedIn = [];
    for (const player of players) {
      const socket = socketFrom('127.0.4.1', player.token);
      expect(await connectOutcome(socket)).toBe('connected');
      signedIn.push(socket);
    }
    const fifth = socketFrom('127.0.4.1', players[0].token);
    expect(await connectOutcome(fifth)).toBe('websocket error');
    // Another address is not held back by this one.
    expect(await connectOutcome(socketFrom('127.0.4.2', players[0].token))).toBe('connected');

    signedIn[0].disconnect();
    await serverConnectionsDropTo(before + PER_ADDRESS);
    let outcome = '';
    for (let tries = 0; outcome !== 'connected' && tries < 50; tries += 1) {
      // The server counts a connection until its TCP socket has closed, a moment after socket.io forgets it.
      outcome = await connectOutcome(socketFrom('127.0.4.1', players[0].token));
    }
    expect(outcome).toBe('connected');
  });

  it('says why in the handshake answer', async () => {
    const player = await createPlayer(t);
    for (let index = 0; index < PER_ADDRESS; index += 1) expect(await connectOutcome(socketFrom('127.0.5.1', player.token))).toBe('connected');
    expect(await upgradeAnswer(t.url, { localAddress: '127.0.5.1' })).toEqual({ status: 400, text: HANDSHAKE_REFUSALS.tooManyFromAddress });
    expect((await upgradeAnswer(t.url, { localAddress: '127.0.5.2' })).status).toBe(101);
  });
});
