import { http } from 'shared-events';
import type {
  EnterLobbyResponse,
  RegisterTournamentResponse,
  Tournament,
  TournamentDetail,
  TournamentLobby,
  TournamentLobbyQuery,
  TournamentResultsResponse,
  TournamentStanding,
  UnregisterTournamentResponse,
} from 'shared-events/contracts';

/** SPEC §7 Tournaments: one function per endpoint. */
export async function fetchTournaments(): Promise<Tournament[]> {
  const { data } = await http.get<Tournament[]>('/api/users/tournaments');
  return data;
}

export async function fetchTournament(id: number): Promise<TournamentDetail> {
  const { data } = await http.get<TournamentDetail>(`/api/users/tournaments/${id}`);
  return data;
}

export async function fetchTournamentResults(id: number): Promise<TournamentResultsResponse> {
  const { data } = await http.get<TournamentResultsResponse>(`/api/tournaments/${id}/results`);
  return data;
}

/** The lobby tabs' data (public): a page of the players (searched) and of the tables, with the payouts and blinds whole. */
export async function fetchTournamentLobby(id: number, query: TournamentLobbyQuery): Promise<TournamentLobby> {
  const { data } = await http.get<TournamentLobby>(`/api/tournaments/${id}/lobby`, { params: query });
  return data;
}

/** Signed in: where the tournament in play stands, and where the player's chips are (`you.tableId`). */
export async function fetchTournamentStanding(id: number): Promise<TournamentStanding> {
  const { data } = await http.get<TournamentStanding>(`/api/tournaments/${id}/standing`);
  return data;
}

export async function registerForTournament(id: number): Promise<RegisterTournamentResponse> {
  const { data } = await http.post<RegisterTournamentResponse>(`/api/users/tournaments/${id}/register`, {});
  return data;
}

export async function unregisterFromTournament(id: number): Promise<UnregisterTournamentResponse> {
  const { data } = await http.delete<UnregisterTournamentResponse>(`/api/users/tournaments/${id}/register`);
  return data;
}

export async function enterTournamentLobby(id: number): Promise<EnterLobbyResponse> {
  const { data } = await http.post<EnterLobbyResponse>(`/api/users/tournaments/${id}/enter-lobby`, {});
  return data;
}
