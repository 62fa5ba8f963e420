import { http } from 'shared-events';
import type {
  EnterLobbyResponse,
  MessageResponse,
  RoomDetailResponse,
  RoomResponse,
  RoomSearchResponse,
  RoomState,
  RoomStatsResponse,
  TournamentDetail,
  TournamentRoomsResponse,
  TournamentStanding,
  TriggerCreationResponse,
} from 'shared-events/contracts';

/** SPEC §7 Rooms (and the tournament reads the room pages need): one function per endpoint. */
export async function fetchTournament(id: number): Promise<TournamentDetail> {
  const { data } = await http.get<TournamentDetail>(`/api/tournaments/${id}`);
  return data;
}

/** Where the tournament in play stands, the same for every table, with the signed-in player's rank or place. */
export async function fetchTournamentStanding(tournamentId: number): Promise<TournamentStanding> {
  const { data } = await http.get<TournamentStanding>(`/api/tournaments/${tournamentId}/standing`);
  return data;
}

export async function enterLobby(tournamentId: number): Promise<EnterLobbyResponse> {
  const { data } = await http.post<EnterLobbyResponse>(`/api/users/tournaments/${tournamentId}/enter-lobby`, {});
  return data;
}

export async function fetchTournamentRooms(tournamentId: number): Promise<TournamentRoomsResponse> {
  const { data } = await http.get<TournamentRoomsResponse>(`/api/rooms/tournament/${tournamentId}`);
  return data;
}

export async function fetchRoomStats(tournamentId: number): Promise<RoomStatsResponse> {
  const { data } = await http.get<RoomStatsResponse>(`/api/rooms/tournament/${tournamentId}/stats`);
  return data;
}

export async function searchRooms(searchTerm: string, tournamentId?: number): Promise<RoomSearchResponse> {
  const { data } = await http.get<RoomSearchResponse>('/api/rooms/search', { params: { searchTerm, ...(tournamentId && { tournamentId }) } });
  return data;
}

export async function createRoom(tournamentId: number, password?: string): Promise<RoomResponse> {
  const { data } = await http.post<RoomResponse>(`/api/rooms/tournament/${tournamentId}`, password ? { password } : {});
  return data;
}

export async function triggerRoomCreation(tournamentId: number): Promise<TriggerCreationResponse> {
  const { data } = await http.post<TriggerCreationResponse>(`/api/rooms/tournament/${tournamentId}/trigger-creation`, {});
  return data;
}

export async function leaveTournament(tournamentId: number): Promise<MessageResponse> {
  const { data } = await http.post<MessageResponse>(`/api/rooms/tournament/${tournamentId}/leave`, {});
  return data;
}

export async function fetchRoom(roomId: number): Promise<RoomDetailResponse> {
  const { data } = await http.get<RoomDetailResponse>(`/api/rooms/${roomId}`);
  return data;
}

export async function joinRoom(roomId: number, password?: string): Promise<RoomResponse> {
  const { data } = await http.post<RoomResponse>(`/api/rooms/${roomId}/join`, password ? { password } : {});
  return data;
}

export async function leaveRoom(roomId: number): Promise<MessageResponse> {
  const { data } = await http.post<MessageResponse>(`/api/rooms/${roomId}/leave`, {});
  return data;
}

export async function changeRoomState(roomId: number, roomState: RoomState): Promise<RoomResponse> {
  const { data } = await http.put<RoomResponse>(`/api/rooms/${roomId}/state`, { roomState });
  return data;
}
