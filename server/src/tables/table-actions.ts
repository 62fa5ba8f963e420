import type { ChannelFrame, TableActRequest } from 'shared-events/contracts';
import { applyAction, type PlayerAction } from 'poker-engine';
import type { Database } from '../db/database';
import { currentChannelSeq } from '../realtime/channels';
import { nextLevel } from './blind-structure';
import { privateFrames, publicFrame } from './table-frames';
import { dealHand, handComplete, playShowdown, positionOfSeat, seatsAfterHand } from './table-model';
import { refuseAt, tableRefusal } from './table-refusals';
import { handDealtPayload, VARIANTS } from './table-start';
import { appendEvents, findActionEvent, findTable, updateTable, type TableEvent, type TableRecord } from './tables.repository';

/** What an applied action answers (and a replay of its actionId answers again). */
export interface TableActResult {
  handNumber: number;
  /** The table channel's seq of the last frame the action sent: the view it led to. */
  seq: number;
}

function engineAction(request: TableActRequest): PlayerAction {
  if (request.action === 'bet' || request.action === 'raise') return { type: request.action, amount: request.amount ?? -1 };
  return { type: request.action };
}

/**
 * One player's decision, in one transaction with the table's row locked: a replayed actionId answers its first
 * result and changes nothing; otherwise the request must be for the current hand and the table's last frame
 * (else STALE_TABLE_STATE), the seat the user's and the turn theirs (NOT_YOUR_TURN), and the engine must accept
 * it (its refusal code and sentence pass through). The action is logged with its actionId; a completed hand is
 * settled and the next one dealt at the level in force (busted players out; one player left ends the game).
 * Returns the answer and the frames to send after the commit.
 */
export async function actAtTable(
  db: Database,
  request: { userId: number; actionId: string; payload: TableActRequest; at: Date },
): Promise<{ result: TableActResult; frames: ChannelFrame[] }> {
  const { userId, actionId, payload, at } = request;
  return db.transaction(async (tx) => {
    const record = await findTable(tx, payload.tableId, { lock: true });
    if (!record) throw refuseAt('TABLE_NOT_FOUND');
    const replayed = await findActionEvent(tx, record.id, actionId);
    if (replayed) return { result: (replayed.payload as { result: TableActResult }).result, frames: [] };
    if (record.status !== 'playing') throw refuseAt('TABLE_FINISHED');
    const seat = record.seats.find((s) => s.userId === userId);
    if (!seat) throw refuseAt('NOT_SEATED');
    const seenSeq = await currentChannelSeq(tx, `table:${record.id}`);
    if (payload.handNumber !== record.hand.number || payload.seq !== seenSeq) throw refuseAt('STALE_TABLE_STATE');
    const position = positionOfSeat(record.hand, seat.seat);
    const { state } = record.hand;
    if (position < 0 || state.phase !== 'betting' || state.actor !== position) throw refuseAt('NOT_YOUR_TURN');
    const outcome = applyAction(state, position, engineAction(payload));
    if (!outcome.ok) throw tableRefusal(outcome.code, outcome.reason);
    playShowdown(state);

    const events: TableEvent[] = [];
    const tableFrames: ChannelFrame[] = [];
    // Re-read: the engine moved the phase on (TypeScript still narrows it to 'betting').
    if (handComplete(state)) {
      record.seats = seatsAfterHand(record.seats, record.hand);
      // The completed hand (awards, shown cards) is a frame of its own before the next deal replaces it.
      tableFrames.push(await publicFrame(tx, record));
      events.push(...nextHandOrFinish(record, at));
    }
    tableFrames.push(await publicFrame(tx, record));
    const result: TableActResult = { handNumber: payload.handNumber, seq: tableFrames[tableFrames.length - 1].seq };
    const action: TableEvent = { kind: 'action', actionId, userId, payload: { seat: seat.seat, request: payload, result } };
    await appendEvents(tx, record.id, [action, ...events], at);
    await updateTable(tx, record, at);
    return { result, frames: [...tableFrames, ...(await privateFrames(tx, record))] };
  });
}

/** After a completed hand: the next hand at the level in force, or the table finished when one player has chips. */
function nextHandOrFinish(record: TableRecord, at: Date): TableEvent[] {
  const { hand } = record;
  const events: TableEvent[] = [{ kind: 'hand:completed', payload: { handNumber: hand.number, result: hand.state.result, seats: record.seats } }];
  const live = record.seats.filter((seat) => !seat.busted);
  if (live.length < 2) {
    record.status = 'finished';
    events.push({ kind: 'table:finished', payload: { winnerUserId: live[0]?.userId ?? null } });
    return events;
  }
  const { level, startedAt } = nextLevel(record.structure, record.levelSeconds, hand.level, record.levelStartedAt, at);
  record.levelStartedAt = startedAt;
  record.hand = dealHand({
    seats: record.seats,
    variant: VARIANTS[record.gameType],
    level,
    number: hand.number + 1,
    previous: hand.positions,
    firstButtonSeat: hand.positions.buttonSeat + 1,
  });
  events.push({ kind: 'hand:dealt', payload: handDealtPayload(record) });
  return events;
}
