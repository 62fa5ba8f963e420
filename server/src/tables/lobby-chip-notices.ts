import type { TableRecord } from './tables.repository';

export interface LobbyChipNotices {
  /** A change was committed at a table: once its hand is over, the tournament's chips have moved. */
  tableChanged(table: TableRecord): void;
  stop(): void;
}

/**
 * The tournament lobby shows each player's chips and each table's stacks (director/lobby.ts). Its followers read it
 * again on the tournament's room updates; the director sends those on seatings, busts and moves, and these notices add
 * one after hands end: `intervalMs` after the first hand that ends while none is waiting, so one notice tells the
 * hands of the whole interval (at most one per tournament per interval, none left out). `notify` must not throw (it
 * logs its own failures).
 */
export function lobbyChipNotices(notify: (tournamentId: number) => Promise<void>, intervalMs: number): LobbyChipNotices {
  const pending = new Map<number, NodeJS.Timeout>();
  return {
    tableChanged(table) {
      const id = table.tournamentId;
      if (table.hand.state.phase !== 'complete' || pending.has(id)) return;
      const timer = setTimeout(() => {
        pending.delete(id);
        void notify(id);
      }, intervalMs);
      timer.unref();
      pending.set(id, timer);
    },
    stop() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
