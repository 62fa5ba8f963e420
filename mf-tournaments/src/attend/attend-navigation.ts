import type { Tournament } from 'shared-events/contracts';
import type { NavigateFunction } from 'shared-ui/router';

/**
 * The game stage needs the tournament in navigation state with the from-tournament flag (SPEC §2 Game stage);
 * `inLobby` says the player has just entered its lobby, so the stage shows "In Lobby" and no second Enter Lobby.
 */
export interface GameStageState {
  tournament: Tournament;
  fromTournament: true;
  inLobby: true;
}

export interface RoomsPageState {
  tournament: Tournament;
}

/** To the game stage of a tournament whose lobby the player has entered. */
export function goToLobby(navigate: NavigateFunction, tournament: Tournament): void {
  const state: GameStageState = { tournament, fromTournament: true, inLobby: true };
  void navigate(`/gamestage/${tournament.id}`, { state });
}

export function viewRooms(navigate: NavigateFunction, tournament: Tournament): void {
  const state: RoomsPageState = { tournament };
  void navigate(`/tournaments/${tournament.id}/rooms`, { state });
}
