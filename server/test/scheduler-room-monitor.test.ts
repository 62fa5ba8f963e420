import { activeRoomSizes, insertStartedTournament, registeredPlayers } from './helpers/rooms';
import { startTestApp, type TestApp } from './helpers/test-app';
import { insertTournament } from './helpers/tournaments';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

const monitoringRow = async (tournamentId: number) =>
  (await t.server.db.query<{ active: boolean }>('SELECT active FROM room_monitoring WHERE tournament_id = $1', [tournamentId])).rows[0];

describe('the room-monitor job', () => {
  it('seats the lobby players of a started tournament without anyone pressing a button', async () => {
    const tournamentId = await insertStartedTournament(t);
    await registeredPlayers(t, tournamentId, 10);
    await t.server.scheduler.runNow('room-monitor');
    expect(await monitoringRow(tournamentId)).toEqual({ active: true });
    expect(await activeRoomSizes(t.server.db, tournamentId)).toEqual([5, 5]);
  });

  it('leaves alone tournaments that have not started and those an admin stopped monitoring', async () => {
    const upcoming = await insertTournament(t.server.db, { startsAt: new Date(t.clock.now().getTime() + 60 * 60_000) });
    await registeredPlayers(t, upcoming, 3, { lobby: false });
    const stopped = await insertStartedTournament(t);
    await registeredPlayers(t, stopped, 4);
    await t.server.db.query('INSERT INTO room_monitoring (tournament_id, active) VALUES ($1, false)', [stopped]);

    await t.server.scheduler.runNow('room-monitor');
    expect(await monitoringRow(upcoming)).toBeUndefined();
    expect(await monitoringRow(stopped)).toEqual({ active: false });
    expect(await activeRoomSizes(t.server.db, stopped)).toEqual([]);
  });
});
