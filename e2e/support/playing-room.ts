import { apiClient, untilPast, type Account, type Session } from './api-client';
import type { Platform } from './platform';

export interface PlayingRoom {
  tournamentId: number;
  roomId: number;
  /** The players' sessions, in the order given: the first is the room's host. */
  sessions: Session[];
}

/**
 * A room whose game is playing, set up as players would over the API: the admin creates a tournament starting in a
 * moment, each player signs up (verified by the admin), deposits and registers; once it runs they enter the lobby,
 * the first creates a room, the others join it, and the host starts the game.
 */
export async function playingRoom(
  platform: Platform,
  options: { admin: { email: string; password: string }; players: Account[]; name: string; startingStack?: number },
): Promise<PlayingRoom> {
  const api = apiClient(platform.baseUrl);
  const admin = await api.logIn(options.admin.email, options.admin.password);
  const sessions = await Promise.all(options.players.map((player) => api.newPlayer(admin.token, player, 3000)));
  const startsAt = new Date(Date.now() + 1_500).toISOString();
  const tournament = await api.call<{ id: number }>('POST', '/api/admin/tournaments', admin.token, {
    name: options.name,
    gameType: 'NLH',
    entryFee: '10',
    startsAt,
    maxPlayers: 50,
    startingStack: options.startingStack ?? 1500,
    lateRegMinutes: 15,
    durationMinutes: 60,
  });
  for (const session of sessions) await api.call('POST', `/api/users/tournaments/${tournament.id}/register`, session.token, {});
  await untilPast(startsAt);
  for (const session of sessions) await api.call('POST', `/api/users/tournaments/${tournament.id}/enter-lobby`, session.token);
  const [host, ...guests] = sessions;
  const { room } = await api.call<{ room: { id: number } }>('POST', `/api/rooms/tournament/${tournament.id}`, host.token, {});
  for (const guest of guests) await api.call('POST', `/api/rooms/${room.id}/join`, guest.token, {});
  await api.call('PUT', `/api/rooms/${room.id}/state`, host.token, { roomState: 'playing' });
  return { tournamentId: tournament.id, roomId: room.id, sessions };
}
