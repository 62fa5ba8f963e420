import { act, renderHook } from '@testing-library/react';
import type { ChannelFrame } from '../contracts/realtime';
import { sessionStore } from '../session.store';
import { startRealtime } from '../socket';
import { fakeApi, restoreApi } from '../testing/fake-api';
import { FakeSocket } from '../testing/fake-socket';
import { useChannel } from './use-channel';

const mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const addChips = (total: number, frame: ChannelFrame<number>) => total + frame.data;

beforeAll(async () => {
  sessionStore.setState({ status: 'ready', token: 'token-1', user: null });
  startRealtime();
  await settle();
  await settle();
  mockSocket.connect();
});
afterEach(restoreApi);

describe('useChannel', () => {
  it('keeps the state from the snapshot and the frames, and stops following when unmounted', async () => {
    fakeApi({ 'GET /api/realtime/snapshot': () => ({ status: 200, body: { channel: 'table:5', seq: 4, state: 100 } }) });
    const { result, unmount } = renderHook(() => useChannel('table:5', addChips));
    expect(result.current).toEqual({ state: undefined, seq: 0, refused: false });
    mockSocket.answer('rt:subscribe', { ok: true, channel: 'table:5', seq: 4 });
    await settle();
    expect(result.current).toEqual({ state: 100, seq: 4, refused: false });
    act(() => mockSocket.push('rt:frame', { channel: 'table:5', seq: 5, event: 'table:bet', data: 20 }));
    expect(result.current).toEqual({ state: 120, seq: 5, refused: false });
    unmount();
    expect(mockSocket.sentOf('rt:unsubscribe')).toEqual([['table:5']]);
  });

  it('says when the server refuses the channel, its subscribe or its snapshot', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const subscribeRefused = renderHook(() => useChannel('table:6', addChips));
    act(() => mockSocket.answer('rt:subscribe', { ok: false, channel: 'table:6', code: 'FORBIDDEN', message: 'You cannot do that.' }));
    expect(subscribeRefused.result.current).toEqual({ state: undefined, seq: 0, refused: true });
    fakeApi({ 'GET /api/realtime/snapshot': () => ({ status: 404, body: { code: 'TABLE_NOT_FOUND', message: 'Table not found' } }) });
    const snapshotRefused = renderHook(() => useChannel('table:7', addChips));
    expect(snapshotRefused.result.current.refused).toBe(false);
    mockSocket.answer('rt:subscribe', { ok: true, channel: 'table:7', seq: 1 });
    await settle();
    expect(snapshotRefused.result.current).toEqual({ state: undefined, seq: 0, refused: true });
    subscribeRefused.unmount();
    snapshotRefused.unmount();
    info.mockRestore();
  });

  it('follows nothing for a null channel', () => {
    const before = mockSocket.sent.length;
    const { result } = renderHook(() => useChannel(null, addChips));
    expect(result.current.state).toBeUndefined();
    expect(mockSocket.sent).toHaveLength(before);
  });
});
