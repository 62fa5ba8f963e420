import type { Queryable } from '../../src/db/database';

/** The wallet balance as stored, in micro-USDT (an exact string). */
export async function storedBalanceMicros(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ balance_micros: string }>('SELECT balance_micros FROM users WHERE id = $1', [userId]);
  return rows[0].balance_micros;
}
