import axios, { AxiosError, type AxiosInstance } from 'axios';
import { apiBase } from './config';
import { logOut, sessionStore } from 'shared-events/session';
import type { ApiErrorCode, ApiErrorResponse } from './contracts/errors';

/** The one HTTP client: bearer token from the session, no timeout (SPEC §7), a 401 ends the session. */
export const http: AxiosInstance = axios.create();

http.interceptors.request.use((request) => {
  request.baseURL = apiBase();
  const { token } = sessionStore.getState();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401 && sessionStore.getState().token) {
    logOut();
  }
  return Promise.reject(error);
});

function errorBody(error: unknown): Partial<ApiErrorResponse> | undefined {
  const body: unknown = error instanceof AxiosError ? error.response?.data : undefined;
  return body && typeof body === 'object' ? (body as Partial<ApiErrorResponse>) : undefined;
}

/** The server's stable code for what went wrong (API_ERROR_CODES): decide by it, never by the text. */
export function errorCode(error: unknown): ApiErrorCode | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's `error` or `message`, else the caller's fallback (SPEC §8). An `error` repeating the code is not text. */
export function errorMessage(error: unknown, fallback: string): string {
  const body = errorBody(error);
  if (typeof body?.error === 'string' && body.error && body.error !== body.code) return body.error;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return fallback;
}

/** True when the request never got an answer (offline, refused, DNS). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof AxiosError && !error.response;
}
