import type { Queryable } from '../../src/db/database';

/** Every table a request could change, for "a refused attack changed nothing" checks. */
const TABLES = [
  'users',
  'tournaments',
  'tournament_registrations',
  'tournament_schedules',
  'tournament_results',
  'ledger_transactions',
  'ledger_entries',
  'idempotency_keys',
  'notifications',
  'rooms',
  'room_members',
  'room_monitoring',
  'hands',
  'hand_players',
  'admin_audit',
];

/** Per table: row count and the sum of every row's hash (all columns), so any change shows. */
export async function databaseFingerprint(db: Queryable): Promise<Record<string, string>> {
  const columns = TABLES.map((table) => `(SELECT count(*) || ':' || coalesce(sum(hashtext(r::text)::bigint), 0) FROM ${table} r) AS ${table}`);
  const { rows } = await db.query<Record<string, string>>(`SELECT ${columns.join(', ')}`);
  return rows[0];
}

/** The tables whose fingerprint differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((table) => after[table] !== before[table]);

/** Everything one user owns or holds (account, registrations, seats, rooms hosted, notifications, money, hands), as text. */
export async function userFootprint(db: Queryable, userId: number): Promise<Record<string, string | null>> {
  const { rows } = await db.query<Record<string, string | null>>(
    `SELECT
       (SELECT row_to_json(u)::text FROM users u WHERE id = $1) AS account,
       (SELECT json_agg(r ORDER BY tournament_id)::text FROM tournament_registrations r WHERE user_id = $1) AS registrations,
       (SELECT json_agg(m ORDER BY room_id)::text FROM room_members m WHERE user_id = $1) AS seats,
       (SELECT json_agg(r ORDER BY id)::text FROM rooms r WHERE created_by = $1) AS hosted_rooms,
       (SELECT json_agg(n ORDER BY id)::text FROM notifications n WHERE user_id = $1) AS notifications,
       (SELECT json_agg(l ORDER BY id)::text FROM ledger_transactions l WHERE user_id = $1) AS ledger,
       (SELECT json_agg(k ORDER BY key)::text FROM idempotency_keys k WHERE user_id = $1) AS idempotency_keys,
       (SELECT json_agg(h ORDER BY hand_id)::text FROM hand_players h WHERE user_id = $1) AS hands`,
    [userId],
  );
  return rows[0];
}
