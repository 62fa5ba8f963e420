import { eventBus, type BusMessage } from './event-bus';
import { followTournament, realtime, startRealtime } from './socket';
import { sessionStore } from './session.store';
import { fakeApi, restoreApi } from './testing/fake-api';
import { FakeSocket } from './testing/fake-socket';

const mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function signedInSocket() {
  sessionStore.setState({ status: 'ready', token: 'token-1', user: null });
  startRealtime();
  await settle();
  await settle();
}

function reconnect() {
  mockSocket.drop();
  mockSocket.connect();
}

beforeAll(signedInSocket);
beforeEach(() => {
  mockSocket.sent.length = 0;
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

describe('followTournament', () => {
  it('follows the lobby on every connection, a tournament’s channel once, and unsubscribes when the last screen stops', () => {
    const stopFirst = followTournament(7); // before the connection: sent on connect
    mockSocket.connect();
    expect(mockSocket.sentOf('rt:subscribe')).toEqual([['tournaments'], ['tournament:7']]);

    const stopSecond = followTournament(7);
    expect(mockSocket.sent).toHaveLength(2);

    reconnect();
    expect(mockSocket.sentOf('rt:subscribe')).toEqual([['tournaments'], ['tournament:7'], ['tournaments'], ['tournament:7']]);

    stopFirst();
    stopFirst();
    expect(mockSocket.sent).toHaveLength(4);
    stopSecond();
    expect(mockSocket.sent.at(-1)).toEqual({ event: 'rt:unsubscribe', args: ['tournament:7'] });

    reconnect();
    expect(mockSocket.sentOf('rt:subscribe')).toHaveLength(5);
  });

  it('tells each screen when it is synced, at first and after a reconnect that missed frames, so it reloads what it shows', async () => {
    let seq = 3;
    fakeApi({ 'GET /api/realtime/snapshot': () => ({ status: 200, body: { channel: 'tournament:9', seq, state: { tournamentId: 9 } } }) });
    mockSocket.connect();
    const synced: string[] = [];
    const stopRooms = followTournament(9, () => synced.push('rooms'));
    const stopGame = followTournament(9, () => synced.push('game'));
    mockSocket.answer('rt:subscribe', { ok: true, channel: 'tournament:9', seq });
    await settle();
    expect(synced).toEqual(['rooms', 'game']);
    reconnect();
    mockSocket.answer('rt:subscribe', { ok: false, channel: 'tournament:9', code: 'TOURNAMENT_NOT_FOUND', message: 'Tournament not found' });
    await settle();
    expect(synced).toEqual(['rooms', 'game']);
    reconnect();
    mockSocket.answer('rt:subscribe', { ok: true, channel: 'tournament:9', seq });
    await settle();
    expect(synced).toEqual(['rooms', 'game']); // nothing was missed
    stopGame();
    reconnect();
    seq = 5;
    mockSocket.answer('rt:subscribe', { ok: true, channel: 'tournament:9', seq });
    await settle();
    expect(synced).toEqual(['rooms', 'game', 'rooms']);
    stopRooms();
  });
});

describe('the bus bridge', () => {
  it('publishes the older named events and never the real-time seam’s', () => {
    const published: BusMessage[] = [];
    const subscription = eventBus.all().subscribe((message) => published.push(message));
    mockSocket.push('wallet:balanceChanged', { balance: 5, currency: 'USDT' });
    mockSocket.push('rt:frame', { channel: 'table:1', seq: 1, event: 'table:state', data: {} });
    subscription.unsubscribe();
    expect(published).toEqual([{ type: 'wallet:balanceChanged', payload: { balance: 5, currency: 'USDT' } }]);
  });
});

describe('realtime', () => {
  it('follows a channel: snapshot through the HTTP client, frames from the socket, resubscribed on reconnect', async () => {
    const sent = fakeApi({ 'GET /api/realtime/snapshot': () => ({ status: 200, body: { channel: 'table:3', seq: 2, state: 'at 2' } }) });
    const seen: unknown[] = [];
    const stop = realtime.subscribe('table:3', { onFrame: (frame) => seen.push(frame.data), onSnapshot: (snapshot) => seen.push(snapshot.state) });
    mockSocket.answer('rt:subscribe', { ok: true, channel: 'table:3', seq: 2 });
    await settle();
    mockSocket.push('rt:frame', { channel: 'table:3', seq: 3, event: 'table:state', data: 'at 3' });
    mockSocket.push('rt:frame', { channel: 'table:3', seq: 3, event: 'table:state', data: 'at 3' });
    expect(seen).toEqual(['at 2', 'at 3']);
    expect(sent).toEqual([{ route: 'GET /api/realtime/snapshot', body: undefined, params: { channel: 'table:3' } }]);

    reconnect();
    expect(mockSocket.sentOf('rt:subscribe')).toEqual([['table:3'], ['tournaments'], ['table:3']]);
    stop();
    expect(mockSocket.sentOf('rt:unsubscribe')).toEqual([['table:3']]);
  });

  it('sends a request again with the same action id after a reconnect and resolves once', async () => {
    const answer = realtime.request('table:act', { action: 'check' });
    reconnect();
    const [first, resent] = mockSocket.sentOf('rt:request');
    expect(resent).toEqual(first);
    const { actionId } = first[1] as { actionId: string };
    mockSocket.answer('rt:request', { ok: true, actionId, result: null });
    mockSocket.answer('rt:request', { ok: true, actionId, result: 'again' }, 0);
    await expect(answer).resolves.toEqual({ ok: true, actionId, result: null });
  });

  it('answers waiting requests when the session ends', async () => {
    mockSocket.drop();
    const answer = realtime.request('table:act', { action: 'check' });
    sessionStore.setState({ token: null });
    await expect(answer).resolves.toMatchObject({ ok: false, code: 'OFFLINE' });
  });
});
