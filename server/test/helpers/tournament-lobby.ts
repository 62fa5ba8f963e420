import type { ApiErrorResponse, TournamentLobby } from 'shared-events/contracts';
import { LOBBY_CACHE_MS } from 'shared-events/contracts';
import { createPlayer, registerPlayer } from './rooms';
import type { TestApp } from './test-app';
import { insertTournament } from './tournaments';

/**
 * GET /api/tournaments/:id/lobby as a reader a second after the last read gets it: a lobby is served for a second
 * (lobby-cache.ts), so every change made since shows.
 */
export function readLobby(t: TestApp, id: number | string, query = '') {
  t.clock.advance(LOBBY_CACHE_MS / 1000);
  return t.get<TournamentLobby & ApiErrorResponse>(`/api/tournaments/${id}/lobby${query}`);
}

/** A new player registered in the tournament; its user id. */
export async function joinTournament(t: TestApp, tournamentId: number, entryFeeMicros: bigint): Promise<number> {
  const player = await createPlayer(t);
  await registerPlayer(t, tournamentId, player.id, { entryFeeMicros });
  return player.id;
}

export interface LobbyField {
  players: number;
  /** Negative: started that long ago, in its late registration. */
  startsInMinutes: number;
  entryFeeMicros: bigint;
  startingStack: number;
}

/** A 10-hour tournament with a field of new players registered; their user ids in registration order. */
export async function tournamentWithField(t: TestApp, field: LobbyField): Promise<{ id: number; userIds: number[] }> {
  const id = await insertTournament(t.server.db, {
    startsAt: new Date(t.clock.now().getTime() + field.startsInMinutes * 60_000),
    entryFeeMicros: field.entryFeeMicros,
    startingStack: field.startingStack,
    durationMinutes: 600,
    status: field.startsInMinutes > 0 ? 'registering' : 'late reg',
  });
  const userIds: number[] = [];
  for (let index = 0; index < field.players; index += 1) userIds.push(await joinTournament(t, id, field.entryFeeMicros));
  return { id, userIds };
}
