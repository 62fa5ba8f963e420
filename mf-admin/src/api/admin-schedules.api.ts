import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-events';
import type { CreateScheduleRequest, CreateScheduleResponse, TournamentSchedule } from 'shared-events/contracts';

const SCHEDULES = ['admin', 'schedules'] as const;

/** Every recurring schedule, active or not, with its next start. */
export function useSchedules() {
  return useQuery({
    queryKey: SCHEDULES,
    queryFn: async () => (await http.get<{ schedules: TournamentSchedule[] }>('/api/admin/schedules')).data.schedules,
  });
}

/** Creates a schedule (the server creates its coming tournaments at once); schedules and tournaments are read again. */
export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateScheduleRequest) => (await http.post<CreateScheduleResponse>('/api/admin/schedules', request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Stops a schedule: no new tournament comes from it; those already created stay. */
export function useStopSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await http.delete<unknown>(`/api/admin/schedules/${id}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES }),
  });
}
