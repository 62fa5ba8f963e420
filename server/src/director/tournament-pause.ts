import type { Clock } from '../clock';
import type { TableTimings } from '../config';
import type { ChangeHook, Database } from '../db/database';
import { errors } from '../errors';
import type { Realtime } from '../realtime/realtime';
import { publishRoomsUpdate } from '../rooms/rooms-events';
import type { TableOutcome } from '../tables/table-actions';
import { followTournamentPause, type PausedTable } from '../tables/table-pause';
import { tournamentListCache } from '../tournaments/tournament-list-cache';
import { findTournamentRow, setPaused, type TournamentRow } from '../tournaments/tournaments.repository';

export interface PauseServices {
  db: Database;
  now: Clock;
  realtime: Realtime;
  /** The table runtime's clock lengths and its way to send a committed change (absent without the runtime). */
  tableRuntime?: { timings: TableTimings; publish: (tableId: number, outcome: TableOutcome<undefined>) => void };
  /** Told after a resume (the director's nudge): late entries the pause kept from a new table are seated at once. */
  tableDirectorHooks: readonly ((tournamentId: number) => void)[];
}

/**
 * An operator pauses a tournament in play (seated, not finished) between hands: the hands in play finish, then no
 * table deals until the resume, and the tournament's clock stands still (clock-facts.ts): levels, breaks, late
 * registration and the scheduled end all wait for it. Refused, changing nothing: not in play (409), already paused (409).
 */
export function pauseTournament(services: PauseServices, tournamentId: number, onPaused?: ChangeHook<TournamentRow>): Promise<TournamentRow> {
  return changePause(
    services,
    tournamentId,
    (row) => {
      if (row.seated_at === null || row.finished_at !== null || row.status === 'cancelled') throw errors.pauseNotInPlay();
      if (row.paused_at !== null) throw errors.tournamentAlreadyPaused();
    },
    true,
    onPaused,
  );
}

/**
 * Ends the pause: the clock goes on from where it stood (the pause's length added to the time paused), and every table
 * waiting for the resume deals at once. Refused, changing nothing, when the tournament is not paused (409).
 */
export function resumeTournament(services: PauseServices, tournamentId: number, onResumed?: ChangeHook<TournamentRow>): Promise<TournamentRow> {
  return changePause(
    services,
    tournamentId,
    (row) => {
      if (row.paused_at === null) throw errors.tournamentNotPaused();
    },
    false,
    onResumed,
  );
}

/**
 * One transaction under the tournament's row lock (as the director's passes take it, so no pass decides meanwhile):
 * the row, then its tables (table-pause.ts), then the audit; after the commit the tables' frames, the tournament's
 * channel (its lobby reads the tournament again) and, on a resume, the director.
 */
async function changePause(
  services: PauseServices,
  tournamentId: number,
  check: (row: TournamentRow) => void,
  pause: boolean,
  onChanged?: ChangeHook<TournamentRow>,
): Promise<TournamentRow> {
  const at = services.now();
  let tables: PausedTable[] = [];
  const row = await services.db.transaction(async (tx) => {
    tables = [];
    const current = await findTournamentRow(tx, tournamentId, { lock: 'FOR NO KEY UPDATE' });
    if (!current) throw errors.tournamentNotFound();
    check(current);
    const changed = await setPaused(tx, tournamentId, pause ? at : null, at);
    if (services.tableRuntime) tables = await followTournamentPause(tx, tournamentId, at, services.tableRuntime.timings);
    await onChanged?.(tx, current, changed);
    return changed;
  });
  for (const { tableId, outcome } of tables) services.tableRuntime!.publish(tableId, outcome);
  tournamentListCache(services.db).invalidate();
  if (!pause) services.tableDirectorHooks.forEach((hook) => hook(tournamentId));
  await publishRoomsUpdate(services, tournamentId).catch(() => {});
  return row;
}
