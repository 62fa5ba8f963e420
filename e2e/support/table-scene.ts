import { untilPast, type ApiClient, type Session } from './api-client';

export interface TwoPlayerRoom {
  tournamentId: number;
  room: { id: number; roomId: string; createdBy: number | null };
}

/**
 * A tournament that starts now with a room of two players in its lobby: both registered, in the lobby, the first the
 * room's creator and the second joined (issue #12's way to a table, taken through the API).
 */
export async function twoPlayerRoom(
  api: ApiClient,
  adminToken: string,
  [first, second]: readonly [Session, Session],
  tournament: { name: string; startingStack: number },
): Promise<TwoPlayerRoom> {
  const startsAt = new Date(Date.now() + 1_500).toISOString();
  const { id } = await api.call<{ id: number }>('POST', '/api/admin/tournaments', adminToken, {
    ...tournament,
    gameType: 'NLH',
    entryFee: '10',
    startsAt,
    maxPlayers: 50,
    lateRegMinutes: 15,
    durationMinutes: 60,
  });
  for (const session of [first, second]) await api.call('POST', `/api/users/tournaments/${id}/register`, session.token, {});
  await untilPast(startsAt); // the lobby opens at the start
  for (const session of [first, second]) await api.call('POST', `/api/users/tournaments/${id}/enter-lobby`, session.token);
  const { room } = await api.call<{ room: TwoPlayerRoom['room'] }>('POST', `/api/rooms/tournament/${id}`, first.token, {});
  await api.call('POST', `/api/rooms/${room.id}/join`, second.token, {});
  return { tournamentId: id, room };
}
