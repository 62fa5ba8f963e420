import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { errors } from '../errors';

/** `Idempotency-Key` header: 1–100 printable ASCII characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x20-\\x7E]{1,100}$';

export interface IdempotencyKey {
  userId: number;
  key: string;
  /** What makes two requests "the same": endpoint and normalised body. Stored as a hash. */
  request: string;
}

/** A decided answer, stored with the key so a retry gets exactly the same one. */
export interface DecidedResponse<Body> {
  statusCode: number;
  body: Body;
}

/**
 * Runs `operation` in one transaction; with a key, at most once per (user, key). The key row is inserted
 * first and the answer stored in the SAME transaction, so either both the effect and the answer are
 * committed or neither. On PostgreSQL a concurrent retry's insert waits on the primary key until the
 * first transaction ends, then finds its row and replays it; PGlite runs transactions one at a time.
 * The same key with a different request is refused (409) and changes nothing.
 */
export async function runIdempotent<Body>(
  db: Database,
  key: IdempotencyKey | undefined,
  at: Date,
  operation: (tx: Queryable) => Promise<DecidedResponse<Body>>,
): Promise<DecidedResponse<Body> & { replayed: boolean }> {
  if (!key) return { ...(await db.transaction(operation)), replayed: false };
  const requestHash = createHash('sha256').update(key.request).digest('hex');
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [key.userId, key.key, requestHash, at],
    );
    if (claimed.rows.length === 0) {
      const { rows } = await tx.query<{ request_hash: string; status_code: number; response: Body }>(
        'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [key.userId, key.key],
      );
      if (rows[0].request_hash !== requestHash) throw errors.idempotencyKeyReused();
      return { statusCode: rows[0].status_code, body: rows[0].response, replayed: true };
    }
    const decided = await operation(tx);
    await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4::text::jsonb WHERE user_id = $1 AND key = $2', [
      key.userId,
      key.key,
      decided.statusCode,
      JSON.stringify(decided.body),
    ]);
    return { ...decided, replayed: false };
  });
}
