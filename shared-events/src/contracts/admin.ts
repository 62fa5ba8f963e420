/** The operator's back office (issue #26): the audit log of admin writes and the players. Types only. */

import type { Role } from './api';
import type { TournamentStatus } from './tournament-clock';
import type { TournamentRegistrationView } from './tournaments';
import type { WalletTransaction } from './wallet';

/** What an admin write did: one audit entry each. */
export type AdminAuditAction =
  | 'tournament.create'
  | 'tournament.update'
  | 'tournament.cancel'
  | 'tournament.delete'
  | 'tournament.results'
  | 'schedule.create'
  | 'schedule.deactivate'
  /** before and after: the TournamentSchedule. */
  | 'schedule.pause'
  | 'schedule.resume'
  /** before: the player's seat (tournament, table, seat, stack); after: the PlayerMove decided. */
  | 'tournament.movePlayer'
  /** before and after: the AdminTournament (its pausedAt and pausedMs). */
  | 'tournament.pause'
  | 'tournament.resume'
  | 'user.verifyEmail'
  /** before: the AdminPlayer; after: the AdminPlayer with the `reason` given (so for reinstate too). */
  | 'player.suspend'
  | 'player.reinstate'
  /** before: null; after: the stored banner's path, type and size. */
  | 'banner.upload'
  /** before and after: the AdminWithdrawal (after a reject: refunded, with the reason). */
  | 'withdrawal.approve'
  | 'withdrawal.reject'
  /** The rooms' automatic seating and balancing of a tournament (POST /api/rooms/tournament/:id/start-monitoring,
   * /stop-monitoring); before and after: the MonitoringResponse's { tournamentId, monitoring }. */
  | 'tournament.startMonitoring'
  | 'tournament.stopMonitoring'
  /** before: null; after: the HotWalletFunding recorded (its amount read from the chain). */
  | 'payments.recordFunding';

export type AdminAuditTargetType = 'tournament' | 'schedule' | 'user' | 'player' | 'banner' | 'withdrawal' | 'funding';

/** One admin write, recorded in the transaction of the change (append-only). */
export interface AdminAuditEntry {
  id: number;
  at: string;
  actor: { id: number; username: string };
  /** An AdminAuditAction. */
  action: string;
  /** An AdminAuditTargetType. */
  targetType: string;
  targetId: string | null;
  /** The target as the API showed it before the change (null when it was created), and after. */
  before: unknown;
  after: unknown;
  /** The client's address as the server saw it (the TCP peer: no proxy header is trusted). */
  ip: string | null;
}

/** GET /api/admin/audit?action=&actorId=&targetType=&targetId=&page=&pageSize=: newest first. */
export interface AdminAuditPage {
  entries: AdminAuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** An account as the back office lists it (admins too: `role` says which). Money in USDT, times ISO 8601. */
export interface AdminPlayer {
  id: number;
  username: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  country: string;
  createdAt: string;
  /** The wallet balance. */
  balance: number;
  /** Since when and why the account is suspended (it cannot log in), or null. */
  suspended: { at: string; reason: string } | null;
}

/** GET /api/admin/players?search=&page=&pageSize=: newest account first; `search` is a part of the username or e-mail, any case. */
export interface AdminPlayerPage {
  players: AdminPlayer[];
  total: number;
  page: number;
  pageSize: number;
}

/** One tournament the player registered in, and how it went for them. */
export interface AdminPlayerEntry {
  tournamentId: number;
  tournamentName: string;
  /** The tournament's status as the clock shows it now. */
  tournamentStatus: TournamentStatus;
  registeredAt: string;
  state: TournamentRegistrationView['state'];
  /** What the player's entries cost (re-entries included), USDT. */
  entryFee: number;
  /** The best place the player finished in (null: not placed, or not yet). */
  place: number | null;
  /** The prizes they won there, USDT. */
  prize: number;
}

/** GET /api/admin/players/:id: the account with every registration, newest first. */
export interface AdminPlayerDetail extends AdminPlayer {
  firstName: string;
  entries: AdminPlayerEntry[];
}

/**
 * One line of a player's ledger: the line of their own wallet history (`amount` signed from the wallet's side, +
 * credits it; the balance right after it), so the two never disagree.
 */
export type AdminLedgerEntry = WalletTransaction;

/** GET /api/admin/players/:id/ledger?page=&pageSize=: newest first; the amounts of every page sum to the balance. */
export interface AdminLedgerPage {
  entries: AdminLedgerEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/admin/players/:id/suspend and /reinstate (both answer the AdminPlayer after): why, 3 to 500 characters. */
export interface SuspendPlayerRequest {
  reason: string;
}
