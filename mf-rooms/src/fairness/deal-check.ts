import type { DealFairness } from 'shared-events/contracts';
import { dealtDeckPositions, parseCard, parsePhh, replayPhh, UNKNOWN_CARD, verifyDeal, type DealVerdict } from 'poker-engine';

/** What anyone needs to check a deal: the hand as PHH (cards the holder of the record may not see are `??`) and its fairness record. */
export interface DealRecord {
  phh: string;
  fairness: DealFairness;
}

/**
 * Checks a deal in the browser (poker-engine FAIRNESS.md): the hand is played again from its PHH to find which deck
 * position each card seen was dealt from, and every such card must be the one its slot was committed to before the
 * deal, in the order the server seed and the players' seeds draw. A record that cannot be read is a failed check.
 */
export function checkDeal(record: DealRecord): DealVerdict {
  let seen;
  try {
    const state = replayPhh(parsePhh(record.phh));
    seen = dealtDeckPositions(state.log).filter((card) => card.card !== UNKNOWN_CARD);
  } catch (error) {
    return { ok: false, problems: [`The hand cannot be played again: ${(error as Error).message}.`] };
  }
  const { fairness } = record;
  if (typeof fairness !== 'object' || fairness === null || !Array.isArray(fairness.openings)) {
    return { ok: false, problems: ['The record has no fairness data.'] };
  }
  let openings;
  try {
    openings = fairness.openings.map((opening) => ({ ...opening, card: parseCard(opening.card) }));
  } catch (error) {
    return { ok: false, problems: [`An opening names no card: ${(error as Error).message}.`] };
  }
  return verifyDeal({ ...fairness, openings }, seen);
}

/** A record as text to copy or paste, and back: one JSON object with the hand and its fairness data. */
export const dealRecordText = (record: DealRecord): string => JSON.stringify(record, null, 2);

export function parseDealRecord(text: string): DealRecord | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'This is not a deal record: paste the JSON a hand’s review gives.';
  }
  const record = value as Partial<DealRecord> | null;
  if (
    typeof record !== 'object' ||
    record === null ||
    typeof record.phh !== 'string' ||
    typeof record.fairness !== 'object' ||
    record.fairness === null
  ) {
    return 'A deal record holds the hand as "phh" and its "fairness" data.';
  }
  return record as DealRecord;
}
