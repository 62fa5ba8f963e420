import type { Queryable } from '../../src/db/database';
import type { Model } from './money-model-state';

/** A tournament `t`'s pool and players: the row's own part and its seat shards' (migration 029). */
const POOL_TOTAL = `(t.pool_micros + coalesce((SELECT sum(s.pool_micros) FROM tournament_seat_shards s WHERE s.tournament_id = t.id), 0))`;
const PLAYERS_TOTAL = `(t.players_count + coalesce((SELECT sum(s.players) FROM tournament_seat_shards s WHERE s.tournament_id = t.id), 0))::int`;

/** Limits the checks to some players and tournaments (a model run's own), so one run's failure cannot fail the next. */
export interface BooksScope {
  userIds: number[];
  tournamentIds: number[];
}

/**
 * The books, read straight from the database (not through the server's own audit), as violations:
 * an empty list means every invariant holds. Without a scope the whole database is checked.
 */
export async function moneyInvariantViolations(db: Queryable, scope?: BooksScope): Promise<string[]> {
  const violations: string[] = [];
  const report = (what: string, rows: unknown[]) => {
    if (rows.length > 0) violations.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
  };
  const users = scope ? idList(scope.userIds) : undefined;
  const tournaments = scope ? idList(scope.tournamentIds) : undefined;
  const inScope = (userColumn: string, tournamentColumn: string) =>
    scope ? `(${userColumn} IN (${users}) OR ${tournamentColumn} IN (${tournaments}))` : 'true';
  const accountInScope = (column: string) =>
    scope
      ? `${column} IN (${[...scope.userIds.map((id) => `'user:${id}'`), ...scope.tournamentIds.map((id) => `'tournament:${id}'`), "'none'"].join(', ')})`
      : 'true';

  if (!scope) {
    const total = await db.query<{ total: string }>('SELECT coalesce(sum(amount_micros), 0)::text AS total FROM ledger_entries');
    if (total.rows[0].total !== '0') violations.push(`ledger entries sum to ${total.rows[0].total}, not 0`);
  }

  // Each transaction: two entries, summing to zero, moving its amount between the accounts its kind names.
  report(
    'transactions whose entries do not match their kind, user and tournament',
    (
      await db.query(`
      SELECT t.id::text, t.kind FROM ledger_transactions t
      LEFT JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE ${inScope('t.user_id', 't.tournament_id')}
      GROUP BY t.id, t.kind, t.amount_micros, t.user_id, t.tournament_id
      HAVING count(e.id) <> 2 OR coalesce(sum(e.amount_micros), 1) <> 0
        OR count(*) FILTER (WHERE e.amount_micros = -t.amount_micros AND e.account = CASE t.kind
             WHEN 'deposit' THEN 'external:usdt' WHEN 'guarantee_overlay' THEN 'external:usdt'
             WHEN 'withdrawal' THEN 'user:' || t.user_id WHEN 'tournament_entry' THEN 'user:' || t.user_id
             ELSE 'tournament:' || t.tournament_id END) <> 1
        OR count(*) FILTER (WHERE e.amount_micros = t.amount_micros AND e.account = CASE t.kind
             WHEN 'withdrawal' THEN 'external:usdt' WHEN 'deposit' THEN 'user:' || t.user_id
             WHEN 'tournament_refund' THEN 'user:' || t.user_id WHEN 'prize' THEN 'user:' || t.user_id
             ELSE 'tournament:' || t.tournament_id END) <> 1`)
    ).rows,
  );

  // Cached balances equal the sums of their entries; no entry on an account that does not exist.
  report(
    'cached balances that differ from the ledger',
    (
      await db.query(`
      WITH sums AS (SELECT account, sum(amount_micros) AS balance FROM ledger_entries WHERE ${accountInScope('account')} GROUP BY account),
      stored AS (
        SELECT 'user:' || id AS account, balance_micros AS balance FROM users WHERE ${scope ? `id IN (${users})` : 'true'}
        UNION ALL SELECT 'tournament:' || id, ${POOL_TOTAL} FROM tournaments t WHERE ${scope ? `id IN (${tournaments})` : 'true'}
        UNION ALL SELECT 'external:usdt', (SELECT balance FROM sums WHERE account = 'external:usdt'))
      SELECT coalesce(stored.account, sums.account) AS account, stored.balance::text AS stored, sums.balance::text AS ledger
      FROM stored FULL JOIN sums ON sums.account = stored.account
      WHERE stored.account IS NULL OR coalesce(stored.balance, 0) <> coalesce(sums.balance, 0)`)
    ).rows,
  );

  report(
    'negative balances',
    (
      await db.query(`
      SELECT 'user:' || id AS account, balance_micros::text AS balance FROM users WHERE balance_micros < 0 ${scope ? `AND id IN (${users})` : ''}
      UNION ALL SELECT 'tournament:' || id, pool_micros::text FROM tournaments WHERE pool_micros < 0 ${scope ? `AND id IN (${tournaments})` : ''}
      UNION ALL SELECT 'tournament:' || tournament_id, pool_micros::text FROM tournament_seat_shards
        WHERE pool_micros < 0 ${scope ? `AND tournament_id IN (${tournaments})` : ''}`)
    ).rows,
  );

  if (!scope) {
    // What went out to the world and came in from it: external = withdrawals − deposits − guarantee top-ups.
    const flows = await db.query<{ external: string | null; expected: string | null }>(`
      SELECT (SELECT sum(amount_micros) FROM ledger_entries WHERE account = 'external:usdt')::text AS external,
             (SELECT sum(CASE kind WHEN 'withdrawal' THEN amount_micros ELSE -amount_micros END) FROM ledger_transactions
               WHERE kind IN ('deposit', 'withdrawal', 'guarantee_overlay'))::text AS expected`);
    if ((flows.rows[0].external ?? '0') !== (flows.rows[0].expected ?? '0')) violations.push(`external account ${JSON.stringify(flows.rows[0])}`);
  }

  // Tournament money is conserved: a pool holds the fees of its registrations (nothing once cancelled),
  // its seats count its registrations, and each (tournament, player) paid in net exactly what its row says.
  const tournamentInScope = scope ? `AND t.id IN (${tournaments})` : '';
  report(
    'pools or seats that differ from their registrations',
    (
      await db.query(`
      SELECT t.id, t.status, ${POOL_TOTAL}::text AS pool, coalesce(sum(r.entry_fee_micros), 0)::text AS fees,
             ${PLAYERS_TOTAL} AS players_count, count(r.user_id)::int AS registrations
      FROM tournaments t LEFT JOIN tournament_registrations r ON r.tournament_id = t.id
      WHERE t.paid_out_at IS NULL ${tournamentInScope}
      GROUP BY t.id
      HAVING ${POOL_TOTAL} <> CASE WHEN t.status = 'cancelled' THEN 0 ELSE coalesce(sum(r.entry_fee_micros), 0) END
          OR (t.status <> 'cancelled' AND ${PLAYERS_TOTAL} <> count(r.user_id)) OR ${PLAYERS_TOTAL} > t.max_players`)
    ).rows,
  );
  report(
    'registrations whose ledger does not show their fee exactly once',
    (
      await db.query(`
      WITH paid AS (
        SELECT tournament_id, user_id, sum(CASE kind WHEN 'tournament_entry' THEN amount_micros ELSE -amount_micros END) AS net
        FROM ledger_transactions WHERE kind IN ('tournament_entry', 'tournament_refund') GROUP BY tournament_id, user_id)
      SELECT t.id AS tournament_id, coalesce(r.user_id, paid.user_id) AS user_id, paid.net::text AS net, r.entry_fee_micros::text AS fee
      FROM paid FULL JOIN tournament_registrations r ON r.tournament_id = paid.tournament_id AND r.user_id = paid.user_id
      JOIN tournaments t ON t.id = coalesce(r.tournament_id, paid.tournament_id)
      WHERE t.paid_out_at IS NULL ${tournamentInScope}
        AND coalesce(paid.net, 0) <> CASE WHEN t.status = 'cancelled' THEN 0 ELSE coalesce(r.entry_fee_micros, 0) END`)
    ).rows,
  );
  return violations;
}

const idList = (ids: number[]) => (ids.length ? ids.map((id) => Math.trunc(id)).join(', ') : 'NULL');

/** Where the database differs from the model for this run's players and tournaments. */
export async function modelDifferences(db: Queryable, model: Model): Promise<string[]> {
  const differences: string[] = [];
  const userIds = idList(model.users.map((user) => user.id));
  const tournamentIds = idList(model.tournaments.map((tournament) => tournament.id));

  const balances = new Map(
    (await db.query<{ id: number; balance: string }>(`SELECT id, balance_micros::text AS balance FROM users WHERE id IN (${userIds})`)).rows.map(
      (row) => [row.id, row.balance],
    ),
  );
  const tallies = await db.query<{ user_id: number; kind: string; count: number; micros: string }>(
    `SELECT user_id, kind, count(*)::int AS count, sum(amount_micros)::text AS micros FROM ledger_transactions
     WHERE user_id IN (${userIds}) GROUP BY user_id, kind`,
  );
  const keys = await db.query<{ user_id: number; key: string; status_code: number | null }>(
    `SELECT user_id, key, status_code FROM idempotency_keys WHERE user_id IN (${userIds})`,
  );
  for (const user of model.users) {
    if (balances.get(user.id) !== user.balance.toString())
      differences.push(`user ${user.id} balance ${balances.get(user.id)}, model ${user.balance}`);
    const stored = Object.fromEntries(tallies.rows.filter((row) => row.user_id === user.id).map((row) => [row.kind, `${row.count}×${row.micros}`]));
    const modelled = Object.fromEntries(
      Object.entries(user.tally)
        .filter(([, tally]) => tally.count > 0)
        .map(([kind, tally]) => [kind, `${tally.count}×${tally.micros}`]),
    );
    if (JSON.stringify(sorted(stored)) !== JSON.stringify(sorted(modelled))) {
      differences.push(`user ${user.id} ledger ${JSON.stringify(stored)}, model ${JSON.stringify(modelled)}`);
    }
    const storedKeys = keys.rows.filter((row) => row.user_id === user.id).map((row) => `${row.key}:${row.status_code}`);
    const modelKeys = Object.entries(user.keys).map(([key, record]) => `${key}:${record.status}`);
    if (storedKeys.sort().join() !== modelKeys.sort().join()) differences.push(`user ${user.id} keys ${storedKeys}, model ${modelKeys}`);
  }

  const tournaments = new Map(
    (
      await db.query<{ id: number; pool: string; players_count: number; cancelled: boolean; deleted: boolean }>(
        `SELECT id, ${POOL_TOTAL}::text AS pool, ${PLAYERS_TOTAL} AS players_count, status = 'cancelled' AS cancelled,
                deleted_at IS NOT NULL AS deleted
         FROM tournaments t WHERE id IN (${tournamentIds})`,
      )
    ).rows.map((row) => [row.id, row]),
  );
  const registrations = await db.query<{ tournament_id: number; user_id: number; fee: string }>(
    `SELECT tournament_id, user_id, entry_fee_micros::text AS fee FROM tournament_registrations WHERE tournament_id IN (${tournamentIds})`,
  );
  for (const tournament of model.tournaments) {
    const row = tournaments.get(tournament.id);
    const expected = { pool: tournament.pool.toString(), cancelled: tournament.cancelled, deleted: tournament.deleted };
    const actual = row && { pool: row.pool, cancelled: row.cancelled, deleted: row.deleted };
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      differences.push(`tournament ${tournament.id} ${JSON.stringify(actual)}, model ${JSON.stringify(expected)}`);
    const storedRows = registrations.rows
      .filter((registration) => registration.tournament_id === tournament.id)
      .map((registration) => `${registration.user_id}:${registration.fee}`);
    const modelRows = Object.entries(tournament.registrations).map(([userId, fee]) => `${userId}:${fee}`);
    if (storedRows.sort().join() !== modelRows.sort().join()) {
      differences.push(`tournament ${tournament.id} registrations ${storedRows}, model ${modelRows}`);
    }
    if (!tournament.cancelled && row && row.players_count !== modelRows.length) {
      differences.push(`tournament ${tournament.id} players_count ${row.players_count}, model ${modelRows.length}`);
    }
  }
  return differences;
}

const sorted = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
