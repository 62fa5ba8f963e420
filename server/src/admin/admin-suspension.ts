import type { AdminPlayer } from 'shared-events/contracts';
import { endRevokedSockets } from '../auth/authenticate';
import { findUserById, reinstateUser, suspendUser, type UserRow } from '../auth/users.repository';
import type { Clock } from '../clock';
import type { ChangeHook, Database, Queryable } from '../db/database';
import { errors } from '../errors';
import type { Realtime } from '../realtime/realtime';
import { toAdminPlayer } from './admin-players';

export interface SuspensionServices {
  db: Database;
  now: Clock;
  realtime: Realtime;
  /** Sits the player out at every playing table they have a seat at (absent without the table runtime). */
  sitOutEverywhere?: (userId: number) => Promise<void>;
}

/** Changes the player's row in one transaction with it locked, refused (nothing written) by what `change` throws. */
async function changePlayer(
  db: Database,
  playerId: number,
  change: (tx: Queryable, row: UserRow) => Promise<UserRow>,
  onChanged?: ChangeHook<AdminPlayer>,
): Promise<AdminPlayer> {
  return db.transaction(async (tx) => {
    const row = await findUserById(tx, playerId, { lock: true });
    if (!row) throw errors.playerNotFound();
    const after = toAdminPlayer(await change(tx, row));
    await onChanged?.(tx, toAdminPlayer(row), after);
    return after;
  });
}

/**
 * Suspends a player: they cannot log in, and every token they hold stops working with the commit (token_version is
 * raised in its transaction). Then their sockets, in every process, are told and closed, and their seats sit out from
 * now. Refused, changing nothing: the admin themselves or another admin (403), a player already suspended (409).
 */
export async function suspendPlayer(
  services: SuspensionServices,
  request: { adminId: number; playerId: number; reason: string },
  onSuspended?: ChangeHook<AdminPlayer>,
): Promise<AdminPlayer> {
  const { adminId, playerId, reason } = request;
  const at = services.now();
  const player = await changePlayer(
    services.db,
    playerId,
    async (tx, row) => {
      if (row.id === adminId) throw errors.suspendSelf();
      if (row.role === 'admin') throw errors.suspendAdmin();
      if (row.suspended_at) throw errors.alreadySuspended();
      return suspendUser(tx, row.id, { at, reason });
    },
    onSuspended,
  );
  endRevokedSockets(services.realtime, playerId, 'suspended');
  await services.sitOutEverywhere?.(playerId);
  return player;
}

/**
 * Lifts a suspension: the player may log in again; their seats stay sitting out until they say they are back, as any
 * seat that sits out. Refused, changing nothing, when the player is not suspended (409).
 */
export async function reinstatePlayer(services: SuspensionServices, playerId: number, onReinstated?: ChangeHook<AdminPlayer>): Promise<AdminPlayer> {
  return changePlayer(
    services.db,
    playerId,
    async (tx, row) => {
      if (!row.suspended_at) throw errors.notSuspended();
      return reinstateUser(tx, row.id);
    },
    onReinstated,
  );
}
