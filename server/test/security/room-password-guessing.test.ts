import type { Room, RoomResponse } from 'shared-events/contracts';
import { insertStartedTournament, registeredPlayers, type TestPlayer } from '../helpers/rooms';
import { attackTally } from '../helpers/security-http';
import { startTestApp, type TestApp } from '../helpers/test-app';

const LIMIT = 4;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { rateLimits: { roomPasswordPerUser: { limit: LIMIT, windowSeconds: 900 } } } });
});
afterAll(() => t.close());

const tally = attackTally('room-password-guessing');

async function join(roomId: number, player: TestPlayer, password: string) {
  const response = await t.request<RoomResponse & { code: string; message: string; retryAfter?: number }>('POST', `/api/rooms/${roomId}/join`, {
    body: { password },
    headers: player.headers,
  });
  tally.note('room password guess', response.status);
  return response;
}

async function protectedRoom(tournamentId: number, password: string): Promise<Room> {
  const [host] = await registeredPlayers(t, tournamentId, 1);
  const response = await t.request<RoomResponse>('POST', `/api/rooms/tournament/${tournamentId}`, { body: { password }, headers: host.headers });
  expect(response.status).toBe(201);
  return response.body.room;
}

function expectLimited(response: { status: number; headers: Headers; body: unknown }, retryAfter: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(retryAfter));
  expect(response.body).toEqual({
    code: 'TOO_MANY_ROOM_PASSWORD_ATTEMPTS',
    message: `Too many incorrect room password attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    retryAfter,
  });
}

describe('guessing room passwords', () => {
  it('answers 429 with Retry-After past the limit, in any room and even with the right password; others still join', async () => {
    const tournamentId = await insertStartedTournament(t);
    const room = await protectedRoom(tournamentId, 'all-in');
    const otherRoom = await protectedRoom(tournamentId, 'river');
    const [guesser, friend] = await registeredPlayers(t, tournamentId, 2);

    for (let guess = 0; guess < LIMIT; guess += 1) {
      expect(await join(room.id, guesser, `guess-${guess}`)).toMatchObject({ status: 403, body: { message: 'Incorrect room password' } });
    }
    expectLimited(await join(room.id, guesser, 'guess-again'), 900);
    t.clock.advance(60);
    expectLimited(await join(room.id, guesser, 'all-in'), 840);
    expectLimited(await join(otherRoom.id, guesser, 'river'), 840);

    expect((await join(room.id, friend, 'all-in')).status).toBe(200);

    t.clock.advance(840);
    expect((await join(room.id, guesser, 'all-in')).status).toBe(200);
  });

  it('counts only wrong passwords: a player who knows them is never limited', async () => {
    const tournamentId = await insertStartedTournament(t);
    const rooms = [await protectedRoom(tournamentId, 'one'), await protectedRoom(tournamentId, 'two')];
    const [player] = await registeredPlayers(t, tournamentId, 1);
    for (let move = 0; move < 2 * LIMIT; move += 1) {
      const room = rooms[move % 2];
      expect((await join(room.id, player, room.id === rooms[0].id ? 'one' : 'two')).status).toBe(200);
    }
  });

  it('holds under concurrency: 12 parallel wrong guesses give exactly LIMIT × 403, the rest 429', async () => {
    const tournamentId = await insertStartedTournament(t);
    const room = await protectedRoom(tournamentId, 'all-in');
    const [guesser] = await registeredPlayers(t, tournamentId, 1);
    const responses = await Promise.all(Array.from({ length: 12 }, (_, guess) => join(room.id, guesser, `guess-${guess}`)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(403), ...Array<number>(12 - LIMIT).fill(429)]);
  });
});
