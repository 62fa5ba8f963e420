import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from 'shared-events';
import type { AdminStatsPeriod, AdminStatsSeriesResponse } from 'shared-events/contracts';

/** A series asked for: the period and the days (YYYY-MM-DD, UTC) it covers; the server widens them to whole periods. */
export interface StatsSeriesQuery {
  period: AdminStatsPeriod;
  from: string;
  to: string;
}

export async function fetchStatsSeries(query: StatsSeriesQuery): Promise<AdminStatsSeriesResponse> {
  const { data } = await http.get<AdminStatsSeriesResponse>('/api/admin/stats/series', { params: query });
  return data;
}

/** The figures per period; the previous range stays on screen while the next one loads. Off while the range is invalid. */
export function useStatsSeries(query: StatsSeriesQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'stats', 'series', query],
    queryFn: () => fetchStatsSeries(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
