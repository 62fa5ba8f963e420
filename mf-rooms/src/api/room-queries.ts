import { useQuery } from '@tanstack/react-query';
import { fetchRoomStats, fetchTournament, fetchTournamentRooms } from './rooms.api';

/** Query keys: everything of one tournament starts with tournamentScope(id), so a live update can refresh it at once. */
export const tournamentScope = (tournamentId: number) => ['tournament', tournamentId] as const;
export const tournamentKey = (tournamentId: number) => [...tournamentScope(tournamentId), 'detail'] as const;
export const roomsKey = (tournamentId: number) => [...tournamentScope(tournamentId), 'rooms'] as const;
export const statsKey = (tournamentId: number) => [...tournamentScope(tournamentId), 'stats'] as const;
export const standingKey = (tournamentId: number) => [...tournamentScope(tournamentId), 'standing'] as const;
export const roomKey = (roomId: number) => ['room', roomId] as const;

const isId = (id: number) => Number.isInteger(id) && id > 0;

export function useTournamentDetail(tournamentId: number, enabled = true) {
  return useQuery({ queryKey: tournamentKey(tournamentId), queryFn: () => fetchTournament(tournamentId), enabled: enabled && isId(tournamentId) });
}

export function useTournamentRooms(tournamentId: number, enabled = true) {
  return useQuery({ queryKey: roomsKey(tournamentId), queryFn: () => fetchTournamentRooms(tournamentId), enabled: enabled && isId(tournamentId) });
}

export function useRoomStats(tournamentId: number, enabled = true) {
  return useQuery({ queryKey: statsKey(tournamentId), queryFn: () => fetchRoomStats(tournamentId), enabled: enabled && isId(tournamentId) });
}
