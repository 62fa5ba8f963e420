import type { Queryable } from '../db/database';
import type { Gateway } from './gateway';

/** One domain's share of a user's private state, e.g. `{ tables: [...] }` from the table runtime. */
export type UserSnapshotPart = (tx: Queryable, userId: number) => Promise<Record<string, unknown>>;

export interface UserChannel {
  /** Adds a domain's part to the `user:{id}` snapshot (read in the snapshot's transaction, with its seq). */
  addSnapshotPart(part: UserSnapshotPart): void;
}

/**
 * `user:{id}`: one user's private stream (hole cards travel on it), followed by that user only. Its snapshot is the
 * parts the domains add, merged into one object (`{}` while none adds any), so a client that reconnects or missed a
 * frame gets its private state back from the server, not from the next frame.
 */
export function registerUserChannel(gateway: Gateway): UserChannel {
  const parts: UserSnapshotPart[] = [];
  gateway.channel('user', {
    authorize: (userId, id) => userId === id,
    snapshot: async (tx, userId) => {
      const shares = [];
      // One after another: they read in one transaction (one connection).
      for (const part of parts) shares.push(await part(tx, userId));
      return Object.assign({}, ...shares) as Record<string, unknown>;
    },
  });
  return { addSnapshotPart: (part) => void parts.push(part) };
}
