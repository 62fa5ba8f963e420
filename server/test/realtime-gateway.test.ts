import { randomUUID } from 'node:crypto';
import type { ChannelName, ChannelSnapshot } from 'shared-events/contracts';
import { errors } from '../src/errors';
import { nextChannelSeq } from '../src/realtime/channels';
import { MAX_CHANNELS_PER_SOCKET } from '../src/realtime/gateway-channels';
import { connected, socketsClosedAfterEach } from './helpers/realtime-client';
import { disconnected, framesArrived, recordFrames, request, subscribe } from './helpers/realtime-gateway';
import { bearer, createPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const sockets = socketsClosedAfterEach();
/** Every call of the test handlers, in order. */
const calls: { event: string; userId: number; actionId: string; payload: unknown }[] = [];
/** What `test:slow` waits for before answering (a resend must arrive while it runs). */
let releaseSlow: () => void = () => {};
/** table:777's authorization tells the test it was asked, counts how often, and waits for the test. */
const slowChannel = { asked: 0, onAsked: () => {}, release: () => {} };

interface Amount {
  amount: number;
  note?: string;
}

beforeAll(async () => {
  // Without the table runtime: this suite registers a `table` channel kind of its own.
  t = await startTestApp({ tables: false });
  const { gateway, db, realtime } = t.server;
  const amountSchema = {
    type: 'object',
    required: ['amount'],
    additionalProperties: false,
    properties: { amount: { type: 'integer', minimum: 1 }, note: { type: 'string', nullable: true, maxLength: 20, 'x-transform': 'trim' } },
  } as const;
  gateway.handle<Amount, { doubled: number }>('test:double', { schema: amountSchema }, ({ userId, actionId }, payload) => {
    calls.push({ event: 'test:double', userId, actionId, payload });
    return { doubled: payload.amount * 2 };
  });
  gateway.handle<Amount, number>('test:limited', { schema: amountSchema, rate: { perSecond: 0.001, burst: 2 } }, (_, payload) => payload.amount);
  gateway.handle<Amount, number>('test:slow', { schema: amountSchema }, async ({ userId, actionId }, payload) => {
    calls.push({ event: 'test:slow', userId, actionId, payload });
    await new Promise<void>((resolve) => (releaseSlow = resolve));
    return payload.amount;
  });
  gateway.handle<Amount, never>('test:refuse', { schema: amountSchema }, () => {
    throw errors.roomFull();
  });
  gateway.handle<Amount, never>('test:crash', { schema: amountSchema }, () => {
    throw new Error('a bug');
  });

  // A table whose state and frames change together, as the table runtime will do it.
  await db.exec('CREATE TABLE test_tables (id integer PRIMARY KEY, bumps integer NOT NULL)');
  gateway.channel<{ bumps: number }>('table', {
    authorize: async (_userId, id) => {
      if (id === 777) {
        slowChannel.asked += 1;
        slowChannel.onAsked();
        await new Promise<void>((resolve) => (slowChannel.release = resolve));
      }
      return id !== 404;
    },
    snapshot: async (tx, _userId, id) => {
      const { rows } = await tx.query<{ bumps: number }>('SELECT bumps FROM test_tables WHERE id = $1', [id]);
      return { bumps: rows[0]?.bumps ?? 0 };
    },
  });
  gateway.handle<{ tableId: number }, number>(
    'test:bump',
    { schema: { type: 'object', required: ['tableId'], additionalProperties: false, properties: { tableId: { type: 'integer' } } } },
    async (_, { tableId }) => {
      const channel: ChannelName = `table:${tableId}`;
      const frame = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ bumps: number }>(
          `INSERT INTO test_tables (id, bumps) VALUES ($1, 1) ON CONFLICT (id) DO UPDATE SET bumps = test_tables.bumps + 1 RETURNING bumps`,
          [tableId],
        );
        return { channel, seq: await nextChannelSeq(tx, channel), event: 'test:bumped', data: { bumps: rows[0].bumps } };
      });
      realtime.toChannel(frame);
      return frame.seq;
    },
  );
});
afterAll(() => t.close());
beforeEach(() => calls.splice(0));

async function player() {
  const user = await createPlayer(t, { balanceMicros: 0n });
  const socket = await connected(t.url, user.token);
  sockets.push(socket);
  return { user, socket };
}

describe('rt:request', () => {
  it('calls the handler once with the validated payload and answers its result', async () => {
    const { user, socket } = await player();
    const actionId = randomUUID();
    expect(await request(socket, 'test:double', { amount: 21, note: '  hi ' }, actionId)).toEqual({ ok: true, actionId, result: { doubled: 42 } });
    expect(calls).toEqual([{ event: 'test:double', userId: user.id, actionId, payload: { amount: 21, note: 'hi' } }]);
  });

  it.each([
    ['a missing field', {}, 'amount is required.'],
    ['a wrong type', { amount: '21' }, 'amount must be integer.'],
    ['an unknown field', { amount: 1, admin: true }, 'Unknown field: admin.'],
    ['no payload', undefined, 'Body must be object.'],
  ])('refuses %s with INVALID_PAYLOAD and calls nothing', async (_, payload, message) => {
    const { socket } = await player();
    const actionId = randomUUID();
    expect(await request(socket, 'test:double', payload, actionId)).toEqual({ ok: false, actionId, code: 'INVALID_PAYLOAD', message });
    expect(calls).toEqual([]);
  });

  it.each([['not-a-uuid'], [''], [42], [null]])('refuses the actionId %p with INVALID_ACTION_ID', async (actionId) => {
    const { socket } = await player();
    expect(await request(socket, 'test:double', { amount: 1 }, actionId as string)).toEqual({
      ok: false,
      actionId: '',
      code: 'INVALID_ACTION_ID',
      message: 'actionId must be a UUID.',
    });
    expect(calls).toEqual([]);
  });

  it('refuses an unknown event with UNKNOWN_EVENT', async () => {
    const { socket } = await player();
    const actionId = randomUUID();
    for (const event of ['test:nothing', 42, 'toString']) {
      expect(await request(socket, event as string, { amount: 1 }, actionId)).toMatchObject({ ok: false, actionId, code: 'UNKNOWN_EVENT' });
    }
  });

  it('answers a domain error with its code and anything else with INTERNAL', async () => {
    const { socket } = await player();
    expect(await request(socket, 'test:refuse', { amount: 1 })).toMatchObject({ ok: false, code: 'ROOM_FULL', message: errors.roomFull().message });
    expect(await request(socket, 'test:crash', { amount: 1 })).toMatchObject({
      ok: false,
      code: 'INTERNAL',
      message: 'Something went wrong; try again.',
    });
    expect(socket.connected).toBe(true);
  });

  it('refuses a revoked token with AUTHENTICATION_REQUIRED and closes the socket', async () => {
    const { user, socket } = await player();
    const closed = disconnected(socket);
    await t.server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.id]);
    expect(await request(socket, 'test:double', { amount: 1 })).toMatchObject({ ok: false, code: 'AUTHENTICATION_REQUIRED' });
    await closed;
    expect(calls).toEqual([]);
  });

  it('refuses requests over the rate of the event with RATE_LIMITED, per user', async () => {
    const { user, socket } = await player();
    const other = await player();
    expect(await request(socket, 'test:limited', { amount: 1 })).toMatchObject({ ok: true, result: 1 });
    expect(await request(socket, 'test:limited', { amount: 2 })).toMatchObject({ ok: true, result: 2 });
    expect(await request(socket, 'test:limited', { amount: 3 })).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    // Another socket of the same user shares the limit; another user and another event do not.
    const second = await connected(t.url, user.token);
    sockets.push(second);
    expect(await request(second, 'test:limited', { amount: 4 })).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(await request(other.socket, 'test:limited', { amount: 5 })).toMatchObject({ ok: true });
    expect(await request(socket, 'test:double', { amount: 6 })).toMatchObject({ ok: true });
  });

  it('answers a resent actionId with the first answer without calling the handler again', async () => {
    const { socket, user } = await player();
    const actionId = randomUUID();
    const first = await request(socket, 'test:double', { amount: 5 }, actionId);
    expect(await request(socket, 'test:double', { amount: 5 }, actionId)).toEqual(first);
    // A resend on another socket of the user (a reconnect) too.
    const reconnected = await connected(t.url, user.token);
    sockets.push(reconnected);
    expect(await request(reconnected, 'test:double', { amount: 5 }, actionId)).toEqual(first);
    expect(calls).toHaveLength(1);
    expect(await request(socket, 'test:double', { amount: 6 }, actionId)).toMatchObject({ ok: false, code: 'ACTION_ID_REUSED' });
  });

  it('makes a resend that arrives while the first still runs wait for the same answer', async () => {
    const { socket } = await player();
    const actionId = randomUUID();
    const answers = [request(socket, 'test:slow', { amount: 7 }, actionId), request(socket, 'test:slow', { amount: 7 }, actionId)];
    await until(() => calls.length === 1);
    releaseSlow();
    expect(await Promise.all(answers)).toEqual([
      { ok: true, actionId, result: 7 },
      { ok: true, actionId, result: 7 },
    ]);
    expect(calls).toHaveLength(1);
  });

  it('does not answer resends of another user', async () => {
    const [a, b] = [await player(), await player()];
    const actionId = randomUUID();
    await request(a.socket, 'test:double', { amount: 1 }, actionId);
    await request(b.socket, 'test:double', { amount: 1 }, actionId);
    expect(calls.map((call) => call.userId)).toEqual([a.user.id, b.user.id]);
  });
});

describe('rt:subscribe and channel frames', () => {
  it('subscribes a user to its own channel and refuses another user’s and malformed names', async () => {
    const { user, socket } = await player();
    expect(await subscribe(socket, `user:${user.id}`)).toEqual({ ok: true, channel: `user:${user.id}`, seq: 0 });
    expect(await subscribe(socket, `user:${user.id + 1}`)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await subscribe(socket, 'table:404')).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    for (const name of ['user:abc', 'lobby:1', 'table:0', 'table:01', 'table:2147483648', 42, null, 'user:1 ']) {
      expect(await subscribe(socket, name as string)).toMatchObject({ ok: false, code: 'INVALID_CHANNEL' });
    }
  });

  it('answers a subscription asked again before its answer with that answer, without deciding it twice', async () => {
    const { socket } = await player();
    const asked = new Promise<void>((resolve) => (slowChannel.onAsked = resolve));
    // Sent together: the second is read while the first is still checking the session in the database.
    const first = subscribe(socket, 'table:777');
    const again = subscribe(socket, 'table:777');
    await asked;
    slowChannel.release();
    const answers = await Promise.all([first, again]);
    expect(answers).toEqual([
      { ok: true, channel: 'table:777', seq: 0 },
      { ok: true, channel: 'table:777', seq: 0 },
    ]);
    expect(slowChannel.asked).toBe(1);
    // Answered: the next request is decided again.
    const askedAgain = new Promise<void>((resolve) => (slowChannel.onAsked = resolve));
    const later = subscribe(socket, 'table:777');
    await askedAgain;
    slowChannel.release();
    expect(await later).toMatchObject({ ok: true });
  });

  it('caps the channels of one socket', async () => {
    const { socket } = await player();
    for (let id = 1; id <= MAX_CHANNELS_PER_SOCKET; id += 1) expect(await subscribe(socket, `table:${1000 + id}`)).toMatchObject({ ok: true });
    expect(await subscribe(socket, 'table:999')).toMatchObject({ ok: false, code: 'TOO_MANY_CHANNELS' });
    expect(await subscribe(socket, 'table:1001')).toMatchObject({ ok: true }); // already followed
  });

  it('delivers frames with seq 1, 2, 3 in order to subscribers only, and the snapshot matches the seq', async () => {
    const [watcher, stranger, actor] = [await player(), await player(), await player()];
    const frames = recordFrames(watcher.socket);
    const strangerFrames = recordFrames(stranger.socket);
    expect(await subscribe(watcher.socket, 'table:7')).toEqual({ ok: true, channel: 'table:7', seq: 0 });
    for (const expected of [1, 2, 3]) expect(await request(actor.socket, 'test:bump', { tableId: 7 })).toMatchObject({ ok: true, result: expected });
    await framesArrived(watcher.socket, frames, 3);
    expect(frames).toEqual([1, 2, 3].map((seq) => ({ channel: 'table:7', seq, event: 'test:bumped', data: { bumps: seq } })));

    const snapshot = await t.get<ChannelSnapshot>('/api/realtime/snapshot?channel=table:7', bearer(watcher.user.token));
    expect(snapshot).toMatchObject({ status: 200, body: { channel: 'table:7', seq: 3, state: { bumps: 3 } } });
    expect(await subscribe(stranger.socket, 'table:7')).toEqual({ ok: true, channel: 'table:7', seq: 3 });
    expect(await emitUnsubscribe(watcher.socket, 'table:7')).toMatchObject({ ok: true });
    expect(await request(actor.socket, 'test:bump', { tableId: 7 })).toMatchObject({ ok: true, result: 4 });
    await framesArrived(stranger.socket, strangerFrames, 1);
    expect(strangerFrames.map((frame) => frame.seq)).toEqual([4]);
    expect(frames).toHaveLength(3);
  });

  it('reads the snapshot’s seq and state consistently while frames are made', async () => {
    const { user, socket } = await player();
    const bumps = Array.from({ length: 10 }, () => request(socket, 'test:bump', { tableId: 8 }));
    const snapshots = Array.from({ length: 10 }, () =>
      t.get<ChannelSnapshot<{ bumps: number }>>('/api/realtime/snapshot?channel=table:8', bearer(user.token)),
    );
    await Promise.all(bumps);
    for (const { status, body } of await Promise.all(snapshots)) {
      expect(status).toBe(200);
      expect(body.state.bumps).toBe(body.seq);
    }
  });

  it('answers the snapshot only to a signed-in user allowed to follow the channel', async () => {
    const { user } = await player();
    const get = (channel: string, headers: Record<string, string> = bearer(user.token)) =>
      t.get(`/api/realtime/snapshot?channel=${encodeURIComponent(channel)}`, headers);
    expect(await get(`user:${user.id}`)).toMatchObject({ status: 200, body: { channel: `user:${user.id}`, seq: 0, state: {} } });
    expect(await get(`user:${user.id + 1}`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await get('table:404')).toMatchObject({ status: 404 });
    expect(await get('lobby:1')).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(await get(`user:${user.id}`, {})).toMatchObject({ status: 401 });
  });
});

const emitUnsubscribe = (socket: Parameters<typeof subscribe>[0], channel: string) => socket.timeout(5_000).emitWithAck('rt:unsubscribe', channel);

/** Waits for a condition the server makes true soon (a handler started). */
async function until(condition: () => boolean, timeoutMs = 5_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
