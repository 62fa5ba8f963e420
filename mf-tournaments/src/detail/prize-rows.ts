import type { Tournament } from 'shared-events/contracts';
import { prizeRows } from '../dialogs/tournament-facts';

export interface PrizeTableRow {
  places: string;
  share: string;
  /** USDT each place of the row wins (a range pays its percent to each of its places). */
  prize: number;
  perPlace: boolean;
}

/**
 * The details dialog's places and shares with what each pays: its percent of the larger of the money in the pool
 * and the guarantee, the amount the places share once the tournament is paid out. A tournament without a
 * structure pays the winner everything.
 */
export function prizeTable({
  prizeStructure,
  pool,
  guaranteedPool,
}: Pick<Tournament, 'prizeStructure' | 'pool' | 'guaranteedPool'>): PrizeTableRow[] {
  const money = Math.max(pool, guaranteedPool);
  const percents = prizeStructure?.length ? prizeStructure.map((share) => share.percent) : [100];
  return prizeRows(prizeStructure).map((row, index) => ({
    ...row,
    prize: (money * percents[index]) / 100,
    perPlace: row.share.endsWith(' each'),
  }));
}
