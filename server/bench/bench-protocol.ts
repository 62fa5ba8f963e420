import type { BenchFixtures } from './bench-fixtures';

/** bench.ts → bench-server.ts over the fork IPC channel. */
export type ParentMessage = { type: 'emit'; sequence: number } | { type: 'stop' };

/** bench-server.ts → bench.ts. */
export type ServerMessage = { type: 'ready'; url: string; fixtures: BenchFixtures } | { type: 'stopped' };

/** The payload the bench broadcasts: a tournament event stamped with its send time. */
export interface StampedEvent {
  sequence: number;
  sentAt: number;
}
