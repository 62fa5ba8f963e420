import { playClock, type TournamentStanding } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { errors } from '../errors';
import { microsToNumber } from '../money/micro-usdt';
import { tournamentClockFacts } from '../tournaments/clock-facts';
import { defaultPrizeStructure } from '../tournaments/default-prizes';
import { findTournamentRow } from '../tournaments/tournaments.repository';

/** How many places a structure pays ("6-7" counts two). */
export function paidPlacesOf(structure: { place: string }[]): number {
  return structure.reduce((sum, { place }) => {
    const [from, to = from] = place.split(/[-–]/).map((part) => Number(part.trim()));
    return sum + (to - from + 1);
  }, 0);
}

/**
 * Where the tournament stands (TournamentStanding), read in one go: every live entry's chips (at a table's seat, on
 * the way to one, or the starting stack before the first seat) rank the players; the clock is the tournament's.
 */
export async function tournamentStanding(q: Queryable, tournamentId: number, userId: number | undefined, at: Date): Promise<TournamentStanding> {
  const row = await findTournamentRow(q, tournamentId);
  if (!row) throw errors.tournamentNotFound();
  const { rows: stacks } = await q.query<{ user_id: number; stack: string; table_id: number | null }>(
    `SELECT (seat ->> 'userId')::int AS user_id, (seat ->> 'stack')::bigint::text AS stack, p.id AS table_id
       FROM poker_tables p, jsonb_array_elements(p.seats) AS seat
       WHERE p.tournament_id = $1 AND p.status = 'playing' AND NOT (seat ->> 'busted')::boolean
     UNION ALL
     SELECT user_id, COALESCE(stack, $2)::text, table_id FROM tournament_entries
       WHERE tournament_id = $1 AND busted_at IS NULL AND place IS NULL AND (in_transit OR table_id IS NULL)
     UNION ALL
     SELECT user_id, stack::text, NULL FROM tournament_entries WHERE tournament_id = $1 AND place = 1`,
    [tournamentId, row.starting_stack],
  );
  const { rows: entries } = await q.query<{ user_id: number; place: number | null; username: string; prize_micros: string | null }>(
    `SELECT e.user_id, e.place, u.username, r.prize_micros::text
     FROM tournament_entries e JOIN users u ON u.id = e.user_id
       LEFT JOIN tournament_results r ON r.tournament_id = e.tournament_id AND r.user_id = e.user_id
     WHERE e.tournament_id = $1 ORDER BY e.id`,
    [tournamentId],
  );
  const chips = stacks.map((entry) => ({ ...entry, chips: Number(entry.stack) }));
  const left = row.finished_at ? 1 : entries.filter((entry) => entry.place === null).length;
  const total = chips.reduce((sum, entry) => sum + entry.chips, 0);
  const structure = row.prize_structure?.length ? row.prize_structure : defaultPrizeStructure(entries.length);
  const clock = playClock(tournamentClockFacts(row, at), at);
  const winner = row.finished_at ? entries.find((entry) => entry.place === 1) : undefined;
  const mine = userId === undefined ? undefined : [...entries].reverse().find((entry) => entry.user_id === userId);
  const myChips = mine && chips.find((entry) => entry.user_id === userId && mine.place === null);
  return {
    tournamentId,
    phase: row.finished_at ? 'finished' : row.play_started_at ? 'playing' : 'waiting',
    entries: entries.length,
    playersLeft: left,
    averageStack: left > 0 ? Math.round(total / left) : 0,
    paidPlaces: Math.min(entries.length, paidPlacesOf(structure)),
    level: clock.level,
    nextLevel: clock.nextLevel,
    nextLevelAt: clock.nextLevelAt?.toISOString() ?? null,
    breakEndsAt: clock.breakEndsAt?.toISOString() ?? null,
    nextBreakAt: clock.nextBreakAt?.toISOString() ?? null,
    handForHand: row.hand_for_hand_round !== null,
    pausedAt: row.paused_at?.toISOString() ?? null,
    winner: winner ? { userId: winner.user_id, username: winner.username } : null,
    you: mine
      ? {
          stack: myChips ? myChips.chips : null,
          rank: myChips ? 1 + chips.filter((entry) => entry.chips > myChips.chips).length : null,
          place: mine.place,
          prize: mine.prize_micros === null ? null : microsToNumber(mine.prize_micros),
          tableId: myChips?.table_id ?? null,
        }
      : null,
  };
}
