import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-events';
import type {
  CreateScheduleRequest,
  CreateScheduleResponse,
  ScheduleChangeResponse,
  ScheduleResumeResponse,
  TournamentSchedule,
} from 'shared-events/contracts';

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

/** Deletes a schedule (paused or not): no new tournament ever comes from it; those already created stay. */
export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await http.delete<ScheduleChangeResponse>(`/api/admin/schedules/${id}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES }),
  });
}

/** Pauses a schedule: it creates no tournament until resumed; those already created stay. */
export function usePauseSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await http.post<ScheduleChangeResponse>(`/api/admin/schedules/${id}/pause`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES }),
  });
}

/** Resumes a schedule: the server creates its tournaments due from now on, so schedules and tournaments are read again. */
export function useResumeSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await http.post<ScheduleResumeResponse>(`/api/admin/schedules/${id}/resume`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
