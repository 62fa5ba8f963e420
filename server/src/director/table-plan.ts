/**
 * The director's table rules as pure functions (issue #23 items 2 and 4; TDA 2024 rules 10 and 11): seating at random
 * with tables as even as possible, breaking a table whose players fit into the other tables' empty seats (SPEC's
 * "a table disbands at 4 remaining" whenever the others have the seats), and balancing so that tables differ by at
 * most one player. `random(n)` draws an integer in [0, n) (the CSPRNG in production).
 */
import { ROOM_RULES } from 'shared-events/contracts';

export type Random = (n: number) => number;

/** A table as the director counts it: the seats taken (by players there or on their way) and reserved by moves. */
export interface PlanTable {
  id: number;
  /** Seat numbers taken or reserved. */
  taken: number[];
  /** The seat that would post the big blind next (a balancing arrival takes the worst position: just before it). */
  nextBigBlindSeat?: number;
  /** The seat that posted the big blind last (with it, where "before the big blind" lies). */
  lastBigBlindSeat?: number;
}

export const SEATS = ROOM_RULES.maxMembers;

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = random(index + 1);
    [out[index], out[other]] = [out[other], out[index]];
  }
  return out;
}

const freeSeats = (table: PlanTable): number[] =>
  Array.from({ length: SEATS }, (_, index) => index + 1).filter((seat) => !table.taken.includes(seat));

/** A free seat drawn at random. */
export function drawFreeSeat(table: PlanTable, random: Random): number {
  const free = freeSeats(table);
  if (free.length === 0) throw new Error(`table ${table.id} has no free seat`);
  return free[random(free.length)];
}

/**
 * The worst position for a player moved in to balance (TDA 10): a free seat between the last big blind and the next
 * (the newcomer posts the big blind at once), never the small blind's; else a seat drawn at random.
 */
export function worstFreeSeat(table: PlanTable, random: Random): number {
  const { lastBigBlindSeat: last, nextBigBlindSeat: next } = table;
  if (last !== undefined && next !== undefined) {
    for (let step = 1; step < SEATS; step += 1) {
      const seat = ((last - 1 + step) % SEATS) + 1;
      if (seat === next) break;
      if (!table.taken.includes(seat)) return seat;
    }
  }
  return drawFreeSeat(table, random);
}

/**
 * Seats `players` (in any order: they are drawn at random) at the existing tables' free seats and at as few new
 * tables as needed, so that every table ends within one player of the others where the existing tables allow it:
 * each player goes to the table with the fewest players (new tables are created up front). Returns, for each existing
 * table, the players and seats it receives, and the players of each new table with their seats.
 */
export function planSeating(
  players: readonly number[],
  tables: readonly PlanTable[],
  random: Random,
): { intoExisting: Map<number, { userId: number; seat: number }[]>; newTables: { userId: number; seat: number }[][] } {
  const total = tables.reduce((sum, table) => sum + table.taken.length, 0) + players.length;
  const tableCount = Math.max(tables.length, Math.ceil(total / SEATS));
  const working = [
    ...tables.map((table) => ({ table: { ...table, taken: [...table.taken] }, added: [] as { userId: number; seat: number }[] })),
    ...Array.from({ length: tableCount - tables.length }, (_, index) => ({
      table: { id: -1 - index, taken: [] as number[] },
      added: [] as { userId: number; seat: number }[],
    })),
  ];
  for (const userId of shuffle(players, random)) {
    const open = working.filter((entry) => entry.table.taken.length < SEATS);
    if (open.length === 0) throw new Error('no seat left for a player');
    const fewest = Math.min(...open.map((entry) => entry.table.taken.length));
    const candidates = open.filter((entry) => entry.table.taken.length === fewest);
    const target = candidates[random(candidates.length)];
    const seat = drawFreeSeat(target.table, random);
    target.table.taken.push(seat);
    target.added.push({ userId, seat });
  }
  const intoExisting = new Map<number, { userId: number; seat: number }[]>();
  for (const entry of working) if (entry.table.id > 0 && entry.added.length > 0) intoExisting.set(entry.table.id, entry.added);
  return { intoExisting, newTables: working.filter((entry) => entry.table.id < 0 && entry.added.length > 0).map((entry) => entry.added) };
}

export interface PlannedMove {
  fromTableId: number;
  toTableId: number;
  toSeat: number;
  reason: 'balance' | 'break';
}

/**
 * Breaks and balancing for the tables in play. A table breaks when its players fit into the other tables' empty seats
 * (the shortest first; of equals the newest): each of its players gets a seat reserved by random draw at the table
 * with the fewest players. Then, while the fullest table has two players more than the shortest, the fullest sends
 * one (its next big blind, chosen by the table) to the worst position at the shortest. `count` of a table is its
 * players there or on their way, less those it is already sending, plus those already coming.
 */
export function planMoves(tables: readonly (PlanTable & { count: number })[], random: Random): { breaks: number[]; moves: PlannedMove[] } {
  const live = tables.map((table) => ({ ...table, taken: [...table.taken] }));
  const moves: PlannedMove[] = [];
  const breaks: number[] = [];
  for (;;) {
    if (live.length < 2) break;
    const total = live.reduce((sum, table) => sum + table.count, 0);
    if (total > (live.length - 1) * SEATS) break;
    const breaking = [...live].sort((a, b) => a.count - b.count || b.id - a.id)[0];
    const room = live.filter((table) => table !== breaking).reduce((sum, table) => sum + freeSeats(table).length, 0);
    if (room < breaking.count) break;
    live.splice(live.indexOf(breaking), 1);
    breaks.push(breaking.id);
    for (let player = 0; player < breaking.count; player += 1) {
      // A seat a leaving player still holds is not free until they have gone.
      const open = live.filter((table) => table.count < SEATS && freeSeats(table).length > 0);
      if (open.length === 0) break;
      const target = open.reduce((best, table) => (table.count < best.count || (table.count === best.count && table.id < best.id) ? table : best));
      const seat = drawFreeSeat(target, random);
      target.taken.push(seat);
      target.count += 1;
      moves.push({ fromTableId: breaking.id, toTableId: target.id, toSeat: seat, reason: 'break' });
    }
  }
  for (;;) {
    if (live.length < 2) break;
    const fullest = live.reduce((best, table) => (table.count > best.count || (table.count === best.count && table.id < best.id) ? table : best));
    const shortest = live.reduce((best, table) => (table.count < best.count || (table.count === best.count && table.id > best.id) ? table : best));
    if (fullest.count - shortest.count < 2 || freeSeats(shortest).length === 0) break;
    const seat = worstFreeSeat(shortest, random);
    shortest.taken.push(seat);
    shortest.count += 1;
    fullest.count -= 1;
    moves.push({ fromTableId: fullest.id, toTableId: shortest.id, toSeat: seat, reason: 'balance' });
  }
  return { breaks, moves };
}
