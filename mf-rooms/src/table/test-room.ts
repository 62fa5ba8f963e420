import type { SessionUser } from 'shared-events';
import type { Room, RoomDetailResponse, RoomMember, TournamentDetail, TournamentRoomsResponse } from 'shared-events/contracts';

/** The room page tests' data: the signed-in player (id 7), the host (id 3) and the room they share in tournament 12. */
export const PLAYER: SessionUser = {
  id: 7,
  username: 'river_rat',
  email: 'ada@example.com',
  firstName: 'Ada',
  country: 'Malta',
  avatar: null,
  balance: 50,
  role: 'player',
  registeredTournamentIds: [12],
};

export const member = (id: number, username: string): RoomMember => ({ id, username, firstName: username, avatar: null });

export const HOST = member(3, 'flop_queen');
export const YOU = member(PLAYER.id, PLAYER.username);

export function testRoom(patch: Partial<Room> = {}): Room {
  const members = patch.members ?? [HOST, YOU];
  return {
    id: 5,
    roomId: '12-001',
    roomNumber: 1,
    tournamentId: 12,
    roomState: 'waiting',
    roomMembers: members.map((seated) => seated.id),
    members,
    maxMembers: 8,
    minMembers: 2,
    hasPassword: false,
    createdBy: HOST.id,
    createdDate: '2026-03-01T18:05:00.000Z',
    Tournament: { id: 12, name: 'Sunday Million' },
    creator: { id: HOST.id, firstName: 'Flo', username: HOST.username },
    ...patch,
  };
}

export function roomDetail(room: Room): RoomDetailResponse {
  return {
    ...room,
    room,
    tournament: {
      id: room.tournamentId,
      name: room.Tournament.name,
      status: 'running',
      dynamicStatus: 'running',
      startTime: '2026-03-01T18:00:00.000Z',
      endTime: '2026-03-01T20:00:00.000Z',
      currency: 'USDT',
    },
  };
}

export function roomsOf(...rooms: Room[]): TournamentRoomsResponse {
  return { tournamentId: 12, rooms, totalRegisteredPlayers: 6, totalRooms: rooms.length };
}

export function testTournament(state: TournamentDetail['Registrations'][number]['state'] = 'playing'): TournamentDetail {
  const registration = (user: RoomMember, registrationState: typeof state) => ({
    userId: user.id,
    registeredAt: '2026-02-20T10:00:00.000Z',
    state: registrationState,
    User: { id: user.id, username: user.username, avatar: null, country: 'Malta' },
  });
  return {
    id: 12,
    name: 'Sunday Million',
    gameType: 'NLH',
    entryFee: '25',
    entryFeeAmount: 25,
    buyIn: '$25.00',
    pool: 150,
    guaranteedPool: 0,
    prizePool: '$150.00',
    requiredBalance: 25,
    currency: 'USDT',
    startsAt: '2026-03-01T18:00:00.000Z',
    startTime: '2026-03-01T18:00:00.000Z',
    lateRegEndsAt: '2026-03-01T18:15:00.000Z',
    endsAt: '2026-03-01T20:00:00.000Z',
    status: 'running',
    dynamicStatus: 'running',
    duration: 2,
    durationHours: 2,
    durationMinutes: 120,
    lateRegMin: 15,
    players: 6,
    maxPlayers: 100,
    minPlayers: 2,
    isRegistered: true,
    startingStack: 10000,
    blindspeed: 600,
    theme: null,
    banner: null,
    prizeStructure: null,
    scheduleId: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    cancelledAt: null,
    Registrations: [registration(HOST, 'playing'), registration(YOU, state)],
  };
}
