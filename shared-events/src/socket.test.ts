import { followTournament, startRealtime } from './socket';
import { sessionStore } from './session.store';

type Listener = (...args: unknown[]) => void;

/** A socket.io client that records what the page sends and lets the test play the server's side. */
const mockSocket = {
  connected: false,
  sent: [] as Array<[string, unknown]>,
  listeners: new Map<string, Listener>(),
  on(event: string, listener: Listener) {
    this.listeners.set(event, listener);
    return this;
  },
  onAny() {
    return this;
  },
  emit(event: string, payload: unknown) {
    this.sent.push([event, payload]);
    return this;
  },
  connect() {
    this.connected = true;
    this.listeners.get('connect')?.();
  },
  drop() {
    this.connected = false;
    this.listeners.get('disconnect')?.('transport close');
  },
  removeAllListeners() {
    return this;
  },
  disconnect() {
    return this;
  },
};

jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

async function signedInSocket() {
  sessionStore.setState({ status: 'ready', token: 'token-1', user: null });
  startRealtime();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('followTournament', () => {
  it('subscribes once per tournament, again after every reconnect, and unsubscribes when the last screen stops', async () => {
    await signedInSocket();
    const stopFirst = followTournament(7); // before the connection: sent on connect
    mockSocket.connect();
    expect(mockSocket.sent).toEqual([['tournament:subscribe', 7]]);

    const stopSecond = followTournament(7);
    expect(mockSocket.sent).toHaveLength(1);

    mockSocket.drop();
    mockSocket.connect();
    expect(mockSocket.sent).toEqual([
      ['tournament:subscribe', 7],
      ['tournament:subscribe', 7],
    ]);

    stopFirst();
    stopFirst();
    expect(mockSocket.sent).toHaveLength(2);
    stopSecond();
    expect(mockSocket.sent.at(-1)).toEqual(['tournament:unsubscribe', 7]);

    mockSocket.drop();
    mockSocket.connect();
    expect(mockSocket.sent.filter(([event]) => event === 'tournament:subscribe')).toHaveLength(2);
  });
});
