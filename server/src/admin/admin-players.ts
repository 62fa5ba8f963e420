import type { AdminLedgerPage, AdminPlayer, AdminPlayerDetail, AdminPlayerEntry } from 'shared-events/contracts';
import { findUserById, type UserRow } from '../auth/users.repository';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';
import { errors } from '../errors';
import { microsToNumber } from '../money/micro-usdt';
import { clockStatusSql } from '../tournaments/tournament-search';
import { listWalletTransactions } from '../wallet/wallet.repository';

type PlayerRow = Pick<
  UserRow,
  'id' | 'username' | 'email' | 'email_verified_at' | 'role' | 'country' | 'created_at' | 'balance_micros' | 'suspended_at' | 'suspend_reason'
>;

/** The columns of PlayerRow: the list never reads a password hash. */
const PLAYER_COLUMNS = 'id, username, email, email_verified_at, role, country, created_at, balance_micros, suspended_at, suspend_reason';

export const toAdminPlayer = (row: PlayerRow): AdminPlayer => ({
  id: row.id,
  username: row.username,
  email: row.email,
  emailVerified: row.email_verified_at !== null,
  role: row.role,
  country: row.country,
  createdAt: row.created_at.toISOString(),
  balance: microsToNumber(row.balance_micros),
  suspended: row.suspended_at && { at: row.suspended_at.toISOString(), reason: row.suspend_reason! },
});

/** One page of every account whose username or e-mail holds `search` (any case; blank: every account), newest first. */
export async function searchPlayers(q: Queryable, search: string, window: PageWindow): Promise<{ players: AdminPlayer[]; total: number }> {
  const term = search.trim();
  // E-mails are stored lower-cased (users_email_lower).
  const from = term ? 'users WHERE strpos(lower(username), lower($1)) > 0 OR strpos(email, lower($1)) > 0' : 'users';
  const { rows, total } = await selectPage<PlayerRow>(
    q,
    { columns: PLAYER_COLUMNS, from, params: term ? [term] : [], orderBy: 'created_at DESC, id DESC' },
    window,
  );
  return { players: rows.map(toAdminPlayer), total };
}

interface EntryRow {
  tournament_id: number;
  tournament_name: string;
  tournament_status: AdminPlayerEntry['tournamentStatus'];
  registered_at: Date;
  state: AdminPlayerEntry['state'];
  entry_fee_micros: string;
  place: number | null;
  prize_micros: string;
}

/** The account with every tournament it registered in (newest first), its place there and what it won. */
export async function playerDetail(q: Queryable, playerId: number, at: Date): Promise<AdminPlayerDetail> {
  const user = await findUserById(q, playerId);
  if (!user) throw errors.playerNotFound();
  // A re-entry tournament may place a player once per entry: their best place, and every prize.
  const { rows } = await q.query<EntryRow>(
    `SELECT r.tournament_id, t.name AS tournament_name, ${clockStatusSql(at)} AS tournament_status, r.registered_at, r.state,
            r.entry_fee_micros::text AS entry_fee_micros, placed.place, coalesce(placed.prize, 0)::text AS prize_micros
     FROM tournament_registrations r
     JOIN tournaments t ON t.id = r.tournament_id
     CROSS JOIN LATERAL (
       SELECT min(place) AS place, sum(prize_micros) AS prize FROM tournament_results WHERE tournament_id = r.tournament_id AND user_id = r.user_id
     ) placed
     WHERE r.user_id = $1
     ORDER BY r.registered_at DESC, r.tournament_id DESC`,
    [playerId],
  );
  return {
    ...toAdminPlayer(user),
    firstName: user.first_name,
    entries: rows.map((row) => ({
      tournamentId: row.tournament_id,
      tournamentName: row.tournament_name,
      tournamentStatus: row.tournament_status,
      registeredAt: row.registered_at.toISOString(),
      state: row.state,
      entryFee: microsToNumber(row.entry_fee_micros),
      place: row.place,
      prize: microsToNumber(row.prize_micros),
    })),
  };
}

/** One page of the player's ledger, newest first: their wallet history, read as the player's own page reads it. */
export async function playerLedger(q: Queryable, playerId: number, window: PageWindow): Promise<Omit<AdminLedgerPage, 'page' | 'pageSize'>> {
  if (!(await findUserById(q, playerId))) throw errors.playerNotFound();
  const { rows, count } = await listWalletTransactions(q, playerId, window);
  return { entries: rows, total: count };
}
