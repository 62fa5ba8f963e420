import { LOBBY_CACHE_MS } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { tournamentLobby } from './lobby';
import { searchableLobby, type SearchableLobby } from './lobby-page';

/** Past this many tournaments' lobbies the cache starts again (each is dropped a second later anyway). */
const MAX_CACHED_LOBBIES = 1_000;

interface Snapshot {
  /** When its computation began: nothing committed since then can be in it, so its age counts from there. */
  startedAt: number;
  clockAt: number;
  value: SearchableLobby;
}

/**
 * A big tournament's lobby is read by every player in it and every watcher, and computing it reads every entry. Here
 * it is computed once per tournament at a time (concurrent readers share that computation) and served for
 * LOBBY_CACHE_MS: whatever the number of readers, a process reads a tournament's lobby at most about once a second,
 * and each reader's page is cut from the copy (lobby-page.ts). Changes show within LOBBY_CACHE_MS.
 */
export class TournamentLobbyCache {
  private readonly snapshots = new Map<number, Snapshot>();
  private readonly loading = new Map<number, Promise<SearchableLobby>>();

  /** `monotonicMs` measures the TTL in real elapsed time (injectable for tests). */
  constructor(private readonly monotonicMs: () => number = () => performance.now()) {}

  /** The whole lobby of the tournament at `now` (rejects with tournamentNotFound, which is never kept). */
  lobby(db: Queryable, tournamentId: number, now: Date): Promise<SearchableLobby> {
    const cached = this.snapshots.get(tournamentId);
    if (cached && this.fresh(cached, now)) return Promise.resolve(cached.value);
    const pending = this.loading.get(tournamentId);
    if (pending) return pending;
    const startedAt = this.monotonicMs();
    const promise = tournamentLobby(db, tournamentId, now)
      .then((lobby) => {
        const value = searchableLobby(lobby);
        if (this.snapshots.size >= MAX_CACHED_LOBBIES) this.snapshots.clear();
        this.snapshots.set(tournamentId, { startedAt, clockAt: now.getTime(), value });
        return value;
      })
      .finally(() => this.loading.delete(tournamentId));
    this.loading.set(tournamentId, promise);
    return promise;
  }

  /** Fresh in wall time and in the injected clock (tests move it; the lobby's phase and blinds follow it). */
  private fresh(snapshot: Snapshot, now: Date): boolean {
    return this.monotonicMs() - snapshot.startedAt < LOBBY_CACHE_MS && Math.abs(now.getTime() - snapshot.clockAt) < LOBBY_CACHE_MS;
  }
}

const caches = new WeakMap<object, TournamentLobbyCache>();

/** One cache per database handle (per app), as the tournament list's (tournaments/tournament-list-cache.ts). */
export function tournamentLobbyCache(db: object): TournamentLobbyCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TournamentLobbyCache()));
  return cache;
}
