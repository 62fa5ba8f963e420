import type { RoomResponse } from 'shared-events/contracts';
import { monitorTournament } from '../src/rooms/room-monitor';
import { insertStartedTournament, makeAdmin, registeredPlayers, createPlayer } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

/** Counters agree with the member rows, no room holds more than 8 and nobody sits twice. */
async function expectConsistentSeats(tournamentId: number): Promise<number> {
  const { rows } = await t.server.db.query<{ id: number; members_count: number; peak_members: number; rows: number }>(
    `SELECT r.id, r.members_count, r.peak_members, (SELECT count(*)::int FROM room_members m WHERE m.room_id = r.id) AS rows
     FROM rooms r WHERE r.tournament_id = $1`,
    [tournamentId],
  );
  for (const room of rows) {
    expect(room.members_count).toBe(room.rows);
    expect(room.members_count).toBeLessThanOrEqual(8);
    expect(room.peak_members).toBeGreaterThanOrEqual(room.members_count);
  }
  const seats = await t.server.db.query<{ user_id: number }>('SELECT user_id FROM room_members WHERE tournament_id = $1', [tournamentId]);
  expect(new Set(seats.rows.map((row) => row.user_id)).size).toBe(seats.rows.length);
  return seats.rows.length;
}

it('keeps seats consistent under concurrent joins, moves, leaves, room creation and monitor passes', async () => {
  const tournamentId = await insertStartedTournament(t);
  const admin = await createPlayer(t);
  await makeAdmin(t.server.db, admin.id);
  const players = await registeredPlayers(t, tournamentId, 30);
  const rooms: number[] = [];
  for (const host of players.slice(0, 3)) {
    rooms.push((await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { headers: host.headers })).body.room.id);
  }
  const services = t.server.services;

  const operations = players
    .slice(3)
    .flatMap((player, index) => [
      () => t.post(`/api/rooms/${rooms[index % 3]}/join`, {}, player.headers),
      () => t.post(`/api/rooms/${rooms[(index + 1) % 3]}/join`, {}, player.headers),
      () => (index % 4 === 0 ? t.post(`/api/rooms/${rooms[(index + 1) % 3]}/leave`, {}, player.headers) : Promise.resolve(undefined)),
      () => (index % 9 === 0 ? t.request('POST', `/api/rooms/tournament/${tournamentId}`, { headers: player.headers }) : Promise.resolve(undefined)),
      () => (index % 5 === 0 ? monitorTournament(services, tournamentId) : Promise.resolve(undefined)),
    ]);
  const results = await Promise.all(operations.map((operation) => operation()));
  for (const result of results) {
    if (result && 'status' in result) expect([200, 201, 409]).toContain(result.status);
  }
  await monitorTournament(services, tournamentId);
  expect(await expectConsistentSeats(tournamentId)).toBeGreaterThan(0);
});
