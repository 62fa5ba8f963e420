/** The signed-in player's played hands (GET /api/users/hand-history). Chips, not money. Types only. */
import type { GameType } from './tournaments';

/**
 * From the player's side: `won` took chips alone, `split` took chips another player also took (a shared or side
 * pot), `lost` put chips in and took none back, `even` neither (e.g. folded without having to pay).
 */
export type HandResult = 'won' | 'lost' | 'split' | 'even';

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
  /** The best hand shown, e.g. "Two Pair, Aces and Kings"; null when nobody showed down. */
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
