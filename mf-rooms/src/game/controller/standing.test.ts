import type { TournamentStanding } from 'shared-events/contracts';
import {
  breakText,
  clockText,
  finishNotes,
  finishOf,
  finishText,
  finishTitle,
  closedTableLines,
  nextBreakText,
  ordinal,
  SETTLING_REFRESH_MS,
  STANDING_REFRESH_MS,
  standingFacts,
  standingRefreshMs,
} from './standing';
import { tournamentStanding } from '../test/live-table.fixtures';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

/** A field of 412 with 40 left; `you` 31st by chips (null: a spectator). */
function standing(patch: Partial<TournamentStanding> = {}, you: Partial<NonNullable<TournamentStanding['you']>> | null = {}): TournamentStanding {
  const field = { entries: 412, playersLeft: 40, averageStack: 30_900, paidPlaces: 62, nextLevelAt: at(600_000), nextBreakAt: at(1_800_000) };
  return tournamentStanding({ ...field, ...patch }, you && { stack: 12_000, rank: 31, ...you });
}

describe('places and clocks as the table writes them', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [112, '112th'],
    [412, '412th'],
  ])('%i is %s', (place, text) => expect(ordinal(place)).toBe(text));

  it('counts down in minutes and seconds, a second under way counting whole, hours only when there are some', () => {
    expect(clockText(247_000)).toBe('4:07');
    expect(clockText(8_200)).toBe('0:09');
    expect(clockText(-5)).toBe('0:00');
    expect(clockText(3_750_000)).toBe('1:02:30');
    expect(breakText(at(200_000), NOW)).toBe('Break — play resumes in 3:20');
    expect(breakText(at(200_000), NOW, true)).toBe('Break after this hand — play resumes in 3:20');
  });
});

describe("the player's finish", () => {
  it('is nothing while the player still has chips, or for a spectator', () => {
    expect(finishOf(standing())).toBeUndefined();
    expect(finishOf(standing({}, null))).toBeUndefined();
    expect(finishOf(undefined)).toBeUndefined();
  });

  it('out of the money: the place of the entries, and no seat again', () => {
    const finish = finishOf(standing({}, { stack: null, rank: null, place: 97 }))!;
    expect(finish).toMatchObject({ place: 97, entries: 412, inTheMoney: false, won: false });
    expect(finishTitle(finish, 'Sunday Million')).toBe('Your tournament is over');
    expect(finishText(finish)).toBe('You finished 97th of 412');
    expect(finishNotes(finish)).toEqual(['You are out of this tournament and cannot take a seat again.']);
  });

  it('in the money: the prize once paid, and until then that it comes at the end', () => {
    const unpaid = finishOf(standing({}, { stack: null, rank: null, place: 7 }))!;
    expect(finishText(unpaid)).toBe('You finished 7th of 412');
    expect(finishNotes(unpaid)[0]).toBe('You are in the money: your prize is paid into your wallet when the tournament ends.');
    const paid = finishOf(standing({ phase: 'finished' }, { stack: null, rank: null, place: 7, prize: 35.2 }))!;
    expect(finishText(paid)).toBe('You finished 7th of 412 and won 35.20 USDT');
    expect(finishNotes(paid)).toEqual(['You are out of this tournament and cannot take a seat again.']);
  });

  it('the winner: the tournament by name, and the prize', () => {
    const won = finishOf(
      standing({ phase: 'finished', playersLeft: 1, winner: { userId: 7, username: 'river_rat' } }, { place: 1, prize: 1234.5, rank: null }),
    )!;
    expect(finishTitle(won, 'Sunday Million')).toBe('You won Sunday Million!');
    expect(finishText(won)).toBe('You finished 1st of 412 and won 1,234.50 USDT');
    expect(finishNotes(won)).toEqual([]);
    expect(finishNotes({ ...won, prize: null })).toEqual(['Your prize is on its way to your wallet.']);
  });
});

describe('the standing strip', () => {
  it('says players left of the entries, the average stack, your rank and the places paid', () => {
    expect(standingFacts(standing())).toEqual([
      ['Players left', '40 / 412'],
      ['Average stack', '30,900'],
      ['Your rank', '31 of 40'],
      ['Places paid', '62'],
    ]);
  });

  it('counts down to the next break, says Now during one and None after the last, and nothing once it is over', () => {
    expect(nextBreakText(standing(), NOW)).toBe('30:00');
    expect(nextBreakText(standing({ nextBreakAt: null, breakEndsAt: at(60_000) }), NOW)).toBe('Now');
    expect(nextBreakText(standing({ nextBreakAt: null }), NOW)).toBe('None');
    expect(nextBreakText(standing({ phase: 'finished' }), NOW)).toBeUndefined();
  });

  it('names the winner first once the tournament is over, and the closed table says so', () => {
    const over = standing(
      { phase: 'finished', playersLeft: 1, winner: { userId: 3, username: 'flop_queen' } },
      { place: 2, rank: null, stack: null },
    );
    expect(standingFacts(over)[0]).toEqual(['Winner', 'flop_queen']);
    expect(closedTableLines(over)).toEqual(['Tournament over', 'Winner: flop_queen']);
    expect(closedTableLines(standing())).toEqual(['Table closed', 'Its players play on at other tables']);
  });

  it('gives your place once you are out, and nothing of yours to a spectator', () => {
    expect(standingFacts(standing({}, { stack: null, rank: null, place: 97 }))).toContainEqual(['Your place', '97th']);
    expect(standingFacts(standing({}, null)).map(([label]) => label)).toEqual(['Players left', 'Average stack', 'Places paid']);
  });
});

describe('when the standing is read again', () => {
  it('every 15 s, or sooner when the clock moves (a level or a break starts or ends)', () => {
    expect(standingRefreshMs(standing(), NOW)).toBe(STANDING_REFRESH_MS);
    expect(standingRefreshMs(standing({ nextLevelAt: at(3_000) }), NOW)).toBe(3_500);
    expect(standingRefreshMs(standing({ nextBreakAt: null, breakEndsAt: at(1_000), nextLevelAt: at(400_000) }), NOW)).toBe(1_500);
    expect(standingRefreshMs(undefined, NOW)).toBe(STANDING_REFRESH_MS);
  });

  it('every 2 s while your bust is being placed, or your prize paid after the end', () => {
    expect(standingRefreshMs(standing({}, { stack: null, rank: null, tableId: null }), NOW)).toBe(SETTLING_REFRESH_MS);
    expect(standingRefreshMs(standing({ phase: 'finished' }, { place: 1, prize: null }), NOW)).toBe(SETTLING_REFRESH_MS);
  });

  it('never again once the tournament is over and paid, nor for an early finisher waiting for the end at the usual pace', () => {
    expect(standingRefreshMs(standing({ phase: 'finished' }, { place: 1, prize: 100 }), NOW)).toBe(false);
    expect(standingRefreshMs(standing({ phase: 'finished' }, null), NOW)).toBe(false);
    expect(standingRefreshMs(standing({}, { stack: null, rank: null, place: 7 }), NOW)).toBe(STANDING_REFRESH_MS);
  });
});
