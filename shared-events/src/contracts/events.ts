/** Socket event names and payloads, shared by the server and the modules. Types and constants only. */
import type { Room } from './rooms';
import type { TableWatchersPayload } from './table';
import type { TournamentResultsPublishedPayload } from './results';
import type { TournamentRegistrationUpdatePayload } from './tournaments';
import type { TournamentDynamicStatus, TournamentStatus } from './tournament-clock';
import type { WalletCurrency } from './wallet';
import type { ChainDeposit, Withdrawal } from './payments';

export interface NotificationPayload {
  id: number;
  type: string;
  title: string;
  body: string;
  sendAt: string;
  readAt: string | null;
  isSent: boolean;
  data: { tournamentId?: number; reminderType?: ReminderType; [key: string]: unknown } | null;
}

export type ReminderType = '1day' | '1hour' | '15min' | 'start';

/** The `type` of a stored notification that is a tournament reminder (its data carries tournamentId and reminderType). */
export const TOURNAMENT_REMINDER_NOTIFICATION_TYPE = 'tournament_reminder';

/** The `type` of the notification a placed player gets when results are recorded (data: tournamentId, place, prize). */
export const TOURNAMENT_RESULTS_NOTIFICATION_TYPE = 'tournament_results';

export interface TournamentReminderPayload {
  tournamentId: number;
  tournamentName: string;
  timeLabel: string;
  message: string;
  type: ReminderType;
}

export interface TournamentEventPayload {
  tournamentId: number;
  [key: string]: unknown;
}

/** tournament:statusUpdate, tournament:started and tournament:ended, when the clock moves a tournament. */
export interface TournamentStatusUpdatePayload extends TournamentEventPayload {
  name: string;
  status: TournamentStatus;
  previousStatus: TournamentStatus;
  dynamicStatus: TournamentDynamicStatus;
}

export interface RoomsUpdatePayload {
  tournamentId: number;
  rooms: Room[];
  totalRegisteredPlayers: number;
  totalRooms: number;
}

/** To the user's own sockets after every committed change of their wallet balance (USDT, like newBalance). */
export interface WalletBalanceChangedPayload {
  balance: number;
  currency: WalletCurrency;
}

export interface SessionRevokedPayload {
  reason: 'password-changed' | 'suspended';
}

/**
 * Sent to a socket just before the server closes it because the same user opened more than `limit` connections
 * (the oldest go). The session itself stays valid; the client does not reconnect this socket on its own.
 */
export interface ConnectionReplacedPayload {
  reason: 'too-many-connections';
  limit: number;
}

/**
 * Sent to a socket just before the server closes it because it sent packets faster than `packetsPerSecond` on
 * average with bursts of `burst` (a flood, not a page). The session stays valid; the client does not reconnect
 * this socket on its own.
 */
export interface ConnectionThrottledPayload {
  reason: 'too-many-packets';
  packetsPerSecond: number;
  burst: number;
}

/**
 * The events of SPEC §7, as the modules receive them on the bus. The per-user ones come as socket events of these
 * names; the tournaments' come as frames of the versioned channels (TOURNAMENT_CHANNEL_EVENTS in realtime.ts), whose
 * `event` is one of these names and `data` its payload.
 */
export interface ServerToClientEvents {
  notification: (payload: NotificationPayload) => void;
  'tournament:notification': (payload: TournamentReminderPayload) => void;
  'tournament:statusUpdate': (payload: TournamentStatusUpdatePayload) => void;
  'tournament:registrationUpdate': (payload: TournamentRegistrationUpdatePayload) => void;
  'tournament:created': (payload: TournamentEventPayload) => void;
  'tournament:started': (payload: TournamentStatusUpdatePayload) => void;
  'tournament:reminder': (payload: TournamentReminderPayload) => void;
  'tournament:ended': (payload: TournamentStatusUpdatePayload) => void;
  'tournament:roomsUpdate': (payload: RoomsUpdatePayload) => void;
  /** A tournament's results were recorded and paid: every socket, so open lobbies and result dialogs can reload. */
  'tournament:resultsPublished': (payload: TournamentResultsPublishedPayload) => void;
  roomsUpdate: (payload: RoomsUpdatePayload) => void;
  /** How many watch a table, to its followers (sent outside the table channel's numbered frames). */
  'table:watchers': (payload: TableWatchersPayload) => void;
  /** Every token of the user was revoked (password change, suspension): each tab of that session logs out. */
  'session:revoked': (payload: SessionRevokedPayload) => void;
  'wallet:balanceChanged': (payload: WalletBalanceChangedPayload) => void;
  /** PAYMENTS=evm: a deposit to the player's address was seen, gained a confirmation, was credited or dropped. */
  'wallet:deposit': (payload: ChainDeposit) => void;
  /** PAYMENTS=evm: one of the player's withdrawals changed state. */
  'wallet:withdrawal': (payload: Withdrawal) => void;
  /** This socket is closed because newer ones of the same user took its place (see ConnectionReplacedPayload). */
  'connection:replaced': (payload: ConnectionReplacedPayload) => void;
  /** This socket is closed because it sent more packets than its budget (see ConnectionThrottledPayload). */
  'connection:throttled': (payload: ConnectionThrottledPayload) => void;
}
