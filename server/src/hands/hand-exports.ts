import { formatPhh } from 'poker-engine';
import { viewHand, type ViewedHand } from './hand-replay';
import { pokerStarsText } from './pokerstars-text';

/**
 * A player's hands as files (issue #25): PHH (https://phh.readthedocs.io) and PokerStars' text, which trackers import.
 * Each hand is written from the player's side, as its review is: their own cards and hands shown down, no other.
 */
export const EXPORT_FORMATS = ['phh', 'pokerstars'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Hands read from the database at a time: a history of 10,000 hands is never one query result in memory. */
export const EXPORT_BATCH = 500;

/** A hand stopped before its end (voided) has no history a tracker could import: exports leave it out. */
export const exportable = (hand: ViewedHand): boolean => !hand.voided;

export function exportedHandText(hand: ViewedHand, viewerId: number, format: ExportFormat): string {
  const { players, phh } = viewHand(hand, viewerId);
  if (format === 'phh') return formatPhh(phh);
  return pokerStarsText(phh, {
    handId: hand.id,
    tournamentId: hand.tournamentId,
    buyInMicros: hand.buyInMicros,
    level: hand.level,
    table: hand.roomId,
    startedAt: hand.startedAt,
    seats: hand.play.seats,
    usernames: players.map((player) => player.username),
    buttonSeat: hand.play.buttonSeat,
    viewer: players.findIndex((player) => player.you),
  });
}

/**
 * One hand of a file of many: PHH's multi-hand files (.phhs, as PokerKit's HandHistory.dump_all writes them) put
 * each hand in a TOML table named by its place, `[1]`, `[2]`, …; PokerStars separates hands by two blank lines.
 */
export function fileEntry(text: string, index: number, format: ExportFormat): string {
  if (format === 'phh') return `${index > 1 ? '\n' : ''}[${index}]\n${text}`;
  return `${index > 1 ? '\n\n' : ''}${text}`;
}

export function exportFileName(format: ExportFormat, name: string, many: boolean): string {
  if (format === 'pokerstars') return `${name}.txt`;
  return `${name}.${many ? 'phhs' : 'phh'}`;
}
