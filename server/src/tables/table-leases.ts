import type { Queryable } from '../db/database';

/** A table this process owns: the epoch its lease was taken at (its writes are fenced by it) and when it is due. */
export interface OwnedTable {
  id: number;
  epoch: number;
  dueAt: Date | null;
}

/**
 * Renews every lease `holder` has on a playing table, and takes the leases of playing tables that have no owner yet
 * or whose owner's lease ran out (a dead process), each with a new epoch, up to this process's share. Leases live in
 * `table_leases` (migration 13), narrow rows apart from the tables', so renewing them never waits for a decision in
 * play. Two processes claiming at the same moment cannot both win a table: a new lease is one insert on the table's
 * key, a takeover locks the lease row (skipping one in use by the owner's work, which holds it FOR KEY SHARE) and checks
 * the expiry again on it.
 *
 * The share: each claim also says the process is alive until its leases expire (`table_runners`, migration 30), and
 * the processes alive divide the playing tables between them (rounded up), so a tournament's tables are spread over
 * every process rather than run by whichever looked first after the seating. A process over its share while another
 * runs two tables fewer (it has just started, or its tables broke) gives half the difference up: the other takes them
 * over, at a hand's boundary or mid-hand alike (the epoch fences the old owner). Returns every table `holder` owns now, with when each is due.
 */
export async function claimTables(q: Queryable, holder: string, at: Date, leaseMs: number, limit = 500): Promise<OwnedTable[]> {
  const expires = new Date(at.getTime() + leaseMs);
  // Only the tables still playing: a lease outlives its table's game, and counted here a process's finished tables
  // made it look at or over its share for ever (a 1,000-player tournament's last two tables stalled: the other
  // process gave its second table up at every claim, and this one, holding 62 finished tables' leases, never took it).
  const { rows: renewed } = await q.query<{ table_id: number; epoch: number }>(
    `UPDATE table_leases l SET expires_at = $2 FROM poker_tables p
     WHERE l.owner = $1 AND p.id = l.table_id AND p.status = 'playing' RETURNING l.table_id, l.epoch`,
    [holder, expires],
  );
  const load = await tableLoad(q, holder, at, expires);
  const mine = renewed.length;
  // Up to its share; and once at its share, the least loaded still takes any table left without an owner (tables
  // breaking shrink every share at once: a table started or given up then must still find an owner).
  const room = Math.min(limit, mine < load.share ? load.share - mine : mine <= load.leastOther ? limit : 0);
  // New tables in an order of each process's own, so each takes a mix of old and new ones (the newest break first).
  const { rows: taken } =
    room === 0
      ? { rows: [] }
      : await q.query<{ table_id: number; epoch: number }>(
          `INSERT INTO table_leases (table_id, owner, epoch, expires_at)
             SELECT p.id, $1, 1, $2 FROM poker_tables p
             WHERE p.status = 'playing' AND NOT EXISTS (SELECT 1 FROM table_leases l WHERE l.table_id = p.id)
             ORDER BY md5(p.id || $1) LIMIT $3
           ON CONFLICT (table_id) DO NOTHING
           RETURNING table_id, epoch`,
          [holder, expires, room],
        );
  const { rows: takenOver } =
    room - taken.length <= 0
      ? { rows: [] }
      : await q.query<{ table_id: number; epoch: number }>(
          `UPDATE table_leases l SET owner = $1, epoch = l.epoch + 1, expires_at = $2
           WHERE l.table_id IN (
             SELECT l2.table_id FROM table_leases l2 JOIN poker_tables p ON p.id = l2.table_id
             WHERE p.status = 'playing' AND l2.expires_at <= $3
             ORDER BY l2.table_id LIMIT $4 FOR UPDATE OF l2 SKIP LOCKED
           ) AND l.expires_at <= $3
           RETURNING l.table_id, l.epoch`,
          [holder, expires, at, room - taken.length],
        );
  const leases = [...renewed, ...taken, ...takenOver];
  if (leases.length === 0) return [];
  const { rows: tables } = await q.query<{ id: number; status: string; due_at: Date | string | null }>(
    'SELECT id, status, due_at FROM poker_tables WHERE id = ANY($1::int[])',
    [leases.map((lease) => lease.table_id)],
  );
  const byId = new Map(tables.map((table) => [table.id, table]));
  const owned = leases.flatMap((lease) => {
    const table = byId.get(lease.table_id);
    if (!table || table.status !== 'playing') return [];
    return [{ id: lease.table_id, epoch: lease.epoch, dueAt: table.due_at === null ? null : new Date(table.due_at) }];
  });
  // Over its share while another process runs two tables fewer or more (it has just started, or its tables broke):
  // half the difference goes to it, at most down to the share.
  const excess = Math.min(owned.length - load.share, Math.floor((owned.length - load.leastOther) / 2));
  if (excess <= 0) return owned;
  const given = new Set(await giveUp(q, holder, owned, excess));
  return owned.filter((table) => !given.has(table.id));
}

/**
 * Says `holder` is alive until `aliveUntil`, and returns its share of the playing tables (all of them divided by the
 * processes alive now, rounded up, at least one) and how many the least loaded other process alive runs (Infinity when
 * it is alone). A process that stopped renewing drops out of the count when its leases run out, so the survivors' shares
 * grow to take its tables over. Runners not seen for an hour are forgotten.
 */
async function tableLoad(q: Queryable, holder: string, at: Date, aliveUntil: Date): Promise<{ share: number; leastOther: number }> {
  await q.query(
    `INSERT INTO table_runners (holder, alive_until) VALUES ($1, $2)
     ON CONFLICT (holder) DO UPDATE SET alive_until = EXCLUDED.alive_until`,
    [holder, aliveUntil],
  );
  const { rows } = await q.query<{ playing: number; alive: number; least_other: number | null }>(
    `WITH forgotten AS (DELETE FROM table_runners WHERE alive_until < $1::timestamptz - interval '1 hour'),
     others AS (
       SELECT (SELECT count(*) FROM table_leases l JOIN poker_tables p ON p.id = l.table_id AND p.status = 'playing'
               WHERE l.owner = r.holder AND l.expires_at > $1)::int AS tables
       FROM table_runners r WHERE r.alive_until > $1 AND r.holder <> $2
     )
     SELECT (SELECT count(*)::int FROM poker_tables WHERE status = 'playing') AS playing,
            (SELECT count(*)::int FROM others) + 1 AS alive,
            (SELECT min(tables) FROM others) AS least_other`,
    [at, holder],
  );
  const { playing, alive, least_other } = rows[0];
  return { share: Math.max(1, Math.ceil(playing / alive)), leastOther: least_other ?? Infinity };
}

/**
 * Over its share: gives the leases of its `count` oldest tables up (expired at once, the epoch kept so the next owner's
 * is new; the director breaks the newest tables first, so the tables handed over last), but those whose work holds
 * them right now (FOR KEY SHARE: skipped, tried again at the next claim). Returns the tables given up.
 */
async function giveUp(q: Queryable, holder: string, owned: OwnedTable[], count: number): Promise<number[]> {
  const { rows } = await q.query<{ table_id: number }>(
    `UPDATE table_leases SET expires_at = '-infinity'
     WHERE table_id IN (
       SELECT table_id FROM table_leases WHERE owner = $1 AND table_id = ANY($2::int[])
       ORDER BY table_id LIMIT $3 FOR UPDATE SKIP LOCKED
     ) AND owner = $1
     RETURNING table_id`,
    [holder, owned.map((table) => table.id), count],
  );
  return rows.map((row) => row.table_id);
}

/** Gives up `holder`'s leases (on shutdown), so another process takes the tables over at its next claim. */
export async function releaseTables(q: Queryable, holder: string): Promise<void> {
  await q.query(`UPDATE table_leases SET expires_at = '-infinity' WHERE owner = $1`, [holder]);
}

/**
 * Inside the owner's work: holds its lease row (FOR KEY SHARE, until the work commits) while it is still `holder`'s at
 * `epoch`, so a takeover (FOR UPDATE) passes the table by until the work ends; false when the lease has moved on (the
 * work must write nothing). The owner's renewal (an UPDATE of the expiry, no key) does not wait for it: held FOR SHARE,
 * every renewal of a process's 700 leases waited for each of its tables' work in flight, and each table's work for the
 * renewal, the leases' fence taking 2,651 s of 80,629 transactions after a kill at 10,000 players.
 */
export async function holdLease(q: Queryable, tableId: number, owner: { holder: string; epoch: number }): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM table_leases WHERE table_id = $1 AND owner = $2 AND epoch = $3 FOR KEY SHARE', [
    tableId,
    owner.holder,
    owner.epoch,
  ]);
  return rows.length === 1;
}
