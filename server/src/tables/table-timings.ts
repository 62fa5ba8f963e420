/** How long things take at a table. All in milliseconds. */
export interface TableTimings {
  /** Each decision's own clock. */
  actionMs: number;
  /** Each player's time bank, full at the start of every blind level; it runs once the decision's clock is out. */
  timeBankMs: number;
  /** How long a completed hand stays on the table (its winners, shown cards) before the next deal. */
  handPauseMs: number;
  /** How long an owner's lease on a table lasts unrenewed: a dead owner's tables are taken over after about this. */
  leaseMs: number;
}

export const DEFAULT_TABLE_TIMINGS: TableTimings = { actionMs: 15_000, timeBankMs: 30_000, handPauseMs: 4_000, leaseMs: 5_000 };

/** Two timeouts in a row and the server sits the player out. */
export const TIMEOUTS_TO_SIT_OUT = 2;

export const tableTimings = (overrides: Partial<TableTimings> = {}): TableTimings => ({ ...DEFAULT_TABLE_TIMINGS, ...overrides });
