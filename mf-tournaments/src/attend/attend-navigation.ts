import type { Tournament } from 'shared-events/contracts';
import { navigate } from 'shared-ui';

/** The game stage needs the tournament in navigation state with the from-tournament flag (SPEC §2 Game stage). */
export interface GameStageState {
  tournament: Tournament;
  fromTournament: true;
}

export interface RoomsPageState {
  tournament: Tournament;
}

export function enterLobby(tournament: Tournament): void {
  const state: GameStageState = { tournament, fromTournament: true };
  navigate(`/gamestage/${tournament.id}`, { state });
}

export function viewRooms(tournament: Tournament): void {
  const state: RoomsPageState = { tournament };
  navigate(`/tournaments/${tournament.id}/rooms`, { state });
}
