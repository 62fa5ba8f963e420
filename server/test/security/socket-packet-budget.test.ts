import { tournamentChannel, type ConnectionThrottledPayload, type SubscribeAck } from 'shared-events/contracts';
import type { Socket } from 'socket.io-client';
import { enforcePacketBudget, PACKET_BUDGET, PACKET_BURST, PACKETS_PER_SECOND, packetBudget } from '../../src/realtime/packet-budget';
import { SUBSCRIBE_RATE_LIMIT } from '../../src/realtime/gateway-channels';
import { connected, emitWithAck, socketsClosedAfterEach } from '../helpers/realtime-client';
import { createPlayer, type TestPlayer } from '../helpers/rooms';
import { attackTally } from '../helpers/security-http';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { insertTournament } from '../helpers/tournaments';

/**
 * A socket may send PACKETS_PER_SECOND packets on average with bursts of PACKET_BURST; the first packet over
 * that budget gets it told why (connection:throttled) and closed. Before the budget, one socket's burst of
 * 20,000 events was decoded and dispatched in full, holding the event loop for about a second (that flood, from
 * another process, with the API and a bystander socket timed, is in socket-attacks.test.ts).
 */
let t: TestApp;
let alice: TestPlayer;
let mallory: TestPlayer;
const sockets = socketsClosedAfterEach();
const tally = attackTally('socket-packet-budget');

beforeAll(async () => {
  t = await startTestApp();
  alice = await createPlayer(t);
  mallory = await createPlayer(t);
});
afterAll(() => t.close());

async function open(player: TestPlayer): Promise<Socket> {
  const socket = await connected(t.url, player.token);
  sockets.push(socket);
  return socket;
}

/** How a socket's connection ended and what the server said before: resolves at the disconnect, or after 5 s without one. */
function ending(socket: Socket) {
  let throttled: ConnectionThrottledPayload | undefined;
  socket.on('connection:throttled', (payload) => (throttled = payload));
  return new Promise<{ reason: string; throttled?: ConnectionThrottledPayload }>((resolve) => {
    const deadline = setTimeout(() => resolve({ reason: 'still connected after 5 s', throttled }), 5_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(deadline);
      resolve({ reason, throttled });
    });
  });
}

describe('the token bucket', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('lets a full burst through at once, and refuses the packet after it', () => {
    const time = clock();
    const budget = packetBudget(PACKETS_PER_SECOND, PACKET_BURST, time.now);
    for (let i = 0; i < PACKET_BURST; i += 1) expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
  });

  it('never refuses a client that keeps to the rate, even after spending its burst', () => {
    const time = clock();
    const budget = packetBudget(PACKETS_PER_SECOND, PACKET_BURST, time.now);
    for (let i = 0; i < PACKET_BURST; i += 1) budget.take();
    // Ten minutes at exactly the rate, one packet every 1000 / rate ms.
    for (let i = 0; i < 600 * PACKETS_PER_SECOND; i += 1) {
      time.advance(1000 / PACKETS_PER_SECOND);
      expect(budget.take()).toBe(true);
    }
  });

  it('refuses a client a little over the rate once its burst is spent, and for good', () => {
    const time = clock();
    const budget = packetBudget(PACKETS_PER_SECOND, PACKET_BURST, time.now);
    let sent = 0;
    while (budget.take()) {
      time.advance(1000 / (PACKETS_PER_SECOND * 1.1));
      sent += 1;
    }
    // 10 % over the rate gains 0.1 token of debt per packet: the burst lasts about ten times its size.
    expect(sent).toBeGreaterThan(PACKET_BURST * 9);
    expect(sent).toBeLessThan(PACKET_BURST * 12);
    time.advance(60_000);
    expect(budget.take()).toBe(false);
  });

  it('closes the socket once, however many packets follow, telling it why first', () => {
    const listeners: (() => void)[] = [];
    const calls: string[] = [];
    const socket = {
      conn: { on: (_event: 'packet', listener: () => void) => listeners.push(listener) },
      emit: (event: string, payload: unknown) => calls.push(`${event} ${JSON.stringify(payload)}`),
      disconnect: () => calls.push('disconnect'),
    };
    let logged = 0;
    enforcePacketBudget(
      socket,
      () => (logged += 1),
      packetBudget(PACKETS_PER_SECOND, 3, () => 0),
    );
    for (let i = 0; i < 1_000; i += 1) listeners.forEach((listener) => listener());
    expect(logged).toBe(1);
    expect(calls).toEqual([`connection:throttled ${JSON.stringify(PACKET_BUDGET)}`, 'disconnect']);
  });
});

describe('a live socket over its budget', () => {
  it('is told why and closed by the server; the user can connect again', async () => {
    const attacker = await open(mallory);
    const ended = ending(attacker);
    for (let i = 0; i < 3 * PACKET_BURST; i += 1) attacker.emit('rt:unsubscribe', 'tournament:1');
    tally.note(`burst of ${3 * PACKET_BURST} events`, 0);
    expect(await ended).toEqual({ reason: 'io server disconnect', throttled: PACKET_BUDGET });
    expect(await emitWithAck(await open(mallory), 'rt:unsubscribe', 'tournament:1')).toEqual({ ok: true, channel: 'tournament:1', seq: 0 });
  });

  it('counts packets that are not events too (malformed ones, acks of nothing)', async () => {
    const attacker = await open(mallory);
    const ended = ending(attacker);
    const engine = attacker.io.engine as unknown as { send(data: string): void };
    for (let i = 0; i < 3 * PACKET_BURST; i += 1) engine.send(`3${i}[]`);
    tally.note(`burst of ${3 * PACKET_BURST} stray acks`, 0);
    expect(await ended).toEqual({ reason: 'io server disconnect', throttled: PACKET_BUDGET });
  });
});

describe('a normal client', () => {
  it('is never cut: a page opening with a burst, then a few events a second', async () => {
    const client = await open(alice);
    let throttled = false;
    client.on('connection:throttled', () => (throttled = true));
    // A page opening: several views asking at once (well under the burst).
    const opening = await Promise.all(Array.from({ length: 30 }, () => emitWithAck(client, 'rt:unsubscribe', 'tournament:1')));
    expect(opening).toHaveLength(30);
    // Then 5 events a second for 3 seconds, each answered (some by the subscription limit: a separate, softer rule).
    for (let i = 0; i < 15; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await emitWithAck(client, 'rt:unsubscribe', 'tournament:1')).toHaveProperty('ok');
    }
    expect(client.connected).toBe(true);
    expect(throttled).toBe(false);
  });
});

describe('the subscription limit inside the packet budget', () => {
  it('still refuses subscriptions over its burst when a burst stays within the budget', async () => {
    const channel = tournamentChannel(await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 3_600_000) }));
    const client = await open(mallory);
    const answers = await Promise.all(Array.from({ length: PACKET_BURST - 5 }, () => emitWithAck<SubscribeAck>(client, 'rt:subscribe', channel)));
    tally.note(`burst of ${PACKET_BURST - 5} subscriptions`, 0);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(SUBSCRIBE_RATE_LIMIT.burst);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array(PACKET_BURST - 5 - SUBSCRIBE_RATE_LIMIT.burst).fill({
        ok: false,
        channel,
        code: 'RATE_LIMITED',
        message: 'Too many requests; slow down.',
      }),
    );
    expect(client.connected).toBe(true);
  });
});
