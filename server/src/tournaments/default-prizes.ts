import type { PrizeShare } from 'shared-events/contracts';

/**
 * The prize structure a tournament pays when the operator set none (issue #23 item 6), by the number of entries:
 * about 15 % of the field is paid; the smallest prize is about 1.75 buy-ins (what the entry fees put in per entry);
 * the other places share the rest, falling as a power of the place, the exponent chosen so the last paid place gets
 * that minimum (1st place takes 60 % less 13 points per tenfold field, at least 20 %: 34 % of 100 entries, 21 % of 1,000). Small fields pay fixed tables. Shares are
 * in percent with four decimals and add up to exactly 100.
 */
export function defaultPrizeStructure(entries: number): PrizeShare[] {
  let structure = computed.get(entries);
  if (!structure) {
    structure = structureFor(entries);
    // A handful of field sizes live at a time (a tournament's grows only while it registers).
    if (computed.size >= COMPUTED_KEPT) computed.delete(computed.keys().next().value!);
    computed.set(entries, structure);
  }
  return structure.map((share) => ({ ...share }));
}

/**
 * Structures already computed, by entries: the search below costs 90,000 powers for 10,000 entries, and the director
 * asks at every pass (whether the field is on the bubble) as every lobby read does (the payouts).
 */
const computed = new Map<number, PrizeShare[]>();
const COMPUTED_KEPT = 64;

function structureFor(entries: number): PrizeShare[] {
  if (entries <= 3) return [{ place: '1', percent: 100 }];
  if (entries <= 6) return shares([65, 35]);
  if (entries <= 20) return shares([50, 30, 20]);
  if (entries <= 30) return shares([40, 27, 19, 14]);
  const paid = Math.max(3, Math.round(entries * 0.15));
  const first = Math.max(0.2, 0.6 - 0.13 * Math.log10(entries));
  const minimumShare = 1.75 / entries;
  // Places 2 to `paid` share what 1st leaves, falling as a power of the place.
  const weightsFor = (exponent: number) => Array.from({ length: paid - 1 }, (_, index) => (index + 2) ** -exponent);
  const lastShare = (exponent: number) => {
    const weights = weightsFor(exponent);
    return ((1 - first) * weights[weights.length - 1]) / weights.reduce((sum, weight) => sum + weight, 0);
  };
  // lastShare falls as the exponent grows: find the exponent whose last share is the minimum cash.
  let low = 0;
  let high = 6;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (lastShare(middle) > minimumShare) low = middle;
    else high = middle;
  }
  const weights = weightsFor(low);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return shares([first * 100, ...weights.map((weight) => ((1 - first) * weight * 100) / total)]);
}

/** Shares rounded to four decimals, the rounding difference given to 1st place so they add up to 100 exactly. */
function shares(percents: number[]): PrizeShare[] {
  const units = percents.map((percent) => Math.round(percent * 10_000));
  units[0] += 1_000_000 - units.reduce((sum, unit) => sum + unit, 0);
  return units.map((unit, index) => ({ place: String(index + 1), percent: unit / 10_000 }));
}
