/** The signed-in player's played hands (GET /api/users/hand-history). Chips, not money. Types only. */
import type { GameType } from './tournaments';

/**
 * From the player's side: `won` took chips alone, `split` took chips another player also took (a shared or side
 * pot), `lost` put chips in and took none back, `even` neither (e.g. folded without having to pay), `void` the hand
 * was stopped before its end (the game ended) and every chip went back.
 */
export type HandResult = 'won' | 'lost' | 'split' | 'even' | 'void';

export interface HandHistoryRow {
  id: number;
  /** When the hand ended (ISO 8601). */
  date: string;
  gameType: GameType;
  tournamentId: number;
  tournamentName: string;
  /** The room label, e.g. "12-003". */
  roomId: string;
  handNumber: number;
  /** "50/100", or "50/100 ante 10". */
  stakes: string;
  /** The player's hole cards, e.g. ["As", "Kd"]. */
  myHand: string[];
  board: string[];
  /** The best hand shown down, e.g. "Two Pair, Aces and Kings"; null when nobody showed down. */
  winningHand: string | null;
  potSize: number;
  result: HandResult;
  /** Chips won minus chips put in. */
  net: number;
}

export interface HandHistoryResponse {
  rows: HandHistoryRow[];
  count: number;
  page: number;
  limit: number;
}

/** A tournament the player has hands in: the history's filter (GET /api/users/hand-history/tournaments). */
export interface HandHistoryTournament {
  id: number;
  name: string;
  hands: number;
}

/** One player of a reviewed hand, by engine position (PHH's p1 … pN: p1 first left of the button). */
export interface HandReplayPlayer {
  seat: number;
  username: string;
  you: boolean;
  startingStack: number;
  /** null when the viewer may not see them: another player's cards that were not shown down. */
  holeCards: string[] | null;
  showedDown: boolean;
  won: number;
  net: number;
}

/**
 * One hand to review (GET /api/users/hand-history/:handId), from the viewer's side: only a player of the hand may
 * read it. `phh` is the hand in the PHH format, with every card the viewer was not entitled to see written `??`:
 * the browser replays it through the poker engine.
 */
export interface HandReplay {
  id: number;
  tournamentId: number;
  tournamentName: string;
  roomId: string;
  handNumber: number;
  gameType: GameType;
  stakes: string;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  startedAt: string;
  endedAt: string;
  voided: boolean;
  buttonSeat: number;
  players: HandReplayPlayer[];
  board: string[];
  pot: number;
  winningHand: string | null;
  /** Indices into the PHH `actions` of decisions the server took (time ran out, sitting out). */
  autoActions: { actionIndex: number; reason: 'timeout' | 'sittingOut' }[];
  phh: string;
  /** How the deal can be checked (provably fair deals); null for a hand dealt before deals were committed to. */
  fairness: DealFairness | null;
}

/**
 * A deal's commitment and its reveal (poker-engine FAIRNESS.md, `poker-fair-v1`), for one viewer: the server seed,
 * every slot's commitment and the client seeds are the same for everyone; only the slots of the cards this viewer saw
 * are opened (the board, the hands shown down, their own cards), so a mucked hand stays unknown.
 */
export interface DealFairness {
  version: string;
  handKey: string;
  /** Published before the deal, on the table's channel. */
  commitment: string;
  serverSeed: string;
  serverSeedHash: string;
  slotCommitments: string[];
  clientSeeds: { seat: number; seed: string }[];
  openings: { slot: number; card: string; salt: string }[];
}
