import type { Queryable } from '../db/database';

export interface LeaseRequest {
  name: string;
  holder: string;
  /** The moment of the request; the lease runs until at + ttlMs. */
  at: Date;
  ttlMs: number;
}

/**
 * Takes or renews the lease on one job name in a single statement, so two processes asking at the same
 * moment cannot both win: the row is taken only when it is free, expired, or already ours.
 */
export async function acquireLease(db: Queryable, { name, holder, at, ttlMs }: LeaseRequest): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO job_leases (name, holder, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
       WHERE job_leases.expires_at <= $4 OR job_leases.holder = EXCLUDED.holder
     RETURNING holder`,
    [name, holder, new Date(at.getTime() + ttlMs), at],
  );
  return rows.length === 1;
}

/** Gives the lease up (on shutdown) so another process takes the job over at its next tick. */
export async function releaseLease(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query('DELETE FROM job_leases WHERE name = $1 AND holder = $2', [name, holder]);
}
