import type { GameType, PrizeShare, Tournament } from 'shared-events/contracts';
import { levelLengthText } from 'shared-ui/poker';
import { formatDateTime } from '../countdown/countdown-format';

const GAME_TYPES: Record<GameType, string> = { NLH: "No-Limit Hold'em (NLH)", PLO: 'Pot-Limit Omaha (PLO)' };
const count = new Intl.NumberFormat('en-US');
const plural = (n: number, unit: string) => `${count.format(n)} ${unit}${n === 1 ? '' : 's'}`;

export function gameTypeName(gameType: GameType): string {
  return GAME_TYPES[gameType] ?? gameType;
}

/** "2 hours", "1 hour 30 minutes", "45 minutes". */
export function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return plural(minutes, 'minute');
  return minutes === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(minutes, 'minute')}`;
}

function ordinal(place: number): string {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th');
  return `${place}${suffix}`;
}

export interface PrizeRow {
  places: string;
  share: string;
}

/**
 * The prize structure as the details dialog lists it. A range ("6-7": 5) pays its percent to each of its places
 * (the server's payout rule); no structure means the winner takes all.
 */
export function prizeRows(structure: PrizeShare[] | null): PrizeRow[] {
  if (!structure?.length) return [{ places: '1st', share: '100%' }];
  return structure.map(({ place, percent }) => {
    const [from, to] = place.split(/\s*[-–]\s*/).map(Number);
    const ranged = to !== undefined && Number.isInteger(to) && to !== from;
    return {
      places: ranged ? `${ordinal(from)}–${ordinal(to)}` : Number.isInteger(from) ? ordinal(from) : place,
      share: `${percent}%${ranged ? ' each' : ''}`,
    };
  });
}

export interface Fact {
  label: string;
  value: string;
}

/** What the details dialog states about a tournament (SPEC §2), prize structure apart. */
export function tournamentFacts(tournament: Tournament): Fact[] {
  return [
    { label: 'Game type', value: gameTypeName(tournament.gameType) },
    { label: 'Buy-in', value: tournament.buyIn },
    { label: 'Prize pool', value: tournament.prizePool },
    { label: 'Start time', value: formatDateTime(tournament.startsAt) },
    { label: 'Late registration', value: formatMinutes(tournament.lateRegMin) },
    { label: 'Duration', value: formatMinutes(tournament.durationMinutes) },
    { label: 'Players', value: `${tournament.players} / ${tournament.maxPlayers}` },
    { label: 'Starting stack', value: `${count.format(tournament.startingStack)} chips` },
    { label: 'Blind speed', value: levelLengthText(tournament.blindspeed) },
  ];
}
