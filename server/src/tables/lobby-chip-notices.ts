import { coalescedCalls } from '../timers';
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
  const notices = coalescedCalls<number>(intervalMs, (tournamentId) => void notify(tournamentId));
  return {
    tableChanged(table) {
      if (table.hand.state.phase === 'complete') notices.schedule(table.tournamentId);
    },
    stop: () => notices.cancel(),
  };
}
