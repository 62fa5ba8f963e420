import type { PrizeShare } from 'shared-events/contracts';

export interface PrizeRow {
  place: string;
  percent: number;
  /** USDT each place of the row wins. */
  prize: number;
  /** A range such as "6-7": the percent and the prize are each place's, as the server pays them out. */
  perPlace: boolean;
}

/** A tournament created without a prize structure pays the winner everything (the server's rule). */
const WINNER_TAKES_ALL: PrizeShare[] = [{ place: '1', percent: 100 }];

const firstPlace = (place: string): number => Number.parseInt(place, 10) || Number.MAX_SAFE_INTEGER;

/**
 * The prize table: each share of the larger of the money in the pool and the guarantee (what the places share
 * once the tournament is paid out), 1st place first. Cents are rounded for display only.
 */
export function prizeRows(structure: PrizeShare[] | null, pool: number, guaranteedPool: number): PrizeRow[] {
  const money = Math.max(pool, guaranteedPool);
  return [...(structure?.length ? structure : WINNER_TAKES_ALL)]
    .sort((a, b) => firstPlace(a.place) - firstPlace(b.place))
    .map(({ place, percent }) => ({ place, percent, prize: (money * percent) / 100, perPlace: /\d\s*[-–]\s*\d/.test(place) }));
}
