import type { ChannelName } from 'shared-events/contracts';
import { Tokens } from '../src/auth/tokens';
import { nextChannelSeq } from '../src/realtime/channels';
import { connected, socketsClosedAfterEach } from './helpers/realtime-client';
import { framesArrived, recordFrames, subscribe } from './helpers/realtime-gateway';
import { JWT_SECRET, scaleOutUnavailable, startProcessPair, type ProcessPair, type ServerProcess } from './helpers/scale-out';

/** The gateway across two server processes on one PostgreSQL schema and one Redis (like scale-out.test.ts). */
let pair: ProcessPair | undefined;
let unavailable: string | undefined;
const sockets = socketsClosedAfterEach();

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  unavailable = await scaleOutUnavailable();
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  if (unavailable && ci) throw new Error(`gateway scale-out tests need Redis in CI: ${unavailable}`);
  if (unavailable) console.log(`gateway scale-out tests skipped: ${unavailable}`);
  else pair = await startProcessPair();
});
afterAll(() => pair?.close());

async function connectedUser(process: ServerProcess) {
  const name = `gw${global.process.pid}x${Math.random().toString(36).slice(2, 10)}`;
  const { rows } = await process.server.db.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, country, password_hash, email_verified_at)
     VALUES ($1, $2, 'Ada', 'France', 'not-a-login-account', $3) RETURNING id`,
    [name, `${name}@example.com`, pair!.clock.now()],
  );
  const token = await new Tokens(JWT_SECRET, pair!.clock.now).sign({ userId: rows[0].id, tokenVersion: 0 });
  const socket = await connected(process.url, token);
  sockets.push(socket);
  return { id: rows[0].id, socket };
}

const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

describeOnPostgres('the gateway on two server processes with the Redis adapter', () => {
  it('delivers frames published by one process, numbered by the shared database, to a subscriber of the other', async () => {
    if (unavailable) return;
    const { a, b } = pair!;
    const user = await connectedUser(b);
    const channel: ChannelName = `user:${user.id}`;
    const frames = recordFrames(user.socket);
    expect(await subscribe(user.socket, channel)).toEqual({ ok: true, channel, seq: 0 });

    for (const process of [a, b, a]) {
      const seq = await process.server.db.transaction((tx) => nextChannelSeq(tx, channel));
      process.server.realtime.toChannel({ channel, seq, event: 'test:hello', data: { seq } });
    }
    await framesArrived(user.socket, frames, 3);
    expect(frames.map((frame) => frame.seq).sort()).toEqual([1, 2, 3]);
    expect(frames.every((frame) => frame.channel === channel && frame.event === 'test:hello')).toBe(true);
  });
});
