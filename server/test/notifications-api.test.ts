import type { NotificationListResponse, NotificationPayload } from 'shared-events/contracts';
import type { OpenApiDocument } from './helpers/bad-inputs';
import { notify } from '../src/notifications/notify';
import { connected, recordEvents, settle, socketsClosedAfterEach } from './helpers/realtime-client';
import { createPlayer, type TestPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const sockets = socketsClosedAfterEach();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const services = () => ({ db: t.server.db, realtime: t.server.realtime, now: t.clock.now });

async function notifyMany(player: TestPlayer, count: number, label: string) {
  const ids: number[] = [];
  for (let index = 1; index <= count; index += 1) {
    t.clock.advance(1);
    const sent = await notify(services(), player.id, { type: 'info', title: `${label} ${index}`, body: `Body ${index}`, data: { index } });
    ids.push(sent!.id);
  }
  return ids;
}

describe('GET /api/users/notifications', () => {
  it('answers 401 without a valid token', async () => {
    expect((await t.get<NotificationListResponse>('/api/users/notifications')).status).toBe(401);
    const response = await t.get<NotificationListResponse>('/api/users/notifications', { authorization: 'Bearer forged.token.value' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' });
  });

  it('answers an empty first page for a user without notifications', async () => {
    const player = await createPlayer(t);
    const response = await t.get<NotificationListResponse>('/api/users/notifications?page=1&limit=10', player.headers);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ rows: [], count: 0, page: 1, limit: 10, unreadCount: 0 });
  });

  it('pages the user’s own notifications newest first with the total count', async () => {
    const alice = await createPlayer(t);
    const bob = await createPlayer(t);
    const aliceIds = await notifyMany(alice, 23, 'Alice');
    await notifyMany(bob, 2, 'Bob');

    const first = await t.get<NotificationListResponse>('/api/users/notifications?page=1&limit=10', alice.headers);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(23);
    expect(first.body.unreadCount).toBe(23);
    expect(first.body.rows.map((row) => row.id)).toEqual(aliceIds.slice().reverse().slice(0, 10));
    expect(first.body.rows[0]).toEqual({
      id: aliceIds[22],
      type: 'info',
      title: 'Alice 23',
      body: 'Body 23',
      sendAt: expect.any(String),
      readAt: null,
      isSent: true,
      data: { index: 23 },
    });

    const third = await t.get<NotificationListResponse>('/api/users/notifications?page=3&limit=10', alice.headers);
    expect(third.body.rows.map((row) => row.title)).toEqual(['Alice 3', 'Alice 2', 'Alice 1']);
    expect((await t.get<NotificationListResponse>('/api/users/notifications?page=4&limit=10', alice.headers)).body).toMatchObject({
      rows: [],
      count: 23,
      page: 4,
    });
    expect((await t.get<NotificationListResponse>('/api/users/notifications', alice.headers)).body).toMatchObject({ page: 1, limit: 10 });
    expect((await t.get<NotificationListResponse>('/api/users/notifications?limit=50', alice.headers)).body.rows).toHaveLength(23);
    const bobs = await t.get<NotificationListResponse>('/api/users/notifications', bob.headers);
    expect(bobs.body.rows.map((row) => row.title)).toEqual(['Bob 2', 'Bob 1']);
  });

  it('orders notifications sent at the same moment by id, newest first', async () => {
    const player = await createPlayer(t);
    const first = await notify(services(), player.id, { type: 'info', title: 'first', body: '' });
    const second = await notify(services(), player.id, { type: 'info', title: 'second', body: '' });
    const response = await t.get<NotificationListResponse>('/api/users/notifications', player.headers);
    expect(response.body.rows.map((row) => row.id)).toEqual([second!.id, first!.id]);
  });

  it.each([
    ['page=0', 'page must be a positive whole number.'],
    ['page=-1', 'page must be a positive whole number.'],
    ['page=abc', 'page must be a positive whole number.'],
    ['page=1.5', 'page must be a positive whole number.'],
    ['page=', 'page must be a positive whole number.'],
    ['limit=0', 'limit must be a positive whole number.'],
    ['limit=51', 'limit must be between 1 and 50.'],
    ['limit=9999999999', 'limit must be between 1 and 50.'],
    ['page=2000000', 'page must be between 1 and 1000000.'],
    ['page=1&sort=asc', 'Unknown field: sort.'],
  ])('answers 400 to %s', async (query, message) => {
    const player = await createPlayer(t);
    const response = await t.get<NotificationListResponse>(`/api/users/notifications?${query}`, player.headers);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message });
  });
});

describe('POST /api/users/notifications/:id/read', () => {
  it('sets readAt once (repeats keep the first time), with no body, an empty JSON body or {}', async () => {
    const player = await createPlayer(t);
    const [first, second, third] = await notifyMany(player, 3, 'Note');
    const readAt = t.clock.now().toISOString();

    const response = await t.request('POST', `/api/users/notifications/${first}/read`, { headers: player.headers });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: first, title: 'Note 1', readAt });

    t.clock.advance(60);
    const again = await t.request<NotificationPayload>('POST', `/api/users/notifications/${first}/read`, {
      headers: { ...player.headers, 'content-type': 'application/json' },
      raw: '',
    });
    expect(again.status).toBe(200);
    expect(again.body.readAt).toBe(readAt);

    expect((await t.post(`/api/users/notifications/${second}/read`, {}, player.headers)).status).toBe(200);
    const list = await t.get<NotificationListResponse>('/api/users/notifications', player.headers);
    expect(list.body.unreadCount).toBe(1);
    expect(list.body.rows.map((row) => [row.id, row.readAt !== null])).toEqual([
      [third, false],
      [second, true],
      [first, true],
    ]);
    expect(list.body.rows[2].readAt).toBe(readAt);
  });

  it('answers 404 for another user’s notification and leaves it unread, and 404 for an unknown id', async () => {
    const owner = await createPlayer(t);
    const intruder = await createPlayer(t);
    const [id] = await notifyMany(owner, 1, 'Private');
    const response = await t.post(`/api/users/notifications/${id}/read`, {}, intruder.headers);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'NOTIFICATION_NOT_FOUND', message: 'Notification not found' });
    const unknown = await t.post('/api/users/notifications/2147483647/read', {}, intruder.headers);
    expect(unknown.body).toEqual(response.body);
    expect((await t.post('/api/users/notifications/9999999999/read', {}, intruder.headers)).status).toBe(404);
    expect((await t.get<NotificationListResponse>('/api/users/notifications', intruder.headers)).body.count).toBe(0);
    expect((await t.get<NotificationListResponse>('/api/users/notifications', owner.headers)).body.rows[0].readAt).toBeNull();
  });

  it('answers 400 to a malformed id or body, and 401 without a token', async () => {
    const player = await createPlayer(t);
    const [id] = await notifyMany(player, 1, 'Note');
    for (const bad of ['abc', '0', '-1', '1.5', '12345678901']) {
      const response = await t.post(`/api/users/notifications/${bad}/read`, {}, player.headers);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message: 'The id must be a positive whole number.' });
    }
    const extra = await t.post(`/api/users/notifications/${id}/read`, { readAt: '2000-01-01T00:00:00Z' }, player.headers);
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ code: 'VALIDATION_FAILED', message: 'Unknown field: readAt.' });
    const broken = await t.request('POST', `/api/users/notifications/${id}/read`, { headers: player.headers, raw: '{"' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ code: 'MALFORMED_JSON', message: 'Request body is not valid JSON.' });
    expect((await t.post(`/api/users/notifications/${id}/read`, {})).status).toBe(401);
    expect((await t.get<NotificationListResponse>('/api/users/notifications', player.headers)).body.rows[0].readAt).toBeNull();
  });
});

describe('POST /api/users/notifications/read-all', () => {
  it('marks every unread notification of the user only', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    await notifyMany(player, 3, 'Mine');
    await notifyMany(other, 2, 'Theirs');
    expect((await t.post('/api/users/notifications/read-all', {}, player.headers)).body).toEqual({ updated: 3 });
    expect((await t.request('POST', '/api/users/notifications/read-all', { headers: player.headers })).body).toEqual({ updated: 0 });
    expect((await t.get<NotificationListResponse>('/api/users/notifications', player.headers)).body.unreadCount).toBe(0);
    expect((await t.get<NotificationListResponse>('/api/users/notifications', other.headers)).body.unreadCount).toBe(2);
    expect((await t.post('/api/users/notifications/read-all', {})).status).toBe(401);
  });
});

describe('notify()', () => {
  it('stores and pushes `notification` to that user only, and once per dedup key', async () => {
    const target = await createPlayer(t);
    const bystander = await createPlayer(t);
    const targetSocket = await connected(t.url, target.token);
    const bystanderSocket = await connected(t.url, bystander.token);
    sockets.push(targetSocket, bystanderSocket);
    const targetEvents = recordEvents(targetSocket);
    const bystanderEvents = recordEvents(bystanderSocket);

    const notification = { type: 'wallet', title: 'Deposit received', body: '10 USDT', data: { amount: '10' }, dedupKey: 'deposit:1' };
    const sent = await notify(services(), target.id, notification);
    expect(await notify(services(), target.id, notification)).toBeUndefined();
    await settle(targetSocket);
    await settle(bystanderSocket);

    expect(targetEvents).toEqual([{ event: 'notification', payload: sent }]);
    expect(sent).toMatchObject({ type: 'wallet', title: 'Deposit received', body: '10 USDT', data: { amount: '10' }, readAt: null, isSent: true });
    expect(bystanderEvents).toEqual([]);
    expect((await t.get<NotificationListResponse>('/api/users/notifications', target.headers)).body.count).toBe(1);
  });
});

describe('OpenAPI', () => {
  it('documents every notifications route with bearer security', async () => {
    const { body } = await t.get<OpenApiDocument>('/api/openapi.json');
    expect(body.paths['/api/users/notifications'].get).toMatchObject({ tags: ['notifications'], security: [{ bearerAuth: [] }] });
    expect(body.paths['/api/users/notifications/{id}/read'].post).toMatchObject({ tags: ['notifications'], security: [{ bearerAuth: [] }] });
    expect(body.paths['/api/users/notifications/read-all'].post).toMatchObject({ tags: ['notifications'], security: [{ bearerAuth: [] }] });
  });
});
