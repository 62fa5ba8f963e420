import type { TableTimings } from '../config';

export const DEFAULT_TABLE_TIMINGS: TableTimings = {
  actionMs: 15_000,
  timeBankMs: 30_000,
  handPauseMs: 4_000,
  leaseMs: 5_000,
  lobbyChipsMs: 10_000,
};

/** Two timeouts in a row and the server sits the player out. */
export const TIMEOUTS_TO_SIT_OUT = 2;

export const tableTimings = (overrides: Partial<TableTimings> = {}): TableTimings => ({ ...DEFAULT_TABLE_TIMINGS, ...overrides });
