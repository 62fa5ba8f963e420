import { useMutation } from '@tanstack/react-query';
import { http, type RegisterRequest, type RegisterResponse } from 'shared-events';

export async function registerAccount(request: RegisterRequest): Promise<RegisterResponse> {
  const { data } = await http.post<RegisterResponse>('/api/auth/register', request);
  return data;
}

export const useRegisterMutation = () => useMutation({ mutationFn: registerAccount });
