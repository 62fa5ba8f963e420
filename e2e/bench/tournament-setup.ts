import { apiClient, untilPast, type Session } from '../support/api-client';
import { roomLabel } from '../pages/rooms.pages';

export interface BenchTournament {
  tournamentId: number;
  tournamentName: string;
  /** Database id of a waiting room the bench player sits in (the /game/{roomId} path). */
  roomId: number;
  /** The room card's label on the game stage. */
  roomLabel: string;
  /** A second tournament, registering for hours: the dashboard's card links to its detail page. */
  upcomingId: number;
  upcomingName: string;
  /** Registered, in the lobby and seated: the session of the tournament screens. */
  player: Session;
  /** The player's first name (the dashboard greets with it). */
  firstName: string;
}

const TOURNAMENT_NAME = 'Bench Classic';
const UPCOMING_NAME = 'Bench Evening Open';
const PLAYER = { username: 'bench_player', firstName: 'Bench', country: 'Malta', email: 'bench.player@example.com', password: 'bench-player-secret' };

/**
 * What the tournament and room screens need to show real content: a tournament that has just started (an open
 * lobby), a player registered and in its lobby, and a room that player created and sits in.
 */
export async function setUpBenchTournament(baseUrl: string, admin: Session): Promise<BenchTournament> {
  const api = apiClient(baseUrl);
  const player = await api.newPlayer(admin.token, PLAYER, 100);
  const startsAt = new Date(Date.now() + 5_000).toISOString();
  const template = { gameType: 'NLH', entryFee: '10', maxPlayers: 50, startingStack: 50, lateRegMinutes: 15, durationMinutes: 120 };
  const tournament = await api.call<{ id: number }>('POST', '/api/admin/tournaments', admin.token, { ...template, name: TOURNAMENT_NAME, startsAt });
  const upcoming = await api.call<{ id: number }>('POST', '/api/admin/tournaments', admin.token, {
    ...template,
    name: UPCOMING_NAME,
    startsAt: new Date(Date.now() + 3 * 60 * 60_000).toISOString(),
  });
  await api.call('POST', `/api/users/tournaments/${tournament.id}/register`, player.token, {});
  // A lobby opens at the start: nothing announces it to an API client, so the bench waits for the clock.
  await untilPast(startsAt);
  await api.call('POST', `/api/users/tournaments/${tournament.id}/enter-lobby`, player.token);
  const { room } = await api.call<{ room: { id: number } }>('POST', `/api/rooms/tournament/${tournament.id}`, player.token, {});
  // The session as a login after these steps would store it (balance and registered tournaments).
  const refreshed = await api.logIn(PLAYER.email, PLAYER.password);
  return {
    tournamentId: tournament.id,
    tournamentName: TOURNAMENT_NAME,
    roomId: room.id,
    roomLabel: roomLabel(tournament.id, room.id),
    upcomingId: upcoming.id,
    upcomingName: UPCOMING_NAME,
    player: refreshed,
    firstName: PLAYER.firstName,
  };
}
