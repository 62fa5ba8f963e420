import type { Room, TournamentDetail, TournamentRegistrationView } from 'shared-events/contracts';

export type TournamentState = TournamentRegistrationView['state'] | 'not registered';

/** SPEC §4: the user's tournament states registered, playing and completed read normally; any other is destructive. */
export function isDestructiveTournamentState(state: TournamentState): boolean {
  return state !== 'registered' && state !== 'playing' && state !== 'completed';
}

/** The signed-in player's registration state in the tournament ("not registered" without a registration). */
export function tournamentStateOf(tournament: Pick<TournamentDetail, 'Registrations'>, userId: number): TournamentState {
  return tournament.Registrations.find((registration) => registration.userId === userId)?.state ?? 'not registered';
}

/** The open table the player sits at in the tournament, if any (a player sits at one table at most). */
export function currentRoomOf(rooms: readonly Room[], userId: number): Room | undefined {
  return rooms.find((room) => (room.roomState === 'waiting' || room.roomState === 'playing') && room.roomMembers.includes(userId));
}
