import type { Room, RoomDetailResponse, RoomMember, TournamentDetail, TournamentRoomsResponse } from 'shared-events/contracts';
import { makeRoom, makeTournament, player, registration, roomsResponse } from '../../test/room.fixtures';

/** The room page tests' data, on the module's builders: the signed-in player (id 7) and the host (id 3) share room 5. */
export const PLAYER = player;

export const member = (id: number, username: string): RoomMember => ({ id, username, firstName: username, avatar: null });

export const HOST = member(3, 'flop_queen');
export const YOU = member(PLAYER.id, PLAYER.username);

export function testRoom(patch: Partial<Room> = {}): Room {
  const members = patch.members ?? [HOST, YOU];
  return makeRoom(5, {
    roomId: '12-001',
    roomNumber: 1,
    members,
    roomMembers: members.map((seated) => seated.id),
    createdBy: HOST.id,
    Tournament: { id: 12, name: 'Sunday Million' },
    ...patch,
  });
}

export function roomDetail(room: Room): RoomDetailResponse {
  const { id, name, status, dynamicStatus, startTime, endsAt, currency } = testTournament();
  return { ...room, room, tournament: { id, name, status, dynamicStatus, startTime, endTime: endsAt, currency } };
}

export const roomsOf = (...rooms: Room[]): TournamentRoomsResponse => roomsResponse(rooms);

/** Tournament 12 with the host playing and the signed-in player in `state`. */
export function testTournament(state: TournamentDetail['Registrations'][number]['state'] = 'playing'): TournamentDetail {
  return makeTournament({
    name: 'Sunday Million',
    entryFee: '25',
    entryFeeAmount: 25,
    Registrations: [registration(HOST.id, { state: 'playing' }), registration(YOU.id, { state })],
  });
}
