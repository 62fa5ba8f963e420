import type { AxiosError } from 'axios';
import type { ApiErrorCode, ApiErrorResponse } from './contracts/errors';
import type { HttpErrorResponse } from './http';

/** By axios's own mark, so that reading an error does not load axios (it comes with the first request). */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as Partial<AxiosError>).isAxiosError === true;
}

/** The server's answer to a failed request (status, body, headers); undefined when nothing answered. */
export function errorResponse(error: unknown): HttpErrorResponse | undefined {
  return isAxiosError(error) ? error.response : undefined;
}

function errorBody(error: unknown): Partial<ApiErrorResponse> | undefined {
  const body: unknown = errorResponse(error)?.data;
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
  return isAxiosError(error) && !error.response && error.code !== 'ERR_CANCELED';
}
