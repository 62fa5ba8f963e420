import type { Room, RoomMember, RoomState, RoomStats, TournamentRoomsResponse } from 'shared-events/contracts';
import type { Queryable } from '../db/database';
import { countActiveRegistrations, type RoomRow } from './rooms.repository';

/** Most rooms one search answers. */
export const SEARCH_LIMIT = 100;

/** "{tournamentId}-{room id padded to 3}" (SPEC §2 game stage, §9 room label). */
export const roomLabel = (tournamentId: number, id: number) => `${tournamentId}-${String(id).padStart(3, '0')}`;

const LABEL_SQL = `r.tournament_id || '-' || lpad(r.id::text, greatest(3, length(r.id::text)), '0')`;

type RoomViewRow = Pick<
  RoomRow,
  'id' | 'tournament_id' | 'room_number' | 'room_state' | 'max_members' | 'min_members' | 'created_by' | 'created_at'
> & {
  has_password: boolean;
  tournament_name: string;
  creator_first_name: string | null;
  creator_username: string | null;
};

export type RoomFilter = { roomId: number } | { tournamentId: number } | { searchTerm: string; tournamentId?: number };

/** `%term%` for ILIKE with the term's own wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereClause(filter: RoomFilter): { sql: string; params: unknown[] } {
  if ('roomId' in filter) return { sql: 'r.id = $1', params: [filter.roomId] };
  if (!('searchTerm' in filter)) return { sql: 'r.tournament_id = $1', params: [filter.tournamentId] };
  const term = filter.searchTerm.trim();
  const inTournament = '($1::int IS NULL OR r.tournament_id = $1)';
  if (!term) return { sql: inTournament, params: [filter.tournamentId ?? null] };
  return {
    sql: `${inTournament} AND (t.name ILIKE $2 OR ${LABEL_SQL} ILIKE $2 OR r.id::text = $3)`,
    params: [filter.tournamentId ?? null, containing(term), term],
  };
}

/** Rooms as the API shows them, in tournament and room-number order (rooms of deleted tournaments never). */
export async function loadRooms(q: Queryable, filter: RoomFilter): Promise<Room[]> {
  const where = whereClause(filter);
  const { rows } = await q.query<RoomViewRow>(
    `SELECT r.id, r.tournament_id, r.room_number, r.room_state, r.max_members, r.min_members, r.created_by, r.created_at,
            r.password_hash IS NOT NULL AS has_password, t.name AS tournament_name,
            u.first_name AS creator_first_name, u.username AS creator_username
     FROM rooms r JOIN tournaments t ON t.id = r.tournament_id AND t.deleted_at IS NULL
     LEFT JOIN users u ON u.id = r.created_by
     WHERE ${where.sql} ORDER BY r.tournament_id, r.room_number${'searchTerm' in filter ? ` LIMIT ${SEARCH_LIMIT}` : ''}`,
    where.params,
  );
  const members = await loadMembers(
    q,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRoom(row, members.get(row.id) ?? []));
}

async function loadMembers(q: Queryable, roomIds: number[]): Promise<Map<number, RoomMember[]>> {
  const byRoom = new Map<number, RoomMember[]>();
  if (roomIds.length === 0) return byRoom;
  const { rows } = await q.query<{ room_id: number; id: number; username: string; first_name: string; avatar: string | null }>(
    `SELECT m.room_id, u.id, u.username, u.first_name, u.avatar FROM room_members m JOIN users u ON u.id = m.user_id
     WHERE m.room_id = ANY($1::int[]) ORDER BY m.room_id, m.joined_at, m.user_id`,
    [roomIds],
  );
  for (const row of rows) {
    const list = byRoom.get(row.room_id) ?? [];
    list.push({ id: row.id, username: row.username, firstName: row.first_name, avatar: row.avatar });
    byRoom.set(row.room_id, list);
  }
  return byRoom;
}

function toRoom(row: RoomViewRow, members: RoomMember[]): Room {
  return {
    id: row.id,
    roomId: roomLabel(row.tournament_id, row.id),
    roomNumber: row.room_number,
    tournamentId: row.tournament_id,
    roomState: row.room_state,
    roomMembers: members.map((member) => member.id),
    members,
    maxMembers: row.max_members,
    minMembers: row.min_members,
    hasPassword: row.has_password,
    ...(row.has_password ? { roomPassword: true as const } : {}),
    createdBy: row.created_by,
    createdDate: new Date(row.created_at).toISOString(),
    Tournament: { id: row.tournament_id, name: row.tournament_name },
    creator: row.created_by === null ? null : { id: row.created_by, firstName: row.creator_first_name ?? '', username: row.creator_username ?? '' },
  };
}

/** One room's view, or undefined when it does not exist (or its tournament was deleted). */
export async function loadRoom(q: Queryable, roomId: number): Promise<Room | undefined> {
  return (await loadRooms(q, { roomId }))[0];
}

/** What GET /api/rooms/tournament/{id} answers and every roomsUpdate event carries. */
export async function tournamentRoomsView(q: Queryable, tournamentId: number): Promise<TournamentRoomsResponse> {
  const rooms = await loadRooms(q, { tournamentId });
  const totalRegisteredPlayers = await countActiveRegistrations(q, tournamentId);
  return { tournamentId, rooms, totalRegisteredPlayers, totalRooms: rooms.length };
}

const ACTIVE_STATES: ReadonlySet<RoomState> = new Set(['waiting', 'playing']);

/** Room stats (SPEC §3): the average counts players per active room, to one decimal. */
export function roomStats(rooms: readonly Room[]): RoomStats {
  const active = rooms.filter((room) => ACTIVE_STATES.has(room.roomState));
  const totalPlayers = active.reduce((sum, room) => sum + room.roomMembers.length, 0);
  return {
    totalRooms: rooms.length,
    activeRooms: active.length,
    totalPlayers,
    averagePlayersPerRoom: active.length === 0 ? 0 : Math.round((totalPlayers * 10) / active.length) / 10,
    rooms: rooms.map((room) => ({
      id: room.id,
      roomId: room.roomId,
      playerCount: room.roomMembers.length,
      maxPlayers: room.maxMembers,
      state: room.roomState,
    })),
  };
}
