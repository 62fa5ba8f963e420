import type { AdminLiveTournament, BlindLevel } from 'shared-events/contracts';

const clockTime = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });

/** "50/100, ante 100": a level's blinds as the tables post them. */
export function blindsText(level: BlindLevel): string {
  return `${level.smallBlind.toLocaleString('en-US')}/${level.bigBlind.toLocaleString('en-US')}${level.ante > 0 ? `, ante ${level.ante.toLocaleString('en-US')}` : ''}`;
}

/** "20:35 (in 4 min)": a coming moment in the operator's time, counted from `now` (when the server read the figures). */
export function whenText(iso: string, now: string): string {
  const minutes = Math.max(0, Math.ceil((Date.parse(iso) - Date.parse(now)) / 60_000));
  return `${clockTime.format(new Date(iso))} (in ${minutes} min)`;
}

/** When the blinds go up next, to what; the last level lasts until the end. */
export function nextLevelText(tournament: AdminLiveTournament, now: string): string {
  if (!tournament.nextLevel || !tournament.nextLevelAt) return 'Last level: no more increases';
  return `${blindsText(tournament.nextLevel)} at ${whenText(tournament.nextLevelAt, now)}`;
}

/** The break in progress and when it ends, or when the next one starts. */
export function breakText(tournament: AdminLiveTournament, now: string): string {
  if (tournament.breakEndsAt) return `On break until ${whenText(tournament.breakEndsAt, now)}`;
  if (tournament.nextBreakAt) return whenText(tournament.nextBreakAt, now);
  return 'No breaks';
}

export const chips = (amount: number) => amount.toLocaleString('en-US');
