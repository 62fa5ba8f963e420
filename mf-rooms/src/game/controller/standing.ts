import type { TournamentStanding } from 'shared-events/contracts';
import { exactChips } from 'shared-ui/poker';
import { formatAmount } from 'shared-ui/status';

/** 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd": places as the server's results notice writes them. */
export function ordinal(place: number): string {
  const lastTwo = place % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix}`;
}

/** "4:07", "0:09", "1:02:30": the time left on a tournament clock, a second under way counting as a whole one. */
export function clockText(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/**
 * The tournament's break, as every table shows it while it lasts; a table still playing the hand it was dealt before
 * the break finishes it first.
 */
export function breakText(breakEndsAt: string, now: number, handInPlay = false): string {
  return `${handInPlay ? 'Break after this hand' : 'Break'} — play resumes in ${clockText(Date.parse(breakEndsAt) - now)}`;
}

/**
 * An operator paused the tournament between hands (issue #26), as every table and the standing show it: no hand is
 * dealt and the clock stands still until the resume; a table still playing its hand finishes it first.
 */
export function pausedText(handInPlay = false): string {
  return handInPlay ? 'Tournament paused by the operator after this hand' : 'Tournament paused by the operator';
}

/** The player's finish once the tournament has placed them: out, or the winner. */
export interface Finish {
  tournamentId: number;
  place: number;
  entries: number;
  /** USDT won; null until the prizes are paid (at the tournament's end). */
  prize: number | null;
  /** The place is among those the prize structure pays. */
  inTheMoney: boolean;
  won: boolean;
}

export function finishOf(standing: TournamentStanding | undefined): Finish | undefined {
  const place = standing?.you?.place;
  if (!standing || place === null || place === undefined) return undefined;
  return {
    tournamentId: standing.tournamentId,
    place,
    entries: standing.entries,
    prize: standing.you!.prize,
    inTheMoney: place <= standing.paidPlaces,
    won: place === 1,
  };
}

/** The dialog's title: "You won Sunday Million!" for the winner; for everyone else the text says their place. */
export function finishTitle(finish: Finish, tournamentName: string | undefined): string {
  if (finish.won) return tournamentName ? `You won ${tournamentName}!` : 'You won the tournament!';
  return 'Your tournament is over';
}

/** "You finished 7th of 412 and won 35.20 USDT" once a prize is paid, else "You finished 7th of 412". */
export function finishText(finish: Finish): string {
  const finished = `You finished ${ordinal(finish.place)} of ${finish.entries}`;
  return finish.prize !== null && finish.prize > 0 ? `${finished} and won ${formatAmount(finish.prize)}` : finished;
}

/** What comes next: a prize still to be paid, and for everyone but the winner, no seat again. */
export function finishNotes(finish: Finish): string[] {
  const notes: string[] = [];
  if (finish.prize === null && finish.inTheMoney) {
    notes.push(
      finish.won ? 'Your prize is on its way to your wallet.' : 'You are in the money: your prize is paid into your wallet when the tournament ends.',
    );
  }
  if (!finish.won) notes.push('You are out of this tournament and cannot take a seat again.');
  return notes;
}

/** One fact of the standing: what it is and its value. */
export type StandingFact = [label: string, value: string];

/** The winner once there is one, players left of the entries, the average stack, your rank (or place once out), the places paid. */
export function standingFacts(standing: TournamentStanding): StandingFact[] {
  const facts: StandingFact[] = [
    ...(standing.winner ? [['Winner', standing.winner.username] satisfies StandingFact] : []),
    ['Players left', `${standing.playersLeft} / ${standing.entries}`],
    ['Average stack', exactChips(standing.averageStack)],
  ];
  const you = standing.you;
  if (you?.rank) facts.push(['Your rank', `${you.rank} of ${standing.playersLeft}`]);
  else if (you?.place) facts.push(['Your place', ordinal(you.place)]);
  facts.push(['Places paid', String(standing.paidPlaces)]);
  return facts;
}

/** The next break's countdown ("12:30"), "Now" during one, "None" when the tournament has no more; nothing once it is over. */
export function nextBreakText(
  standing: Pick<TournamentStanding, 'phase' | 'nextBreakAt' | 'breakEndsAt' | 'pausedAt'>,
  now: number,
): string | undefined {
  if (standing.phase === 'finished') return undefined;
  // Paused, the clock stands still: a countdown would run down a time that does not pass.
  if (standing.pausedAt) return 'Paused';
  if (standing.breakEndsAt) return 'Now';
  return standing.nextBreakAt ? clockText(Date.parse(standing.nextBreakAt) - now) : 'None';
}

/** What a closed table says in its middle: the tournament's winner, or that its players play on at other tables. */
export function closedTableLines(standing: TournamentStanding | undefined): [headline: string, detail: string] {
  if (standing?.phase === 'finished' && standing.winner) return ['Tournament over', `Winner: ${standing.winner.username}`];
  return ['Table closed', 'Its players play on at other tables'];
}

/** How often a table reads the standing again by itself (it also does after every hand). */
export const STANDING_REFRESH_MS = 15_000;
/** While the player's bust is being placed, or their prize paid: the director takes a pass every 2 seconds. */
export const SETTLING_REFRESH_MS = 2_000;
/** Read again this long after a level, a break or its end starts, when the server's clock has moved on. */
const CLOCK_MARGIN_MS = 500;

/**
 * When to read the standing again: soon while the player's finish is settling, right after the tournament's clock
 * moves (a new level, a break starting or ending), else every 15 s; never once the tournament is over and settled.
 */
export function standingRefreshMs(standing: TournamentStanding | undefined, now: number): number | false {
  if (!standing) return STANDING_REFRESH_MS;
  const you = standing.you;
  // Every placed player's prize (0 out of the money) is written by the payout, right after the finish.
  if (standing.phase === 'finished') return you?.place && you.prize === null ? SETTLING_REFRESH_MS : false;
  const busting = you !== null && you.place === null && you.stack === null;
  if (busting) return SETTLING_REFRESH_MS;
  const moments = [standing.nextLevelAt, standing.nextBreakAt, standing.breakEndsAt]
    .filter((moment): moment is string => moment !== null)
    .map((moment) => Date.parse(moment) - now + CLOCK_MARGIN_MS)
    .filter((wait) => wait > 0);
  return Math.min(STANDING_REFRESH_MS, ...moments);
}
