import type { LobbyPayout, LobbyPayouts, LobbyPhase, LobbyPlayer, LobbyTable, TournamentCurrency, TournamentLobby } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { errors } from '../errors';
import { microsToNumber } from '../money/micro-usdt';
import { roomLabel } from '../rooms/room-views';
import type { TableSeat } from '../tables/table-model';
import { blindSchedule } from '../tournaments/blind-schedule';
import { defaultPrizeStructure } from '../tournaments/default-prizes';
import { splitPrizes } from '../tournaments/prize-split';
import { prizeMoneyMicros } from '../tournaments/tournament-results';
import { findTournamentRow, type TournamentRow } from '../tournaments/tournaments.repository';
import { paidPlacesOf } from './standing';

interface LobbyEntryRow {
  id: number;
  user_id: number;
  username: string;
  country: string;
  stack: string | null;
  table_id: number | null;
  in_transit: boolean;
  busted: boolean;
  place: number | null;
}

interface ResultRow {
  place: number;
  user_id: number;
  prize_micros: string;
}

/** Every paid place of the payouts, before a reader's page is cut from them. */
export type WholePayouts = Omit<LobbyPayouts, 'places'> & { places: LobbyPayout[] };

/** A tournament's whole lobby: TournamentLobby with every player, table and paid place, before a reader's pages are cut from it. */
export type WholeLobby = Omit<TournamentLobby, 'players' | 'tables' | 'payouts'> & {
  players: LobbyPlayer[];
  tables: LobbyTable[];
  payouts: WholePayouts;
};

/**
 * A tournament's whole lobby, read in one go: every entry with its chips (at its table's seat, on the way to one, or
 * the starting stack before the first seat) or its place and prize, and its rank in the field; the tables in play, the
 * payouts the current field would get (the structure and split the director pays with) and the blinds' schedule.
 * Readers get pages of it (lobby-page.ts) from the cache (lobby-cache.ts).
 */
export async function tournamentLobby(q: Queryable, tournamentId: number, at: Date): Promise<WholeLobby> {
  const row = await findTournamentRow(q, tournamentId);
  if (!row) throw errors.tournamentNotFound();
  const { rows: entries } = await q.query<LobbyEntryRow>(
    `SELECT e.id, e.user_id, u.username, u.country, e.stack::text, e.table_id, e.in_transit, e.busted_at IS NOT NULL AS busted, e.place
     FROM tournament_entries e JOIN users u ON u.id = e.user_id WHERE e.tournament_id = $1 ORDER BY e.id`,
    [tournamentId],
  );
  const { rows: tables } = await q.query<{ id: number; seats: TableSeat[] }>(
    `SELECT id, seats FROM poker_tables WHERE tournament_id = $1 AND status = 'playing' ORDER BY id`,
    [tournamentId],
  );
  const { rows: results } = await q.query<ResultRow>(
    'SELECT place, user_id, prize_micros::text FROM tournament_results WHERE tournament_id = $1 ORDER BY place',
    [tournamentId],
  );
  return {
    tournamentId,
    phase: phaseOf(row, at),
    players: lobbyPlayers(row, entries, tables, results),
    tables: tables.map((table) => lobbyTable(tournamentId, table)),
    payouts: lobbyPayouts(row, entries.length),
    blinds: blindSchedule(row, at),
    pausedAt: row.paused_at?.toISOString() ?? null,
  };
}

function phaseOf(row: TournamentRow, at: Date): LobbyPhase {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.finished_at || row.paid_out_at) return 'finished';
  if (row.play_started_at) return 'playing';
  return at.getTime() < row.starts_at.getTime() ? 'registering' : 'waiting';
}

function lobbyPlayers(
  row: TournamentRow,
  entries: LobbyEntryRow[],
  tables: { id: number; seats: TableSeat[] }[],
  results: ResultRow[],
): LobbyPlayer[] {
  const seated = new Map<number, number>();
  for (const table of tables) {
    for (const seat of table.seats) if (!seat.busted) seated.set(entryKey(table.id, seat.userId), seat.stack);
  }
  const prizes = prizesByEntry(entries, results);
  const players = entries.map((entry): LobbyPlayer => {
    const result = prizes.get(entry.id);
    const live = !entry.busted && entry.place === null && result === undefined;
    const atSeat = entry.table_id !== null && !entry.in_transit ? seated.get(entryKey(entry.table_id, entry.user_id)) : undefined;
    const chips = !live
      ? entry.place === 1 && entry.stack !== null
        ? Number(entry.stack)
        : null
      : (atSeat ?? Number(entry.stack ?? row.starting_stack));
    return {
      entryId: entry.id,
      userId: entry.user_id,
      username: entry.username,
      country: entry.country,
      chips,
      tableId: live ? entry.table_id : null,
      tableLabel: live && entry.table_id !== null ? roomLabel(row.id, entry.table_id) : null,
      place: entry.place ?? result?.place ?? null,
      prize: result && result.prizeMicros > 0n ? microsToNumber(result.prizeMicros) : null,
      rank: null,
    };
  });
  // Live entries by chips (equal stacks in registration order), then the finished by place (busts not placed yet last).
  const group = (player: LobbyPlayer) => (player.place === null && player.chips !== null ? 0 : player.place !== null ? 1 : 2);
  players.sort((a, b) => group(a) - group(b) || (b.chips ?? 0) - (a.chips ?? 0) || (a.place ?? 0) - (b.place ?? 0) || a.entryId - b.entryId);
  // Ranked over the whole field here: a page or a search result cannot tell a row's standing from its position.
  return players.map((player, index) => ({ ...player, rank: player.place ?? (player.chips === null ? null : index + 1) }));
}

const entryKey = (tableId: number, userId: number) => tableId * 2 ** 31 + userId;

/**
 * Each entry's recorded result. A payout by play writes one row per place in the order (place, entry id), so the
 * placed entries taken in that order meet their rows; one recorded by hand (no play) names each player once.
 */
function prizesByEntry(entries: LobbyEntryRow[], results: ResultRow[]): Map<number, { place: number; prizeMicros: bigint }> {
  const byEntry = new Map<number, { place: number; prizeMicros: bigint }>();
  if (results.length === 0) return byEntry;
  const placed = entries.filter((entry) => entry.place !== null).sort((a, b) => a.place! - b.place! || a.id - b.id);
  placed.forEach((entry, index) => {
    const result = results.find((candidate) => candidate.place === index + 1 && candidate.user_id === entry.user_id);
    if (result) byEntry.set(entry.id, { place: entry.place!, prizeMicros: BigInt(result.prize_micros) });
  });
  if (placed.length > 0) return byEntry;
  for (const result of results) {
    const own = entries.filter((entry) => entry.user_id === result.user_id);
    if (own.length === 1) byEntry.set(own[0].id, { place: result.place, prizeMicros: BigInt(result.prize_micros) });
  }
  return byEntry;
}

function lobbyTable(tournamentId: number, table: { id: number; seats: TableSeat[] }): LobbyTable {
  const stacks = table.seats.filter((seat) => !seat.busted).map((seat) => seat.stack);
  return {
    tableId: table.id,
    label: roomLabel(tournamentId, table.id),
    players: stacks.length,
    chips: stacks.reduce((sum, stack) => sum + stack, 0),
    biggestStack: stacks.length > 0 ? Math.max(...stacks) : 0,
    smallestStack: stacks.length > 0 ? Math.min(...stacks) : 0,
  };
}

/** What each paid place would win now: the director's structure for this many entries, split as the payout splits it. */
export function lobbyPayouts(row: TournamentRow, entries: number): WholePayouts {
  const structure = row.prize_structure?.length ? row.prize_structure : defaultPrizeStructure(entries);
  const money = prizeMoneyMicros(row);
  const split = splitPrizes(structure, money, Math.min(entries, paidPlacesOf(structure)));
  return {
    entries,
    prizeMoney: microsToNumber(money),
    currency: row.currency as TournamentCurrency,
    places: split.ok ? split.prizes.map((prize, index) => ({ place: index + 1, prize: microsToNumber(prize) })) : [],
  };
}
