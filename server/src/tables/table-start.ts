import type { BlindLevel, ChannelFrame, GameType } from 'shared-events/contracts';
import type { Variant } from 'poker-engine';
import type { Queryable } from '../db/database';
import { defaultBlindStructure } from './blind-structure';
import { publicFrame, privateFrames } from './table-frames';
import { dealHand, randomButtonSeat, TABLE_SEATS, type TableSeat } from './table-model';
import { appendEvents, insertTable, type TableRecord } from './tables.repository';

/** The engine's name of each tournament game type. */
export const VARIANTS: Record<GameType, Variant> = { NLH: 'NLHE', PLO: 'PLO' };

/**
 * Opens the table of a room whose game just started, inside the transaction that moves the room to playing (the
 * caller holds the room's lock): one seat per member in join order, each with the tournament's starting stack,
 * the button at a seat drawn with the CSPRNG, and the first hand dealt at level 1. Returns the frames to send
 * once the transaction has committed.
 */
export async function startTable(tx: Queryable, roomId: number, at: Date): Promise<ChannelFrame[]> {
  const { rows: tournaments } = await tx.query<{
    id: number;
    game_type: GameType;
    starting_stack: number;
    blind_speed_seconds: number;
    blind_structure: BlindLevel[] | null;
  }>(
    `SELECT t.id, t.game_type, t.starting_stack, t.blind_speed_seconds, t.blind_structure
     FROM rooms r JOIN tournaments t ON t.id = r.tournament_id WHERE r.id = $1`,
    [roomId],
  );
  const tournament = tournaments[0];
  const { rows: members } = await tx.query<{ user_id: number }>(
    'SELECT user_id FROM room_members WHERE room_id = $1 ORDER BY joined_at, user_id LIMIT $2',
    [roomId, TABLE_SEATS],
  );
  const seats: TableSeat[] = members.map((member, index) => ({
    seat: index + 1,
    userId: member.user_id,
    stack: tournament.starting_stack,
    busted: false,
  }));
  // The tournament's own structure if an admin set one; else the default for its stack, kept with the table so
  // a later edit of the tournament never changes the blinds of a table in play.
  const structure = tournament.blind_structure ?? defaultBlindStructure(tournament.starting_stack);
  const hand = dealHand({
    seats,
    variant: VARIANTS[tournament.game_type],
    level: structure[0],
    number: 1,
    previous: null,
    firstButtonSeat: randomButtonSeat(seats),
  });
  const record: TableRecord = {
    id: roomId,
    tournamentId: tournament.id,
    gameType: tournament.game_type,
    status: 'playing',
    structure,
    levelSeconds: tournament.blind_speed_seconds,
    levelStartedAt: at,
    seats,
    hand,
    version: 1,
  };
  await insertTable(tx, record, at);
  await appendEvents(
    tx,
    record.id,
    [
      { kind: 'table:started', payload: { seats, structure, levelSeconds: record.levelSeconds } },
      { kind: 'hand:dealt', payload: handDealtPayload(record) },
    ],
    at,
  );
  return [await publicFrame(tx, record), ...(await privateFrames(tx, record))];
}

/** Enough to deal the hand again exactly: its number, level, positions and the engine's state with the deck. */
export function handDealtPayload(record: TableRecord) {
  const { number, level, positions, state } = record.hand;
  return { handNumber: number, level, positions, state };
}
