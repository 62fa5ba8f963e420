import { randomInt } from 'node:crypto';
import { playClock, type ChannelFrame, type GameType } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { tournamentBlindStructure } from '../tournaments/blind-structure';
import { tournamentClockFacts, type ClockedRow } from '../tournaments/clock-facts';
import { takeEntriesToTable } from '../tournaments/entries.repository';
import { beginChange, commitChange, dueAt, handDealtPayload, settle } from './table-flow';
import { dealHand, newSeat, randomButtonSeat, TABLE_SEATS, type TableSeat } from './table-model';
import type { TableTimings } from '../config';
import { VARIANTS } from './table-variants';
import { commitDeal } from './table-deals';
import { findTable, insertTable, type TableRecord } from './tables.repository';

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
  const { rows: tournaments } = await tx.query<{ id: number; game_type: GameType } & ClockedRow>(
    `SELECT t.id, t.game_type, t.starting_stack, t.blind_speed_seconds, t.blind_structure, t.starts_at, t.break_minutes,
       t.paused_at, t.paused_ms
     FROM rooms r JOIN tournaments t ON t.id = r.tournament_id WHERE r.id = $1`,
    [roomId],
  );
  const tournament = tournaments[0];
  const userIds =
    players ??
    (
      await tx.query<{ user_id: number }>('SELECT user_id FROM room_members WHERE room_id = $1 ORDER BY joined_at, user_id LIMIT $2', [
        roomId,
        TABLE_SEATS,
      ])
    ).rows.map((member) => member.user_id);
  if (userIds.length < 2) return undefined;
  const structure = tournamentBlindStructure(tournament);
  const drawn = drawSeats(userIds.length);
  // The row must exist before entries point at it: written first with the players and no chips, then with their stacks.
  const placeholder = dealHand({
    seats: [newSeat(1, userIds[0], 1, 0), newSeat(2, userIds[1], 1, 0)],
    variant: VARIANTS[tournament.game_type],
    level: structure[0],
    number: 1,
    previous: null,
    firstButtonSeat: 1,
  });
  const base = {
    id: roomId,
    tournamentId: tournament.id,
    gameType: tournament.game_type,
    status: 'playing' as const,
    structure,
    levelSeconds: tournament.blind_speed_seconds,
    levelStartedAt: at,
    version: 1,
  };
  await insertTable(tx, { ...base, seats: userIds.map((userId, index) => newSeat(drawn[index], userId, 0, 0)), hand: placeholder }, at);
  const stacks = await takeEntriesToTable(
    tx,
    tournament.id,
    roomId,
    userIds.map((userId, index) => ({ userId, seat: drawn[index] })),
    tournament.starting_stack,
  );
  const seats: TableSeat[] = stacks
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
  // As stored, with the players' names and avatars.
  const record = (await findTable(tx, roomId))!;
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
  return { frames: await commitChange(change), dueAt: dueAt(record), table: record, directorDue: true };
}
