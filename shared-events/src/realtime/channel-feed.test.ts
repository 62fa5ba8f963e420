import type { ChannelFrame, ChannelSnapshot } from '../contracts/realtime';
import { ChannelFeed, type ChannelFeedOptions } from './channel-feed';

const channel = 'table:12' as const;
const frame = (seq: number): ChannelFrame => ({ channel, seq, event: 'table:state', data: { seq } });
const snapshot = (seq: number): ChannelSnapshot => ({ channel, seq, state: { at: seq } });

/** A snapshot endpoint the test answers when it wants. */
function snapshots() {
  const asked: Array<{ resolve: (snapshot: ChannelSnapshot) => void; reject: (error: unknown) => void }> = [];
  const fetchSnapshot = jest.fn(() => new Promise<ChannelSnapshot>((resolve, reject) => asked.push({ resolve, reject })));
  const answer = async (seq: number) => {
    asked.shift()!.resolve(snapshot(seq));
    await Promise.resolve();
  };
  const fail = async (error: unknown) => {
    asked.shift()!.reject(error);
    await Promise.resolve();
  };
  return { fetchSnapshot, answer, fail };
}

function followedFeed(options: Partial<ChannelFeedOptions> = {}) {
  const server = snapshots();
  const feed = new ChannelFeed(channel, { fetchSnapshot: server.fetchSnapshot, isRetryable: () => true, retryDelayMs: () => 1000, ...options });
  const seen: string[] = [];
  feed.add({
    onFrame: (received) => seen.push(`frame ${received.seq}`),
    onSnapshot: (received) => seen.push(`snapshot ${received.seq}`),
    onRefused: (reason) => seen.push(`refused: ${reason}`),
  });
  return { feed, server, seen };
}

async function syncedAt(seq: number) {
  const followed = followedFeed();
  followed.feed.subscribed(seq);
  await followed.server.answer(seq);
  return followed;
}

afterEach(() => jest.useRealTimers());

describe('ChannelFeed', () => {
  it('starts from the snapshot, holding the frames that came before it, and drops duplicates', async () => {
    const { feed, server, seen } = followedFeed();
    feed.receive(frame(4));
    expect(server.fetchSnapshot).not.toHaveBeenCalled();
    feed.subscribed(3);
    await server.answer(3);
    feed.receive(frame(5));
    feed.receive(frame(5));
    feed.receive(frame(2));
    expect(seen).toEqual(['snapshot 3', 'frame 4', 'frame 5']);
    expect(server.fetchSnapshot).toHaveBeenCalledTimes(1);
  });

  it('asks one snapshot for a gap and applies only the frames held after it, in order', async () => {
    const { feed, server, seen } = await syncedAt(5);
    feed.receive(frame(8));
    feed.receive(frame(10));
    feed.receive(frame(9));
    feed.receive(frame(7));
    expect(server.fetchSnapshot).toHaveBeenCalledTimes(2);
    await server.answer(8);
    expect(seen).toEqual(['snapshot 5', 'snapshot 8', 'frame 9', 'frame 10']);
    feed.receive(frame(11));
    expect(seen.at(-1)).toBe('frame 11');
    expect(server.fetchSnapshot).toHaveBeenCalledTimes(2);
  });

  it('asks again after the delay when the snapshot still leaves a gap before the frames held', async () => {
    jest.useFakeTimers();
    const { feed, server, seen } = await syncedAt(5);
    feed.receive(frame(9));
    await server.answer(6);
    expect(server.fetchSnapshot).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1000);
    expect(server.fetchSnapshot).toHaveBeenCalledTimes(3);
    await server.answer(9);
    expect(seen).toEqual(['snapshot 5', 'snapshot 6', 'snapshot 9']);
  });

  it('resyncs when a subscribe answer is ahead of what was applied, and not when it is not', async () => {
    const { feed, server, seen } = await syncedAt(5);
    feed.subscribed(5);
    expect(server.fetchSnapshot).toHaveBeenCalledTimes(1);
    feed.subscribed(7);
    await server.answer(7);
    expect(seen).toEqual(['snapshot 5', 'snapshot 7']);
    feed.receive(frame(8));
    expect(seen.at(-1)).toBe('frame 8');
  });

  it('gives a listener joining a followed channel a snapshot (to every listener, read afresh)', async () => {
    const { feed, server, seen } = await syncedAt(5);
    const late: string[] = [];
    feed.add({ onFrame: (received) => late.push(`frame ${received.seq}`), onSnapshot: (received) => late.push(`snapshot ${received.seq}`) });
    feed.add({ onFrame: () => undefined });
    await server.answer(6);
    feed.receive(frame(7));
    expect(late).toEqual(['snapshot 6', 'frame 7']);
    expect(seen).toEqual(['snapshot 5', 'snapshot 6', 'frame 7']);
    expect(server.fetchSnapshot).toHaveBeenCalledTimes(2);
  });

  it('asks a failed snapshot again after the delay, not for every frame meanwhile', async () => {
    jest.useFakeTimers();
    const { feed, server, seen } = await syncedAt(5);
    feed.receive(frame(7));
    await server.fail(new Error('Network Error'));
    feed.receive(frame(8));
    expect(server.fetchSnapshot).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1000);
    expect(server.fetchSnapshot).toHaveBeenCalledTimes(3);
    await server.answer(7);
    expect(seen).toEqual(['snapshot 5', 'snapshot 7', 'frame 8']);
  });

  it('stops at a refused snapshot until the server answers a new subscribe', async () => {
    const { feed, server, seen } = followedFeed({ isRetryable: () => false });
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    feed.subscribed(5);
    await server.fail(new Error('Forbidden'));
    feed.receive(frame(6));
    expect(server.fetchSnapshot).toHaveBeenCalledTimes(1);
    // A screen following the channel from now on is told at once (the server answers nothing more until asked again).
    const late: string[] = [];
    feed.add({ onFrame: () => undefined, onRefused: (reason) => late.push(reason) });
    expect(late).toEqual(['Forbidden']);
    feed.subscribed(6);
    await server.answer(6);
    expect(seen).toEqual(['refused: Forbidden', 'snapshot 6']);
    // Accepted again: a newcomer is not told of the old refusal.
    feed.add({ onFrame: () => undefined, onRefused: (reason) => late.push(reason) });
    expect(late).toEqual(['Forbidden']);
    info.mockRestore();
  });

  it('delivers nothing once closed, even a snapshot that was under way', async () => {
    const { feed, server, seen } = await syncedAt(5);
    feed.receive(frame(7));
    feed.close();
    await server.answer(7);
    feed.receive(frame(8));
    expect(seen).toEqual(['snapshot 5']);
  });

  it('stops delivering to a listener removed, and removes each addition once', async () => {
    const { feed, server } = await syncedAt(5);
    const frames: number[] = [];
    const listener = { onFrame: (received: ChannelFrame) => frames.push(received.seq) };
    const removeFirst = feed.add(listener);
    feed.add(listener);
    feed.receive(frame(6));
    removeFirst();
    removeFirst();
    feed.receive(frame(7));
    expect(frames).toEqual([6, 6, 7]);
    expect(feed.listenerCount).toBe(2);
    expect(server.fetchSnapshot).toHaveBeenCalledTimes(1);
  });
});
