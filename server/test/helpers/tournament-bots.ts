import { tableTimings } from '../../src/tables/table-timings';
import { legalActions, type PlayerAction } from 'poker-engine';
import { actAtTable } from '../../src/tables/table-actions';
import { actingSeat } from '../../src/tables/table-flow';
import { positionOfSeat } from '../../src/tables/table-model';
import { findTable, type TableRecord } from '../../src/tables/tables.repository';
import type { TestApp } from './test-app';

/**
 * Bots playing a whole tournament through the table runtime (issue #23): each acting seat decides through actAtTable
 * (what the `table:act` request runs), the tables' owner deals and times out on the test clock, and the director runs
 * after every round. `check` is called after each round with nothing in flight.
 */
export async function playTournament(
  t: TestApp,
  tournamentId: number,
  options: {
    random: () => number;
    check: (round: number) => Promise<void>;
    maxRounds?: number;
    onRound?: (round: number) => Promise<void>;
    /** Stops playing, before the payout, once this says the test has seen what it came for. */
    until?: () => boolean;
  },
): Promise<number> {
  const { random } = options;
  const director = t.server.director!;
  const runner = t.server.tableRunner!;
  for (let round = 1; round <= (options.maxRounds ?? 20_000); round += 1) {
    await options.onRound?.(round);
    const finished = await t.server.db.query<{ finished_at: Date | null; paid_out_at: Date | null }>(
      'SELECT finished_at, paid_out_at FROM tournaments WHERE id = $1',
      [tournamentId],
    );
    if (finished.rows[0].paid_out_at) return round;
    const tables = await playingTables(t, tournamentId);
    let acted = false;
    for (const table of tables) {
      const seat = actingSeat(table);
      if (!seat || table.hand.clock === null) continue;
      await actFor(t, table, seat.userId, choose(table, seat.seat, random));
      acted = true;
    }
    if (!acted) {
      const due = await nextDue(t, tournamentId);
      if (due !== null) t.clock.advance(Math.max(0, due - t.clock.now().getTime()) / 1000);
      else t.clock.advance(1);
      await runner.runDue();
    }
    await director.direct(tournamentId);
    await director.idle();
    await options.check(round);
    if (options.until?.()) return round;
  }
  throw new Error(`tournament ${tournamentId} did not finish in ${options.maxRounds ?? 20_000} rounds`);
}

/** The acting seat's decision, through the runtime's actAtTable (what `table:act` runs), on the table's last frame. */
export async function actFor(t: TestApp, table: TableRecord, userId: number, action: PlayerAction): Promise<void> {
  await actAtTable(t.server.db, {
    userId,
    actionId: crypto.randomUUID(),
    payload: {
      tableId: table.id,
      handNumber: table.hand.number,
      seq: table.channelSeq,
      action: action.type as 'fold',
      ...('amount' in action ? { amount: action.amount } : {}),
    },
    at: t.clock.now(),
    timings: defaults(t),
  });
}

const defaults = (t: TestApp) => tableTimings(t.server.services.config.tables);

export async function playingTables(t: TestApp, tournamentId: number): Promise<TableRecord[]> {
  const { rows } = await t.server.db.query<{ id: number }>(
    "SELECT id FROM poker_tables WHERE tournament_id = $1 AND status = 'playing' ORDER BY id",
    [tournamentId],
  );
  const tables: TableRecord[] = [];
  for (const { id } of rows) tables.push((await findTable(t.server.db, id))!);
  return tables;
}

async function nextDue(t: TestApp, tournamentId: number): Promise<number | null> {
  const { rows } = await t.server.db.query<{ due: Date | null }>(
    "SELECT min(due_at) AS due FROM poker_tables WHERE tournament_id = $1 AND status = 'playing'",
    [tournamentId],
  );
  return rows[0].due === null ? null : new Date(rows[0].due).getTime();
}

/** A loose-aggressive bot: often all in, so a field of 40 is down to one within a few hundred hands. */
function choose(table: TableRecord, seat: number, random: () => number): PlayerAction {
  const legal = legalActions(table.hand.state, positionOfSeat(table.hand, seat));
  const has = (type: string) => legal.find((action) => action.type === type);
  const draw = random();
  const raise = has('raise') ?? has('bet');
  if (raise && 'max' in raise && draw < 0.05) return { type: raise.type as 'raise', amount: raise.max };
  if (has('check') && draw < 0.85) return { type: 'check' };
  if (has('call') && draw < 0.45) return { type: 'call' };
  if (has('fold')) return { type: 'fold' };
  return { type: legal[0].type } as PlayerAction;
}
