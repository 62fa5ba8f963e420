import { TOURNAMENT_RESULTS_NOTIFICATION_TYPE } from 'shared-events/contracts';
import { microsToDecimal, microsToFixed2 } from '../money/micro-usdt';
import type { NewNotification } from '../notifications/notifications.repository';

/** 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd". */
export function ordinal(place: number): string {
  const lastTwo = place % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix}`;
}

/** "12.50", but never rounds a prize away: 0.000001 stays "0.000001". */
function prizeText(micros: bigint): string {
  return micros % 10_000n === 0n ? microsToFixed2(micros) : microsToDecimal(micros);
}

/** The notification a placed player gets when the results are recorded (once per tournament: its dedup key). */
/** "You finished 7th of 412 in …": `entries` is the field the place is counted in. */
export function resultsNotice(tournament: { id: number; name: string }, place: number, prizeMicros: bigint, entries: number): NewNotification {
  const finished = `You finished ${ordinal(place)} of ${entries} in ${tournament.name}`;
  return {
    type: TOURNAMENT_RESULTS_NOTIFICATION_TYPE,
    title: 'Tournament results',
    body: prizeMicros > 0n ? `${finished} and won ${prizeText(prizeMicros)} USDT.` : `${finished}.`,
    data: { tournamentId: tournament.id, place, prize: Number(microsToDecimal(prizeMicros)), entries },
    dedupKey: `results:${tournament.id}`,
  };
}
