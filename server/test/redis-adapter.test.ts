import { randomBytes } from 'node:crypto';
import { Server } from 'socket.io';
import type { RealtimeServer } from '../src/realtime/realtime';
import { useRedisAdapter } from '../src/realtime/redis-adapter';
import { redisUrlForTests } from './helpers/scale-out';

/** Collects the process's unhandled rejections until `stop`, which answers them. */
function watchUnhandledRejections(): { stop(): unknown[] } {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  return {
    stop() {
      process.off('unhandledRejection', listener);
      return seen;
    },
  };
}

/** Lets pending promise callbacks and the rejection tracking that follows them run. */
const settle = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

describe('Redis adapter', () => {
  it('an emit after the Redis connections closed is dropped, not an unhandled rejection that would end the process', async () => {
    const io = new Server();
    const errors: string[] = [];
    const close = await useRedisAdapter(io as unknown as RealtimeServer, {
      url: redisUrlForTests(),
      key: `socket.io-test-${randomBytes(6).toString('hex')}`,
      log: { error: (_details, message) => errors.push(message ?? '') },
    });
    await close();
    const unhandled = watchUnhandledRejections();
    try {
      io.to('some-room').emit('late', 1);
      io.emit('late', 2);
      await settle();
    } finally {
      expect(unhandled.stop()).toEqual([]);
    }
    // Closed on purpose: nothing to report.
    expect(errors).toEqual([]);
  });
});
