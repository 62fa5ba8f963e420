import { randomInt } from 'node:crypto';
import { playClock, type ChannelFrame, type GameType } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { tournamentBlindStructure } from '../tournaments/blind-structure';
import { tournamentClockFacts, type ClockedRow } from '../tournaments/clock-facts';
import { takeEntriesToTables, type EntryStack } from '../tournaments/entries.repository';
import { beginChange, commitChange, dueAt, handDealtPayload, settle } from './table-flow';
import { dealHand, newSeat, randomButtonSeat, TABLE_SEATS, type TableSeat } from './table-model';
import type { TableTimings } from '../config';
import { VARIANTS } from './table-variants';
import { commitDeal } from './table-deals';
import { findTables, insertTables, type TableRecord } from './tables.repository';

export interface StartedTable {
  frames: ChannelFrame[];
  dueAt: Date | null;
  table: TableRecord;
  directorDue: boolean;
}

/** The seat numbers 1 to 8 in a random order drawn with the CSPRNG (GLI-19: random seat allocation). */
export function drawSeats(count: number): number[] {
  const seats = Array.from({ length: TABLE_SEATS }, (_, index) => index + 1);
  for (let index = seats.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [seats[index], seats[other]] = [seats[other], seats[index]];
  }
  return seats.slice(0, count);
}

/**
 * Opens the table of a room whose game starts, inside the transaction that moves the room to playing (the caller
 * holds the room's lock): the players (the room's members, longest seated first, unless given) take seats drawn at
 * random with their entries' stacks (the starting stack for an entry never seated: one stack per entry, never
 * created twice) and time banks; an entry that is busted or already at a table is not seated. The button goes to a
 * seat drawn with the CSPRNG and the first hand is dealt at the tournament's level in force, the first player's clock
 * running. The `absent` players (no connection) sit out from the first hand. Undefined when fewer than two players
 * could be seated (nothing written then). Returns the frames to send once the transaction has committed.
 */
export async function startTable(
  tx: Queryable,
  roomId: number,
  at: Date,
  timings: TableTimings,
  players?: number[],
  absent: ReadonlySet<number> = new Set(),
): Promise<StartedTable | undefined> {
  return (await startTables(tx, [{ roomId, players }], at, timings, absent)).get(roomId);
}

/** A room whose table starts: its players, or (none given) the room's members, longest seated first. */
export interface TableToStart {
  roomId: number;
  players?: number[];
}

/**
 * startTable for several rooms at once, as the director's seating opens a tournament's tables (1,250 at 10,000
 * players): each step is one statement for all of them (the tournaments, the members, the rows, the entries, the
 * records read back), then each table's first hand is written. By room; a room with fewer than two players to seat
 * has no entry.
 */
export async function startTables(
  tx: Queryable,
  starts: readonly TableToStart[],
  at: Date,
  timings: TableTimings,
  absent: ReadonlySet<number> = new Set(),
): Promise<Map<number, StartedTable>> {
  const started = new Map<number, StartedTable>();
  if (starts.length === 0) return started;
  const roomIds = starts.map((start) => start.roomId);
  const { rows: tournaments } = await tx.query<{ room_id: number; id: number; game_type: GameType } & ClockedRow>(
    `SELECT r.id AS room_id, t.id, t.game_type, t.starting_stack, t.blind_speed_seconds, t.blind_structure, t.starts_at,
       t.break_minutes, t.paused_at, t.paused_ms
     FROM rooms r JOIN tournaments t ON t.id = r.tournament_id WHERE r.id = ANY($1::int[])`,
    [roomIds],
  );
  const tournamentOf = new Map(tournaments.map((tournament) => [tournament.room_id, tournament]));
  const members = await membersOf(
    tx,
    starts.filter((start) => !start.players).map((start) => start.roomId),
  );
  const opening = starts
    .map(({ roomId, players }) => ({ roomId, userIds: players ?? members.get(roomId) ?? [], tournament: tournamentOf.get(roomId)! }))
    .filter(({ userIds, tournament }) => userIds.length >= 2 && tournament !== undefined)
    .map((table) => ({ ...table, drawn: drawSeats(table.userIds.length), structure: tournamentBlindStructure(table.tournament) }));
  // The rows must exist before entries point at them: written first with the players and no chips, then with their stacks.
  await insertTables(
    tx,
    opening.map(({ roomId, userIds, tournament, drawn, structure }) => ({
      id: roomId,
      tournamentId: tournament.id,
      gameType: tournament.game_type,
      status: 'playing' as const,
      structure,
      levelSeconds: tournament.blind_speed_seconds,
      levelStartedAt: at,
      version: 1,
      seats: userIds.map((userId, index) => newSeat(drawn[index], userId, 0, 0)),
      hand: dealHand({
        seats: [newSeat(1, userIds[0], 1, 0), newSeat(2, userIds[1], 1, 0)],
        variant: VARIANTS[tournament.game_type],
        level: structure[0],
        number: 1,
        previous: null,
        firstButtonSeat: 1,
      }),
    })),
    at,
  );
  const stacks: (EntryStack & { tableId: number })[] = [];
  for (const tournamentId of new Set(opening.map((table) => table.tournament.id))) {
    const tables = opening.filter((table) => table.tournament.id === tournamentId);
    stacks.push(
      ...(await takeEntriesToTables(
        tx,
        tournamentId,
        tables.flatMap(({ roomId, userIds, drawn }) => userIds.map((userId, index) => ({ tableId: roomId, userId, seat: drawn[index] }))),
        tables[0].tournament.starting_stack,
      )),
    );
  }
  // As stored, with the players' names and avatars.
  const records = await findTables(
    tx,
    opening.map((table) => table.roomId),
  );
  for (const { roomId, userIds, tournament, drawn, structure } of opening) {
    const seats: TableSeat[] = stacks
      .filter((entry) => entry.tableId === roomId)
      .map((entry) => {
        const seat = newSeat(drawn[userIds.indexOf(entry.userId)], entry.userId, entry.stack, entry.timeBankMs ?? timings.timeBankMs);
        seat.entryId = entry.entryId;
        // A player with no connection when the table starts is dealt in sitting out (blinds posted, cards folded)
        // until they come and press I'm back, as on every major site: no clock runs for them.
        seat.sittingOut = entry.sittingOut || absent.has(entry.userId);
        seat.connected = !absent.has(entry.userId);
        return seat;
      })
      .sort((a, b) => a.seat - b.seat);
    if (seats.length < 2) throw new Error(`table ${roomId}: fewer than two of its players may be seated`);
    const { level } = playClock(tournamentClockFacts(tournament, at), at);
    const hand = dealHand({
      seats,
      variant: VARIANTS[tournament.game_type],
      level,
      number: 1,
      previous: null,
      firstButtonSeat: randomButtonSeat(seats),
      // Nobody could see a commitment before the table existed: the first hand is dealt with the server's seed alone.
      pending: commitDeal(roomId, 1),
    });
    hand.dealtAt = at.toISOString();
    const record = records.get(roomId)!;
    record.seats = seats;
    record.hand = hand;
    if (record.handForHandRound !== null) record.hand.round = record.handForHandRound;
    // Nobody has seen this table yet: every player gets their first private view, and its log from the start.
    const change = { ...beginChange(tx, record, at, timings), privateBefore: new Map<string, string>(), logMark: null };
    change.events.push(
      { kind: 'table:started', payload: { seats, structure, levelSeconds: tournament.blind_speed_seconds } },
      { kind: 'hand:dealt', payload: handDealtPayload(record) },
    );
    change.directorDue = true;
    await settle(change);
    started.set(roomId, { frames: await commitChange(change), dueAt: dueAt(record), table: record, directorDue: true });
  }
  return started;
}

/** The first TABLE_SEATS members of each room, longest seated first. */
async function membersOf(tx: Queryable, roomIds: readonly number[]): Promise<Map<number, number[]>> {
  const members = new Map<number, number[]>();
  if (roomIds.length === 0) return members;
  const { rows } = await tx.query<{ room_id: number; user_id: number }>(
    `SELECT room_id, user_id FROM (
       SELECT room_id, user_id, joined_at, row_number() OVER (PARTITION BY room_id ORDER BY joined_at, user_id) AS place
       FROM room_members WHERE room_id = ANY($1::int[])
     ) m WHERE place <= $2 ORDER BY room_id, joined_at, user_id`,
    [roomIds, TABLE_SEATS],
  );
  for (const { room_id: roomId, user_id: userId } of rows) members.set(roomId, [...(members.get(roomId) ?? []), userId]);
  return members;
}
