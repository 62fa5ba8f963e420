import type { RoomStats } from 'shared-events/contracts';

export interface StatRow {
  label: string;
  value: string;
}

/** The rooms panel's figures (SPEC §2), the average to one decimal. */
export function roomStatsRows(stats: Pick<RoomStats, 'totalRooms' | 'activeRooms' | 'totalPlayers' | 'averagePlayersPerRoom'>): StatRow[] {
  return [
    { label: 'Total Rooms', value: String(stats.totalRooms) },
    { label: 'Active Rooms', value: String(stats.activeRooms) },
    { label: 'Total Players', value: String(stats.totalPlayers) },
    { label: 'Avg Players / Room', value: Number(stats.averagePlayersPerRoom).toFixed(1) },
  ];
}
