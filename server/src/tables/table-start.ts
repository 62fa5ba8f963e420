import type { BlindLevel, ChannelFrame, GameType } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { tournamentBlindStructure } from '../tournaments/blind-structure';
import { beginChange, commitChange, dueAt, handDealtPayload, settle } from './table-flow';
import { dealHand, newSeat, randomButtonSeat, TABLE_SEATS } from './table-model';
import type { TableTimings } from '../config';
import { VARIANTS } from './table-variants';
import { findTable, insertTable, type TableRecord } from './tables.repository';

/**
 * Opens the table of a room whose game just started, inside the transaction that moves the room to playing (the
 * caller holds the room's lock): one seat per member in join order, each with the tournament's starting stack and
 * a full time bank, the button at a seat drawn with the CSPRNG, and the first hand dealt at level 1 with the first
 * player's clock running. Returns the frames to send once the transaction has committed.
 */
export async function startTable(
  tx: Queryable,
  roomId: number,
  at: Date,
  timings: TableTimings,
): Promise<{ frames: ChannelFrame[]; dueAt: Date | null; table: TableRecord }> {
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
  const seats = members.map((member, index) => newSeat(index + 1, member.user_id, tournament.starting_stack, timings.timeBankMs));
  const structure = tournamentBlindStructure(tournament);
  const hand = dealHand({
    seats,
    variant: VARIANTS[tournament.game_type],
    level: structure[0],
    number: 1,
    previous: null,
    firstButtonSeat: randomButtonSeat(seats),
  });
  await insertTable(
    tx,
    {
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
    },
    at,
  );
  // As stored, with the players' names and avatars.
  const record = (await findTable(tx, roomId))!;
  // Nobody has seen this table yet: every player gets their first private view.
  const change = { ...beginChange(tx, record, at, timings), privateBefore: new Map<string, string>() };
  change.events.push(
    { kind: 'table:started', payload: { seats, structure, levelSeconds: tournament.blind_speed_seconds } },
    { kind: 'hand:dealt', payload: handDealtPayload(record) },
  );
  await settle(change);
  return { frames: await commitChange(change), dueAt: dueAt(record), table: record };
}
