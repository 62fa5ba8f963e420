import type { Queryable } from '../../src/db/database';

/**
 * What a tournament played to the end must show (issue #23): places 1 to n with one winner, ties sharing a place and
 * skipping the ones they cover; prizes that sum to the pool, each paid once (one ledger 'prize' per player) and as the
 * results say; the pool account empty. Returns each paid player's prize, by user id.
 */
export async function expectPaidOut(
  db: Queryable,
  tournamentId: number,
  field: { entries: number; feeMicros: bigint },
): Promise<Map<number, bigint>> {
  const { rows: entries } = await db.query<{ user_id: number; place: number }>(
    'SELECT user_id, place FROM tournament_entries WHERE tournament_id = $1 ORDER BY place, id',
    [tournamentId],
  );
  expect(entries).toHaveLength(field.entries);
  expect(entries.filter((entry) => entry.place === 1)).toHaveLength(1);
  entries.forEach((entry, index) => {
    expect(entry.place).toBeGreaterThanOrEqual(1);
    expect(entry.place).toBeLessThanOrEqual(index + 1);
    if (index > 0 && entry.place !== entries[index - 1].place) expect(entry.place).toBe(index + 1);
  });

  const { rows: prizes } = await db.query<{ user_id: number; total: string; count: string }>(
    `SELECT user_id, sum(amount_micros)::text AS total, count(*)::text AS count FROM ledger_transactions
     WHERE kind = 'prize' AND tournament_id = $1 GROUP BY user_id`,
    [tournamentId],
  );
  expect(prizes.length).toBeGreaterThan(0);
  expect(prizes.reduce((sum, row) => sum + BigInt(row.total), 0n)).toBe(field.feeMicros * BigInt(field.entries));
  expect(prizes.filter((row) => row.count !== '1')).toEqual([]);
  const { rows: results } = await db.query<{ user_id: number; prize_micros: string }>(
    'SELECT user_id, prize_micros FROM tournament_results WHERE tournament_id = $1 ORDER BY place',
    [tournamentId],
  );
  expect(results).toHaveLength(field.entries);
  expect(results[0].user_id).toBe(entries[0].user_id);
  for (const prize of prizes) expect(results.find((row) => row.user_id === prize.user_id)?.prize_micros).toBe(prize.total);
  const { rows: pool } = await db.query<{ pool_micros: string }>('SELECT pool_micros FROM tournaments WHERE id = $1', [tournamentId]);
  expect(pool[0].pool_micros).toBe('0');
  return new Map(prizes.map((row) => [row.user_id, BigInt(row.total)]));
}
