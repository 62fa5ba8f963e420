import { useMutation } from '@tanstack/react-query';
import { API_ERROR_CODES, errorCode, http, type LoginRequest, type LoginResponse } from 'shared-events';

export async function requestLogin(credentials: LoginRequest): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>('/api/auth/login', credentials);
  return data;
}

export const useLoginMutation = () => useMutation({ mutationFn: requestLogin });

/** The server refuses a login until the account's e-mail is verified (403, code EMAIL_NOT_VERIFIED). */
export function isEmailNotVerified(error: unknown): boolean {
  return errorCode(error) === API_ERROR_CODES.emailNotVerified;
}
