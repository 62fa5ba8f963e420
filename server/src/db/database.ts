import { setTimeout as sleep } from 'node:timers/promises';
import { errors } from '../errors';

/** The one database interface over PGlite and PostgreSQL. int8 and numeric come back as strings on both. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction; commits when it resolves, rolls back when it throws.
   * Inside `fn` use only `tx`: on PGlite the outer handle waits for this transaction and deadlocks.
   *
   * `fn` may run more than once: a deadlock or serialization failure, or a `RetryTransaction` thrown by `fn`,
   * rolls back and runs it again (a few times, after a short random pause), so it must do database work only
   * (announce, mail and push after the commit). When every attempt conflicted, the caller gets the 409
   * `TRANSACTION_CONFLICT` answer, never a 500.
   *
   * Lock order. Every transaction that touches money or seats takes its row locks in this one order, so two of
   * them can wait for each other but never in a cycle:
   *   1. wallets: `users` rows, ascending id (`lockWallets` in wallet/ledger.ts), before anything else;
   *   2. tournaments: the tournament row (`findTournamentRow(…, { lock })`), ascending id if ever several; a
   *      registration or an unregistration takes it `FOR SHARE`, then one of its seat shards (seat-shards.repository.ts);
   *   3. rooms, ascending id (`lockRooms`, `lockActiveRooms`);
   *   4. then the rows under them: tournament_registrations, room_members, results, ledger rows.
   * Rows of `users`, `tournaments` and `rooms` are locked `FOR NO KEY UPDATE` (as an UPDATE of them does), never
   * `FOR UPDATE`: their ids never change and they are never deleted, and `FOR UPDATE` would also block the
   * foreign-key checks (`FOR KEY SHARE`) of every registration, seat and ledger row inserted under them; a
   * foreign-key check that later wanted a stronger lock on the same row was the registration deadlock of issue #13.
   * A transaction that learns which wallets it needs only from rows under a later lock (cancel: the paid
   * registrations) reads them first, locks those wallets, takes the later lock, reads again and throws
   * `RetryTransaction` if the set grew. An idempotency key row is claimed before step 1: only a retry of the
   * same request waits on it, and that retry holds nothing yet.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

export interface TransactionOptions {
  /**
   * REPEATABLE READ, READ ONLY: every statement sees the same snapshot (a channel's seq and its state read together).
   * Set as the transaction begins, in the statement that begins it.
   */
  readOnlySnapshot?: boolean;
}

/** The statement that sets a transaction's options, run as its first (null: none to set). */
export const transactionModeSql = (options: TransactionOptions | undefined): string | null =>
  options?.readOnlySnapshot ? 'ISOLATION LEVEL REPEATABLE READ, READ ONLY' : null;

/**
 * Work a change runs in its own transaction once it is made, given the row as it was (null: created) and as it is now;
 * the admin's audit trail is one. When it throws, the change rolls back with it.
 */
export type ChangeHook<Before, After = Before> = (tx: Queryable, before: Before, after: After) => Promise<void>;

/** PostgreSQL's unique_violation, with the constraint that fired (names are set in the migrations). */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}

/** Thrown inside a transaction whose rows to lock first changed before it could lock them: it runs again. */
export class RetryTransaction extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RetryTransaction';
  }
}

/** deadlock_detected or serialization_failure: PostgreSQL rolled the transaction back, and running it again is safe. */
export function isTransactionConflict(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === '40P01' || code === '40001' || error instanceof RetryTransaction;
}

/** How many times a conflicting transaction runs at most (the default of both implementations). */
export const TRANSACTION_ATTEMPTS = 5;

/**
 * Runs `attempt` (one whole transaction) until it does not conflict, at most `maxAttempts` times, pausing
 * 0–10 ms, 0–20 ms, 0–40 ms … (capped at 100 ms) in between so the transactions that collided spread out.
 */
export async function retryConflicts<T>(attempt: () => Promise<T>, maxAttempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
      if (run >= maxAttempts) throw errors.transactionConflict();
      await sleep(Math.random() * Math.min(100, 5 * 2 ** run));
    }
  }
}
