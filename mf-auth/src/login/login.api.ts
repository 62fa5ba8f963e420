import { AxiosError } from 'axios';
import { http, type ApiErrorBody, type LoginRequest, type LoginResponse } from 'shared-events';

export async function requestLogin(credentials: LoginRequest): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>('/api/auth/login', credentials);
  return data;
}

/** The server refuses a login until the account's e-mail is verified (403, error EMAIL_NOT_VERIFIED). */
export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof AxiosError && (error.response?.data as Partial<ApiErrorBody> | undefined)?.error === 'EMAIL_NOT_VERIFIED';
}
