import type { PrizeShare } from 'shared-events/contracts';
import { splitPrizes } from '../tournaments/prize-split';

/**
 * Each finisher's prize (issue #23 item 6): the structure's prize for each place, players who share a place (busted in
 * the same hand with equal stacks) sharing the prizes of the places they cover equally, the micro-USDT a share cannot
 * split going to the first of them by entry order. Places come in as finishing places with ties (1, 2, 3, 3, 5);
 * the prizes add up to exactly what the structure pays of `prizeMoneyMicros`.
 */
export function prizesForPlaces(
  structure: PrizeShare[],
  prizeMoneyMicros: bigint,
  finishers: readonly { entryId: number; place: number }[],
): Map<number, bigint> {
  const split = splitPrizes(structure, prizeMoneyMicros, finishers.length);
  if (!split.ok) throw new Error(`prize structure: ${split.reason}`);
  const byPlace = new Map<number, number[]>();
  for (const finisher of [...finishers].sort((a, b) => a.place - b.place || a.entryId - b.entryId)) {
    byPlace.set(finisher.place, [...(byPlace.get(finisher.place) ?? []), finisher.entryId]);
  }
  const prizes = new Map<number, bigint>();
  for (const [place, entryIds] of byPlace) {
    const covered = split.prizes.slice(place - 1, place - 1 + entryIds.length).reduce((sum, prize) => sum + prize, 0n);
    const share = covered / BigInt(entryIds.length);
    entryIds.forEach((entryId, index) => prizes.set(entryId, share + (index === 0 ? covered - share * BigInt(entryIds.length) : 0n)));
  }
  return prizes;
}
