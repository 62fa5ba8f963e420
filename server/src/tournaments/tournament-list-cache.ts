import type { Queryable } from '../db/database';
import { clockStatus, toSharedTournament, type ReaderFlags, type SharedTournament } from './tournament-dto';
import { readerRegistrations } from './registrations.repository';
import { listTournamentRows } from './tournaments.repository';

/** How long a list read from the database is served before reading again: other processes' changes show within it. */
export const LIST_TTL_MS = 1_000;
/** Finished (or cancelled) tournaments stay in the lobby list this long after their end. */
export const FINISHED_WINDOW_DAYS = 7;
const MAX_CACHED_USERS = 10_000;

interface CachedItem {
  shared: SharedTournament;
  /** JSON of the shared part without its closing brace: the per-request fields are appended to it. */
  jsonHead: string;
}

interface Snapshot<T> {
  version: number;
  loadedAt: number;
  clockAt: number;
  value: T;
}

/**
 * The lobby list is read far more often than it changes. The shared part is read once per TTL and kept
 * pre-serialised; what differs per request (the clock's status, the reader's isRegistered and canReEnter) is added when
 * answering. Every change this process makes bumps the version, so it shows on the very next read here;
 * changes by other processes show within LIST_TTL_MS.
 */
export class TournamentListCache {
  private version = 0;
  private list?: Snapshot<CachedItem[]>;
  private loading?: { version: number; promise: Promise<CachedItem[]> };
  private readonly registrations = new Map<number, Snapshot<Map<number, ReaderFlags>>>();

  /** `monotonicMs` measures the TTL in real elapsed time (injectable for tests). */
  constructor(private readonly monotonicMs: () => number = () => performance.now()) {}

  invalidate(): void {
    this.version += 1;
    this.list = undefined;
    this.registrations.clear();
  }

  async items(db: Queryable, now: Date): Promise<CachedItem[]> {
    if (this.list && this.fresh(this.list, now)) return this.list.value;
    const version = this.version;
    if (this.loading?.version !== version) {
      const promise = listTournamentRows(db, now, FINISHED_WINDOW_DAYS).then((rows) => {
        const value = rows.map(toCachedItem);
        if (this.version === version) this.list = { version, loadedAt: this.monotonicMs(), clockAt: now.getTime(), value };
        return value;
      });
      this.loading = { version, promise };
      const settled = () => {
        if (this.loading?.promise === promise) this.loading = undefined;
      };
      promise.then(settled, settled);
    }
    return this.loading.promise;
  }

  /** The reader's registrations by tournament id: one query per reader per TTL. */
  async readerFlags(db: Queryable, userId: number, now: Date): Promise<Map<number, ReaderFlags>> {
    const cached = this.registrations.get(userId);
    if (cached && this.fresh(cached, now)) return cached.value;
    const version = this.version;
    const value = await readerRegistrations(db, userId);
    if (this.version === version) {
      if (this.registrations.size >= MAX_CACHED_USERS) this.registrations.clear();
      this.registrations.set(userId, { version, loadedAt: this.monotonicMs(), clockAt: now.getTime(), value });
    }
    return value;
  }

  /** The answer body: the cached JSON heads with the status of `now` and the reader's registrations. */
  async serialize(db: Queryable, now: Date, userId?: number): Promise<string> {
    const [items, registered] = await Promise.all([
      this.items(db, now),
      userId === undefined ? Promise.resolve(undefined) : this.readerFlags(db, userId, now),
    ]);
    const parts = items.map(({ shared, jsonHead }) => {
      const { status, dynamicStatus } = clockStatus(shared, now);
      const reader = registered?.get(shared.id);
      return `${jsonHead},"status":"${status}","dynamicStatus":"${dynamicStatus}","isRegistered":${reader !== undefined},"canReEnter":${reader?.canReEnter === true}}`;
    });
    return `[${parts.join(',')}]`;
  }

  /** Fresh in wall time (other processes) and in the injected clock (tests move it; the list window follows it). */
  private fresh(snapshot: Snapshot<unknown>, now: Date): boolean {
    return (
      snapshot.version === this.version &&
      this.monotonicMs() - snapshot.loadedAt < LIST_TTL_MS &&
      Math.abs(now.getTime() - snapshot.clockAt) < LIST_TTL_MS
    );
  }
}

function toCachedItem(row: Parameters<typeof toSharedTournament>[0]): CachedItem {
  const shared = toSharedTournament(row);
  return { shared, jsonHead: JSON.stringify(shared).slice(0, -1) };
}

const caches = new WeakMap<object, TournamentListCache>();

/** One cache per database handle (per app), so whoever changes tournaments through it can invalidate it. */
export function tournamentListCache(db: object): TournamentListCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TournamentListCache()));
  return cache;
}
