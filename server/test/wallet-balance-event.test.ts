import type { WalletOperationResponse } from 'shared-events/contracts';
import { expectLedgerBalanced } from './helpers/ledger';
import { connected, eventsNamed, recordEvents, settle, socketsClosedAfterEach, waitForEvents } from './helpers/realtime-client';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createTournament, registerPath, usdt } from './helpers/tournament-api';

let t: TestApp;
const sockets = socketsClosedAfterEach();
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => expectLedgerBalanced(t.server.db));
afterAll(() => t.close());

const operate = (path: 'deposit' | 'withdraw', player: TestPlayer, amount: string, headers: Record<string, string> = {}) =>
  t.request<WalletOperationResponse>('POST', `/api/users/wallet/${path}`, {
    body: { amount, currency: 'USDT' },
    headers: { ...player.headers, ...headers },
  });

async function listen(player: TestPlayer) {
  const socket = await connected(t.url, player.token);
  sockets.push(socket);
  return { socket, received: recordEvents(socket) };
}

describe('wallet:balanceChanged', () => {
  it('reaches every socket of the user after a deposit and a withdrawal, and no other user', async () => {
    const alice = await createPlayer(t, { balanceMicros: 0n });
    const bob = await createPlayer(t, { balanceMicros: 0n });
    const [aliceTab1, aliceTab2, bobTab] = await Promise.all([listen(alice), listen(alice), listen(bob)]);

    expect((await operate('deposit', alice, '25.5')).status).toBe(200);
    expect((await operate('withdraw', alice, '5.25')).status).toBe(200);

    for (const tab of [aliceTab1, aliceTab2]) {
      const changes = await waitForEvents(tab.received, 'wallet:balanceChanged', 2);
      expect(changes.map((change) => change.payload)).toEqual([
        { balance: 25.5, currency: 'USDT' },
        { balance: 20.25, currency: 'USDT' },
      ]);
    }
    await settle(bobTab.socket);
    expect(eventsNamed(bobTab.received, 'wallet:balanceChanged')).toEqual([]);
  });

  it('is not sent for a refused withdrawal or for a replayed idempotent request', async () => {
    const player = await createPlayer(t, { balanceMicros: 0n });
    const tab = await listen(player);

    expect((await operate('withdraw', player, '1')).status).toBe(400);
    const key = { 'idempotency-key': 'balance-event-replay' };
    expect((await operate('deposit', player, '3', key)).status).toBe(200);
    const replay = await operate('deposit', player, '3', key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    await settle(tab.socket);
    expect(eventsNamed(tab.received, 'wallet:balanceChanged').map((change) => change.payload)).toEqual([{ balance: 3, currency: 'USDT' }]);
  });

  it('follows a tournament entry fee and its refund', async () => {
    const id = await createTournament(t, { entryFeeMicros: usdt(10) });
    const player = await createPlayer(t, { balanceMicros: usdt(100) });
    const tab = await listen(player);

    expect((await t.request('POST', registerPath(id), { headers: player.headers })).status).toBe(200);
    expect((await t.request('DELETE', registerPath(id), { headers: player.headers })).status).toBe(200);

    const changes = await waitForEvents(tab.received, 'wallet:balanceChanged', 2);
    expect(changes.map((change) => change.payload)).toEqual([
      { balance: 90, currency: 'USDT' },
      { balance: 100, currency: 'USDT' },
    ]);
  });
});

describe('wallet:balanceChanged on a cancelled tournament', () => {
  it('tells each refunded player their new balance', async () => {
    const id = await createTournament(t, { entryFeeMicros: usdt(10) });
    const admin = await createPlayer(t, { role: 'admin' });
    const [first, second] = [await createPlayer(t, { balanceMicros: usdt(80) }), await createPlayer(t, { balanceMicros: usdt(60) })];
    for (const player of [first, second]) expect((await t.request('POST', registerPath(id), { headers: player.headers })).status).toBe(200);
    const [firstTab, secondTab] = await Promise.all([listen(first), listen(second)]);

    expect((await t.request('POST', `/api/admin/tournaments/${id}/cancel`, { headers: admin.headers })).status).toBe(200);

    const [firstChange] = await waitForEvents(firstTab.received, 'wallet:balanceChanged');
    const [secondChange] = await waitForEvents(secondTab.received, 'wallet:balanceChanged');
    expect([firstChange.payload, secondChange.payload]).toEqual([
      { balance: 80, currency: 'USDT' },
      { balance: 60, currency: 'USDT' },
    ]);
  });
});
