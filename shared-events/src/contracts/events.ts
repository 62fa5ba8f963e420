/** Socket event names and payloads, shared by the server and the modules. Types and constants only. */
import type { SessionUser } from './api';
import type { Room } from './rooms';
import type { TournamentDynamicStatus, TournamentStatus } from './tournament-clock';

export const SOCKET_EVENTS = {
  notification: 'notification',
  tournamentNotification: 'tournament:notification',
  tournamentStatusUpdate: 'tournament:statusUpdate',
  tournamentRegistrationUpdate: 'tournament:registrationUpdate',
  tournamentCreated: 'tournament:created',
  tournamentStarted: 'tournament:started',
  tournamentReminder: 'tournament:reminder',
  tournamentEnded: 'tournament:ended',
  tournamentRoomsUpdate: 'tournament:roomsUpdate',
  roomsUpdate: 'roomsUpdate',
} as const;

export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS];

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

/** The acknowledgement of tournament:subscribe / tournament:unsubscribe (when the client asks for one). */
export type TournamentSubscriptionAck = { ok: true; tournamentId: number } | { ok: false; message: string };

export interface RoomsUpdatePayload {
  tournamentId: number;
  rooms: Room[];
  totalRegisteredPlayers: number;
  totalRooms: number;
}

/** Events the server emits to clients. */
export interface ServerToClientEvents {
  notification: (payload: NotificationPayload) => void;
  'tournament:notification': (payload: TournamentReminderPayload) => void;
  'tournament:statusUpdate': (payload: TournamentStatusUpdatePayload) => void;
  'tournament:registrationUpdate': (payload: TournamentEventPayload) => void;
  'tournament:created': (payload: TournamentEventPayload) => void;
  'tournament:started': (payload: TournamentStatusUpdatePayload) => void;
  'tournament:reminder': (payload: TournamentReminderPayload) => void;
  'tournament:ended': (payload: TournamentStatusUpdatePayload) => void;
  'tournament:roomsUpdate': (payload: RoomsUpdatePayload) => void;
  roomsUpdate: (payload: RoomsUpdatePayload) => void;
  'session:revoked': (payload: { reason: string }) => void;
}

/** Events clients may send; the server re-authorises each one. The ack is optional. */
export interface ClientToServerEvents {
  'tournament:subscribe': (tournamentId: number, ack?: (result: TournamentSubscriptionAck) => void) => void;
  'tournament:unsubscribe': (tournamentId: number, ack?: (result: TournamentSubscriptionAck) => void) => void;
}

/** Domain events modules publish on the in-page bus (never over the socket). */
export interface BusEvents {
  'session:changed': { user: SessionUser | null };
  'wallet:balanceChanged': { balance: number };
  'tournament:registered': { tournamentId: number };
  'tournament:unregistered': { tournamentId: number };
  'socket:connected': { id: string };
  'socket:disconnected': { reason: string };
}
