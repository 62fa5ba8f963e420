import type { ChannelFrame, ChannelName, ChannelSnapshot } from '../contracts/realtime';
import { FakeSocket } from '../testing/fake-socket';
import { ChannelSubscriptions } from './channel-subscriptions';
import type { RealtimeSocket } from './realtime-socket';

const frame = (channel: ChannelName, seq: number): ChannelFrame => ({ channel, seq, event: 'table:state', data: seq });

function page() {
  const socket = new FakeSocket();
  const fetchSnapshot = jest.fn(async (channel: ChannelName): Promise<ChannelSnapshot> => ({ channel, seq: 5, state: 'at 5' }));
  const channels = new ChannelSubscriptions(() => socket as unknown as RealtimeSocket, {
    fetchSnapshot,
    isRetryable: () => true,
    retryDelayMs: () => 1000,
  });
  const connect = () => {
    socket.connect();
    channels.subscribeAll();
  };
  const seen: string[] = [];
  const follow = (channel: ChannelName) =>
    channels.subscribe(channel, {
      onFrame: (received) => seen.push(`${channel} frame ${received.seq}`),
      onSnapshot: (received) => seen.push(`${channel} snapshot ${received.seq}`),
      onRefused: (reason) => seen.push(`${channel} refused: ${reason}`),
    });
  return { socket, channels, fetchSnapshot, connect, follow, seen };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ChannelSubscriptions', () => {
  it('subscribes a channel once however many screens follow it, and again on every connect', () => {
    const { socket, connect, follow } = page();
    follow('table:1');
    follow('table:1');
    follow('user:4');
    expect(socket.sent).toEqual([]);
    connect();
    expect(socket.sentOf('rt:subscribe')).toEqual([['table:1'], ['user:4']]);
    socket.drop();
    connect();
    expect(socket.sentOf('rt:subscribe')).toEqual([['table:1'], ['user:4'], ['table:1'], ['user:4']]);
  });

  it('starts from the snapshot, then applies frames, and resyncs when a reconnect answers a seq ahead', async () => {
    const { socket, channels, connect, follow, fetchSnapshot, seen } = page();
    connect();
    follow('table:1');
    socket.answer('rt:subscribe', { ok: true, channel: 'table:1', seq: 5 });
    await settle();
    channels.receive(frame('table:1', 6));
    socket.drop();
    connect();
    socket.answer('rt:subscribe', { ok: true, channel: 'table:1', seq: 6 });
    expect(fetchSnapshot).toHaveBeenCalledTimes(1);
    socket.drop();
    connect();
    fetchSnapshot.mockResolvedValueOnce({ channel: 'table:1', seq: 9, state: 'at 9' });
    socket.answer('rt:subscribe', { ok: true, channel: 'table:1', seq: 9 });
    await settle();
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['table:1 snapshot 5', 'table:1 frame 6', 'table:1 snapshot 9']);
  });

  it('ignores frames of channels not followed and anything that is not a frame', async () => {
    const { socket, channels, connect, follow, seen } = page();
    connect();
    follow('table:1');
    socket.answer('rt:subscribe', { ok: true, channel: 'table:1', seq: 5 });
    await settle();
    channels.receive(frame('table:2', 6));
    channels.receive({ channel: 'table:1', seq: '6', event: 'table:state' });
    channels.receive(null);
    expect(seen).toEqual(['table:1 snapshot 5']);
  });

  it('stops delivering and unsubscribes when the last screen stops following', async () => {
    const { socket, channels, connect, follow, seen } = page();
    connect();
    const stopFirst = follow('table:1');
    const stopSecond = follow('table:1');
    socket.answer('rt:subscribe', { ok: true, channel: 'table:1', seq: 5 });
    await settle();
    stopFirst();
    stopFirst();
    expect(socket.sentOf('rt:unsubscribe')).toEqual([]);
    stopSecond();
    expect(socket.sentOf('rt:unsubscribe')).toEqual([['table:1']]);
    const before = seen.length;
    channels.receive(frame('table:1', 6));
    expect(seen).toHaveLength(before);
    socket.drop();
    connect();
    expect(socket.sentOf('rt:subscribe')).toHaveLength(1);
  });

  it('ignores the answer to the subscribe of a channel no longer followed or refused', async () => {
    const { socket, connect, follow, fetchSnapshot, seen } = page();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    connect();
    follow('table:1')();
    socket.answer('rt:subscribe', { ok: true, channel: 'table:1', seq: 5 });
    follow('table:2');
    socket.answer('rt:subscribe', { ok: false, channel: 'table:2', code: 'FORBIDDEN', message: 'You cannot do that.' });
    await settle();
    expect(fetchSnapshot).not.toHaveBeenCalled();
    // The screen following the refused channel is told why (it will get no state).
    expect(seen).toEqual(['table:2 refused: FORBIDDEN']);
    info.mockRestore();
  });
});
