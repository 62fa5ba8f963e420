import type { Ack } from '../contracts/realtime';
import { FakeSocket } from '../testing/fake-socket';
import { PendingRequests } from './pending-requests';
import type { RealtimeSocket } from './realtime-socket';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function requestsOn(socket: FakeSocket) {
  return new PendingRequests(() => socket as unknown as RealtimeSocket);
}

const actionIdOf = (args: unknown[]) => (args[1] as { actionId: string }).actionId;

afterEach(() => jest.useRealTimers());

describe('PendingRequests', () => {
  it('sends the event with a new UUID action id and the payload, and resolves with the answer', async () => {
    const socket = new FakeSocket();
    socket.connect();
    const answer = requestsOn(socket).request('table:act', { action: 'fold' });
    const [[event, envelope]] = socket.sentOf('rt:request');
    expect(event).toBe('table:act');
    expect(envelope).toEqual({ actionId: expect.stringMatching(UUID), payload: { action: 'fold' } });
    socket.answer('rt:request', { ok: true, actionId: actionIdOf(socket.sentOf('rt:request')[0]), result: 3 });
    await expect(answer).resolves.toEqual({ ok: true, actionId: actionIdOf(socket.sentOf('rt:request')[0]), result: 3 });
  });

  it('gives each call its own action id', () => {
    const socket = new FakeSocket();
    socket.connect();
    const requests = requestsOn(socket);
    void requests.request('table:act', 1);
    void requests.request('table:act', 1);
    const [first, second] = socket.sentOf('rt:request').map(actionIdOf);
    expect(first).not.toBe(second);
  });

  it('sends nothing while disconnected, then sends once on connect', async () => {
    const socket = new FakeSocket();
    const requests = requestsOn(socket);
    const answer = requests.request('table:act', 1);
    expect(socket.sent).toEqual([]);
    socket.connected = true;
    requests.sendAll();
    expect(socket.sentOf('rt:request')).toHaveLength(1);
    socket.answer('rt:request', {
      ok: false,
      actionId: actionIdOf(socket.sentOf('rt:request')[0]),
      code: 'NOT_YOUR_TURN',
      message: 'Not your turn.',
    });
    await expect(answer).resolves.toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
  });

  it('resends the same envelope after a reconnect and resolves once, with the first answer', async () => {
    const socket = new FakeSocket();
    socket.connect();
    const requests = requestsOn(socket);
    const resolved = jest.fn();
    void requests.request('table:act', { action: 'call' }).then(resolved);
    socket.drop();
    socket.connected = true;
    requests.sendAll();
    const [first, resent] = socket.sentOf('rt:request');
    expect(resent).toEqual(first);
    const actionId = actionIdOf(first);
    socket.answer('rt:request', { ok: true, actionId, result: 'first' }, 1);
    socket.answer('rt:request', { ok: true, actionId, result: 'late' }, 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resolved.mock.calls).toEqual([[{ ok: true, actionId, result: 'first' }]]);
    requests.sendAll();
    expect(socket.sentOf('rt:request')).toHaveLength(2);
  });

  it('answers OFFLINE at the timeout when the request was never sent, TIMEOUT when it was', async () => {
    jest.useFakeTimers();
    const socket = new FakeSocket();
    const requests = requestsOn(socket);
    const neverSent = requests.request('table:act', 1, { timeoutMs: 500 });
    socket.connect();
    const unanswered = requests.request('table:act', 2, { timeoutMs: 500 });
    jest.advanceTimersByTime(500);
    const offline: Ack = await neverSent;
    expect(offline).toEqual({ ok: false, actionId: expect.stringMatching(UUID), code: 'OFFLINE', message: expect.any(String) });
    await expect(unanswered).resolves.toMatchObject({ ok: false, actionId: actionIdOf(socket.sentOf('rt:request')[0]), code: 'TIMEOUT' });
    socket.connected = true;
    requests.sendAll();
    expect(socket.sentOf('rt:request')).toHaveLength(1);
  });

  it('answers every waiting request when the session ends, and sends none of them again', async () => {
    const socket = new FakeSocket();
    socket.connect();
    const requests = requestsOn(socket);
    const sent = requests.request('table:act', 1);
    socket.drop();
    const notSent = requests.request('table:act', 2);
    requests.abandonAll();
    await expect(sent).resolves.toMatchObject({ code: 'TIMEOUT' });
    await expect(notSent).resolves.toMatchObject({ code: 'OFFLINE' });
    socket.connected = true;
    requests.sendAll();
    expect(socket.sentOf('rt:request')).toHaveLength(1);
  });
});
