/** Rooms (game tables) API shapes, table rules and messages, shared by the server and the modules. */
import type { TournamentDynamicStatus, TournamentStatus } from './tournament-clock';

/** Table rules from the about text (SPEC §1, §9). */
export const ROOM_RULES = {
  maxMembers: 8,
  defaultMinMembers: 2,
  /** A table that is down to this many players (or fewer) breaks when the others have the seats. */
  disbandAt: 4,
  /** Minutes after the tournament start during which lobby players are seated automatically. */
  joinWindowMinutes: 15,
} as const;

/** Server texts the rooms screens show (SPEC §8), word for word where the spec has them. */
export const ROOM_MESSAGES = {
  notAccepting: 'This room is not accepting new members',
  full: 'This room is full',
  roomNotFound: 'Room not found',
  tournamentNotFound: 'Tournament not found',
  joined: 'Successfully joined room!',
  leftRoom: 'Left room successfully',
  leftTournament: 'Left tournament successfully',
  creationTriggered: 'Room creation triggered',
  gameStarted: 'Game started!',
  gameEnded: 'Game ended!',
  /** End Game in a running tournament: the table breaks between hands, its players moved with their chips. */
  tableBreaking: 'The table breaks after this hand: its players move to other tables with their chips.',
  roomCancelled: 'Room cancelled',
  roomCreated: 'Room created',
  incorrectPassword: 'Incorrect room password',
  invalidTransition: 'Invalid state transition',
} as const;

export type RoomState = 'waiting' | 'playing' | 'completed' | 'cancelled';

export interface RoomMember {
  id: number;
  username: string;
  firstName: string;
  avatar: string | null;
}

/** A room as every rooms endpoint and the roomsUpdate event show it (SPEC §3 Room). */
export interface Room {
  id: number;
  /** Label "{tournamentId}-{room id padded to 3}", e.g. "12-003" for room 3 (SPEC §9). */
  roomId: string;
  roomNumber: number;
  tournamentId: number;
  roomState: RoomState;
  /** User ids of the seated players, longest seated first. */
  roomMembers: number[];
  members: RoomMember[];
  maxMembers: number;
  minMembers: number;
  hasPassword: boolean;
  /** Present (always `true`) only when the room is protected; the password itself never leaves the server. */
  roomPassword?: true;
  /** The host: the only user who may change the room's state. Null for a room nobody hosts yet. */
  createdBy: number | null;
  createdDate: string;
  Tournament: { id: number; name: string };
  creator: { id: number; firstName: string; username: string } | null;
}

export interface RoomStatsEntry {
  id: number;
  roomId: string;
  playerCount: number;
  maxPlayers: number;
  state: RoomState;
}

export interface RoomStats {
  totalRooms: number;
  /** Rooms waiting or playing. */
  activeRooms: number;
  /** Players seated in active rooms. */
  totalPlayers: number;
  /** totalPlayers / activeRooms, one decimal (0 without active rooms). */
  averagePlayersPerRoom: number;
  rooms: RoomStatsEntry[];
}

/** GET /api/rooms/tournament/{id}; also the payload of `tournament:roomsUpdate` and `roomsUpdate`. */
export interface TournamentRoomsResponse {
  tournamentId: number;
  rooms: Room[];
  /** Registrations that have not left the tournament. */
  totalRegisteredPlayers: number;
  totalRooms: number;
}

export interface RoomSearchResponse {
  rooms: Room[];
}

/** GET /api/rooms/tournament/{id}/stats: the stats under `stats` and, for convenience, at the top level. */
export type RoomStatsResponse = RoomStats & { stats: RoomStats; tournamentId: number };

export interface RoomTournamentSummary {
  id: number;
  name: string;
  status: TournamentStatus;
  dynamicStatus: TournamentDynamicStatus;
  startTime: string;
  endTime: string;
  currency: string;
}

/** GET /api/rooms/{id}: the room's fields at the top level and under `room`, plus its tournament. */
export type RoomDetailResponse = Room & { room: Room; tournament: RoomTournamentSummary };

export interface JoinRoomRequest {
  password?: string;
}

export interface CreateRoomRequest {
  /** Optional room password (1–128 characters); stored as a scrypt hash. */
  password?: string;
}

export interface RoomResponse {
  message: string;
  room: Room;
}

export type RoomStateRequest = { roomState: RoomState };

export interface TriggerCreationResponse {
  message: string;
  rooms: Room[];
  /** Rooms created by this call. */
  created: number;
  /** Players seated from the lobby by this call. */
  seated: number;
}

export interface MonitoringResponse {
  message: string;
  tournamentId: number;
  monitoring: boolean;
}
