import type { ChannelName } from 'shared-events/contracts';
import { nextChannelSeq } from '../src/realtime/channels';
import { connected, socketsClosedAfterEach } from './helpers/realtime-client';
import { disconnected, framesArrived, recordFrames, subscribe } from './helpers/realtime-gateway';
import { insertSignedInUser, processPairPerFile, type ProcessPair, type ServerProcess } from './helpers/scale-out';

/** The gateway across two server processes on one PostgreSQL schema and one Redis (like scale-out.test.ts). */
const filePair = processPairPerFile('gateway scale-out tests');
const sockets = socketsClosedAfterEach();

async function connectedUser(process: ServerProcess, pair: ProcessPair) {
  const { id, token } = await insertSignedInUser(process, pair.clock);
  const socket = await connected(process.url, token);
  sockets.push(socket);
  return { id, socket };
}

const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

describeOnPostgres('the gateway on two server processes with the Redis adapter', () => {
  it('delivers frames published by one process, numbered by the shared database, to a subscriber of the other', async () => {
    const pair = filePair();
    if (!pair) return;
    const { a, b } = pair;
    const user = await connectedUser(b, pair);
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

  it("tells one process who follows a channel on the other, and passes an unnumbered event to them (a table's watchers)", async () => {
    const pair = filePair();
    if (!pair) return;
    const { a, b } = pair;
    const user = await connectedUser(b, pair);
    const channel: ChannelName = `user:${user.id}`;
    expect(await subscribe(user.socket, channel)).toMatchObject({ ok: true });
    expect(await a.server.realtime.followersOf(channel)).toEqual([user.id]);
    const heard = new Promise((resolve) => user.socket.once('table:watchers', resolve));
    a.server.realtime.toFollowers(channel, 'table:watchers', { tableId: 1, watching: 3 });
    expect(await heard).toEqual({ tableId: 1, watching: 3 });
    user.socket.disconnect();
    await disconnected(user.socket);
    for (let tries = 0; (await a.server.realtime.followersOf(channel)).length > 0; tries += 1) {
      if (tries > 50) throw new Error('the closed socket still follows its channel');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
