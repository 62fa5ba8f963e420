import type { TableRecord } from './tables.repository';

/** How often, at most, a tournament's followers are told that chips moved at its tables. */
export const LOBBY_CHIPS_INTERVAL_MS = 10_000;

export interface LobbyChipNotices {
  /** A change was committed at a table: once its hand is over, the tournament's chips have moved. */
  tableChanged(table: TableRecord): void;
  stop(): void;
}

/**
 * The tournament lobby shows each player's chips and each table's stacks (director/lobby.ts). Its followers read it
 * again on the tournament's room updates; the director sends those on seatings, busts and moves, and these notices
 * add one after hands end: at most one per tournament every `intervalMs`, the last one sent after the interval so
 * the chips of its final hands are never left out. `notify` must not throw (it logs its own failures).
 */
export function lobbyChipNotices(notify: (tournamentId: number) => Promise<void>, intervalMs = LOBBY_CHIPS_INTERVAL_MS): LobbyChipNotices {
  const pending = new Map<number, NodeJS.Timeout>();
  const lastSent = new Map<number, number>();
  return {
    tableChanged(table) {
      const id = table.tournamentId;
      if (table.hand.state.phase !== 'complete' || pending.has(id)) return;
      const wait = Math.max(0, (lastSent.get(id) ?? -Infinity) + intervalMs - Date.now());
      const timer = setTimeout(() => {
        pending.delete(id);
        lastSent.set(id, Date.now());
        void notify(id);
      }, wait);
      timer.unref();
      pending.set(id, timer);
    },
    stop() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
