import { tournamentListCache } from '../../src/tournaments/tournament-list-cache';
import { findTournamentRow, insertTournament, type NewTournament } from '../../src/tournaments/tournaments.repository';
import type { TestApp } from './test-app';

export const usdt = (amount: number) => BigInt(Math.round(amount * 1_000_000));

let counter = 0;

/** A tournament through the real repository, starting `startsInMinutes` from the test clock's now (default 60). */
export async function createTournament(t: TestApp, overrides: Partial<NewTournament> & { startsInMinutes?: number } = {}): Promise<number> {
  counter += 1;
  const { startsInMinutes = 60, ...rest } = overrides;
  const row = await insertTournament(t.server.db, {
    name: `Api Tournament ${process.pid}-${counter}`,
    gameType: 'NLH',
    entryFeeMicros: usdt(10),
    maxPlayers: 100,
    startingStack: 50,
    startsAt: new Date(t.clock.now().getTime() + startsInMinutes * 60_000),
    createdAt: t.clock.now(),
    ...rest,
  });
  changedBehindTheApi(t);
  return row.id;
}

/** Tests that write tournaments directly stand in for another process: drop this process's cached list. */
export function changedBehindTheApi(t: TestApp): void {
  tournamentListCache(t.server.db).invalidate();
}

export async function balanceOf(t: TestApp, userId: number): Promise<bigint> {
  const { rows } = await t.server.db.query<{ balance_micros: string }>('SELECT balance_micros FROM users WHERE id = $1', [userId]);
  return BigInt(rows[0].balance_micros);
}

/** The tournament's pool and players as its readers see them: the row's part and its seat shards' together. */
export async function poolOf(t: TestApp, tournamentId: number): Promise<{ pool: bigint; players: number }> {
  const row = (await findTournamentRow(t.server.db, tournamentId, { includeDeleted: true }))!;
  return { pool: BigInt(row.pool_micros), players: row.players_count };
}

export async function ledgerKinds(t: TestApp, tournamentId: number): Promise<string[]> {
  const { rows } = await t.server.db.query<{ kind: string }>('SELECT kind FROM ledger_transactions WHERE tournament_id = $1 ORDER BY id', [
    tournamentId,
  ]);
  return rows.map((row) => row.kind);
}

export const registerPath = (id: number | string) => `/api/users/tournaments/${id}/register`;
