import type { Queryable } from '../db/database';
import type { TableTimings } from '../config';
import type { TableOutcome } from './table-actions';
import { beginChange, commitChange, dueAt } from './table-flow';
import { publicFrame } from './table-frames';
import { handComplete } from './table-model';
import { findTable } from './tables.repository';

export interface PausedTable {
  tableId: number;
  outcome: TableOutcome<undefined>;
}

/**
 * An operator paused or resumed the tournament (director/tournament-pause.ts): in that transaction, after the
 * tournament's row, each of its playing tables is written again with the pause (so that any state of the table a
 * process keeps, being of an older version, is read again) and shows it at once; a hand in play goes on. A table
 * that waits for the resume (its hand over and nothing due: table-boundary.ts) is due at the resume: its owner deals
 * at once, as when a break ends (this process at once through the runner's noteDue; another at its next claim, which
 * reads the due time written here). Returns the outcomes to publish once the transaction has committed.
 */
export async function followTournamentPause(tx: Queryable, tournamentId: number, at: Date, timings: TableTimings): Promise<PausedTable[]> {
  const { rows } = await tx.query<{ id: number }>("SELECT id FROM poker_tables WHERE tournament_id = $1 AND status = 'playing' ORDER BY id", [
    tournamentId,
  ]);
  const outcomes: PausedTable[] = [];
  for (const { id } of rows) {
    const record = await findTable(tx, id, { lock: true });
    if (!record || record.status !== 'playing') continue;
    const change = beginChange(tx, record, at, timings);
    const { hand } = record;
    if (!record.pausedAt && handComplete(hand.state) && hand.nextHandAt === null) hand.nextHandAt = at.toISOString();
    change.events.push({ kind: record.pausedAt ? 'table:paused' : 'table:resumed', payload: { at: at.toISOString() } });
    change.frames.push(publicFrame(change));
    outcomes.push({ tableId: id, outcome: { result: undefined, frames: await commitChange(change), dueAt: dueAt(record), table: record } });
  }
  return outcomes;
}
