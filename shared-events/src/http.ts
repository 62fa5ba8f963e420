import axios, { AxiosError, type AxiosInstance } from 'axios';
import { apiBase } from './config';
import { logOut, sessionStore } from 'shared-events/session';
import type { ApiErrorBody } from './contracts/api';

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

/** The server's `error` or `message`, else the caller's fallback (SPEC §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) {
    const body = error.response?.data as Partial<ApiErrorBody> | undefined;
    if (body && typeof body === 'object') {
      if (typeof body.error === 'string' && body.error && !/^[A-Z_]+$/.test(body.error)) return body.error;
      if (typeof body.message === 'string' && body.message) return body.message;
    }
  }
  return fallback;
}

/** True when the request never got an answer (offline, refused, DNS). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof AxiosError && !error.response;
}
