import type { Room, Tournament } from 'shared-events/contracts';
import type { NavigateFunction } from 'shared-ui/router';

/** What the game stage needs handed over (SPEC §2): the tournament, coming from a tournament screen. */
export interface StageState {
  tournament: Tournament;
  fromTournament: true;
  /** The room just joined on the rooms page. */
  roomId?: number;
  /** The tournament screen has just entered the lobby for the player: no second Enter Lobby. */
  inLobby?: true;
}

/** What the room page reads from navigation state (SPEC §2 Room page). */
export interface GameState {
  room: Room;
  tournament: Tournament;
  isCreator: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The tournament a previous screen handed over for a first paint, if it is the one of this page. */
export function handedTournament(state: unknown, tournamentId: number): Tournament | undefined {
  if (!isObject(state) || !isObject(state.tournament)) return undefined;
  const tournament = state.tournament as unknown as Tournament;
  return Number(tournament.id) === tournamentId ? tournament : undefined;
}

/** The game stage's handed-over state, or undefined when the page was not reached from a tournament screen. */
export function readStageState(state: unknown, tournamentId: number): StageState | undefined {
  const tournament = handedTournament(state, tournamentId);
  if (!tournament || !isObject(state) || state.fromTournament !== true) return undefined;
  return {
    tournament,
    fromTournament: true,
    ...(typeof state.roomId === 'number' && { roomId: state.roomId }),
    ...(state.inLobby === true && { inLobby: true }),
  };
}

export function gameState(room: Room, tournament: Tournament, userId: number | undefined): GameState {
  return { room, tournament, isCreator: userId !== undefined && room.createdBy === userId };
}

export function goToGame(navigate: NavigateFunction, room: Room, tournament: Tournament, userId: number | undefined): void {
  void navigate(`/game/${room.id}`, { state: gameState(room, tournament, userId) });
}

export function goToStage(navigate: NavigateFunction, tournament: Tournament, roomId?: number): void {
  const state: StageState = { tournament, fromTournament: true, ...(roomId !== undefined && { roomId }) };
  void navigate(`/gamestage/${tournament.id}`, { state });
}
