import type { PrizeShare } from 'shared-events/contracts';
import { parseAmountToMicros } from '../money/micro-usdt';

/** Percent in millionths of a percent, so shares such as 33.33 or 12.5 stay exact. */
const WHOLE = 100_000_000n;
const PLACES = /^\s*(\d{1,9})\s*(?:[-–]\s*(\d{1,9})\s*)?$/;

/** Winner takes all: the rule for a tournament created without a prize structure. */
const WINNER_TAKES_ALL: PrizeShare[] = [{ place: '1', percent: 100 }];

export type PrizeSplit = { ok: true; prizes: bigint[] } | { ok: false; reason: string };

interface PlaceRange {
  from: number;
  to: number;
  /** Each place's share, in millionths of a percent. */
  share: bigint;
}

/**
 * Each finishing place's prize in micro-USDT, 1st first, for `placed` finishers sharing `prizeMoneyMicros`.
 * A range ("6-7": 5) pays its percent to each of its places, as poker payout tables read (the sample
 * structures add up to 100 % this way). Every amount is floored to the micro-USDT and what the flooring
 * leaves goes to 1st place, so the prizes add up to exactly the paid share of the money. Paid places nobody
 * reached (fewer finishers than paid places) and a structure under 100 % leave the rest in the pool.
 */
export function splitPrizes(structure: PrizeShare[] | null, prizeMoneyMicros: bigint, placed: number): PrizeSplit {
  const ranges = parsePrizeStructure(structure);
  if (typeof ranges === 'string') return { ok: false, reason: ranges };

  const prizes = Array.from({ length: placed }, () => 0n);
  let paidShare = 0n;
  for (const range of ranges) {
    for (let place = range.from; place <= Math.min(range.to, placed); place += 1) {
      prizes[place - 1] = (prizeMoneyMicros * range.share) / WHOLE;
      paidShare += range.share;
    }
  }
  if (placed > 0) prizes[0] += (prizeMoneyMicros * paidShare) / WHOLE - prizes.reduce((sum, prize) => sum + prize, 0n);
  return { ok: true, prizes };
}

/** Why a prize structure cannot be paid out, or undefined when it can (checked when an admin sets one). */
export function prizeStructureProblem(structure: PrizeShare[] | null): string | undefined {
  const ranges = parsePrizeStructure(structure);
  return typeof ranges === 'string' ? ranges : undefined;
}

function parsePrizeStructure(structure: PrizeShare[] | null): PlaceRange[] | string {
  const ranges: PlaceRange[] = [];
  for (const { place, percent } of structure?.length ? structure : WINNER_TAKES_ALL) {
    const match = PLACES.exec(place);
    if (!match) return `place "${place}" is neither a place number nor a range such as "6-7"`;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1 || to < from) return `place "${place}" is not a range from a lower to a higher place`;
    ranges.push({ from, to, share: parseAmountToMicros(percent) ?? BigInt(Math.round(percent * 1_000_000)) });
  }
  ranges.sort((a, b) => a.from - b.from);
  for (let i = 1; i < ranges.length; i += 1) {
    if (ranges[i].from <= ranges[i - 1].to) return `place ${ranges[i].from} is listed twice`;
  }
  const total = ranges.reduce((sum, range) => sum + range.share * BigInt(range.to - range.from + 1), 0n);
  if (total > WHOLE) return 'its places add up to more than 100 %';
  return ranges;
}
