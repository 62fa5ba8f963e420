/** Builders for the module's screen tests (never imported by application code). */
import type { SessionUser } from 'shared-events';
import type { Room, RoomStatsResponse, TournamentDetail, TournamentRegistrationView, TournamentRoomsResponse } from 'shared-events/contracts';
import { toastStore } from 'shared-ui';
import { tournamentFixture } from 'shared-events/testing';

export const player: SessionUser = {
  id: 7,
  username: 'river_rat',
  email: 'ada@example.com',
  firstName: 'Ada',
  country: 'Chad',
  avatar: null,
  balance: 100,
  role: 'player',
  registeredTournamentIds: [12],
};

const MINUTE = 60_000;

export function makeRoom(id: number, fields: Partial<Room> = {}): Room {
  const roomNumber = fields.roomNumber ?? id;
  const roomMembers = fields.roomMembers ?? [];
  return {
    id,
    roomId: `12-${String(id).padStart(3, '0')}`,
    roomNumber,
    tournamentId: 12,
    roomState: 'waiting',
    roomMembers,
    members: roomMembers.map((userId) => ({ id: userId, username: `player${userId}`, firstName: `First${userId}`, avatar: null })),
    maxMembers: 8,
    minMembers: 2,
    hasPassword: false,
    createdBy: roomMembers[0] ?? null,
    createdDate: new Date(Date.now() - 5 * MINUTE - 1000).toISOString(),
    Tournament: { id: 12, name: 'Sunday Major' },
    creator: roomMembers[0] ? { id: roomMembers[0], firstName: `First${roomMembers[0]}`, username: `player${roomMembers[0]}` } : null,
    ...fields,
  };
}

export function registration(userId: number, fields: Partial<TournamentRegistrationView> = {}): TournamentRegistrationView {
  return {
    userId,
    registeredAt: '2025-05-01T10:00:00.000Z',
    state: 'registered',
    User: { id: userId, username: `player${userId}`, avatar: null, country: 'Chad' },
    ...fields,
  };
}

export function makeTournament(fields: Partial<TournamentDetail> = {}): TournamentDetail {
  const startsAt = new Date(Date.now() - 30 * MINUTE).toISOString();
  return {
    ...tournamentFixture({
      id: 12,
      name: 'Sunday Major',
      pool: 140,
      prizePool: '$140.00',
      requiredBalance: 10,
      startsAt,
      startTime: startsAt,
      lateRegEndsAt: startsAt,
      endsAt: new Date(Date.now() + 90 * MINUTE).toISOString(),
      status: 'running',
      dynamicStatus: 'running',
      duration: 2,
      durationHours: 2,
      durationMinutes: 120,
      lateRegMin: 15,
      players: 14,
      isRegistered: true,
      startingStack: 10,
      createdAt: startsAt,
    }),
    Registrations: [registration(7), registration(8)],
    blindStructure: [
      { level: 1, smallBlind: 25, bigBlind: 50, ante: 0 },
      { level: 2, smallBlind: 50, bigBlind: 100, ante: 0 },
      { level: 3, smallBlind: 100, bigBlind: 200, ante: 200 },
      { level: 4, smallBlind: 150, bigBlind: 300, ante: 300 },
    ],
    ...fields,
  };
}

export function roomsResponse(rooms: Room[], tournamentId = 12): TournamentRoomsResponse {
  return { tournamentId, rooms, totalRegisteredPlayers: 2, totalRooms: rooms.length };
}

export function statsResponse(
  totals: Pick<RoomStatsResponse, 'totalRooms' | 'activeRooms' | 'totalPlayers' | 'averagePlayersPerRoom'>,
): RoomStatsResponse {
  const stats = { ...totals, rooms: [] };
  return { ...stats, stats, tournamentId: 12 };
}

/** The toasts shown so far, as [severity, message]. */
export function shownToasts(): [string, string][] {
  return toastStore.getState().toasts.map((toast) => [toast.severity, toast.message]);
}
