import type { Tournament } from 'shared-events/contracts';
import type { NavigateFunction } from 'shared-ui/router';

/** The game stage needs the tournament in navigation state with the from-tournament flag (SPEC §2 Game stage). */
export interface GameStageState {
  tournament: Tournament;
  fromTournament: true;
}

export interface RoomsPageState {
  tournament: Tournament;
}

export function enterLobby(navigate: NavigateFunction, tournament: Tournament): void {
  const state: GameStageState = { tournament, fromTournament: true };
  void navigate(`/gamestage/${tournament.id}`, { state });
}

export function viewRooms(navigate: NavigateFunction, tournament: Tournament): void {
  const state: RoomsPageState = { tournament };
  void navigate(`/tournaments/${tournament.id}/rooms`, { state });
}
