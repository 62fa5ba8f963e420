import type { AxiosAdapter, AxiosInstance } from 'axios';
import { apiBase } from './config';
import { logOut, sessionStore } from './session.store';
import type { ApiErrorCode, ApiErrorResponse } from './contracts/errors';

let client: Promise<AxiosInstance> | undefined;
let transport: AxiosAdapter | undefined;

/** The one axios instance: bearer token from the session, no timeout (SPEC §7), a 401 ends the session. */
function createClient({ default: axios }: typeof import('axios')): AxiosInstance {
  const instance = axios.create();
  instance.interceptors.request.use((request) => {
    request.baseURL = apiBase();
    if (transport) request.adapter = transport;
    const { token } = sessionStore.getState();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (isHttpError(error) && error.response?.status === 401 && sessionStore.getState().token) logOut();
    return Promise.reject(error);
  });
  return instance;
}

// Loaded with the first request: a visitor's first page, which asks the API nothing, does not download axios.
const axiosClient = (): Promise<AxiosInstance> => (client ??= import('axios').then(createClient));

type HttpClient = Pick<AxiosInstance, 'get' | 'delete' | 'post' | 'put'>;

/** The one HTTP client: axios's own methods, on an instance loaded with the first request. */
export const http: HttpClient = {
  get: (url, config) => axiosClient().then((axios) => axios.get(url, config)),
  delete: (url, config) => axiosClient().then((axios) => axios.delete(url, config)),
  post: (url, data, config) => axiosClient().then((axios) => axios.post(url, data, config)),
  put: (url, data, config) => axiosClient().then((axios) => axios.put(url, data, config)),
};

/** Tests: answer every request with this transport instead of the network (the client's interceptors still run). */
export function setHttpTransport(adapter: AxiosAdapter | undefined): void {
  transport = adapter;
}

/** What a failed request's answer carries, when the server answered at all. */
export interface HttpErrorResponse {
  status: number;
  data?: unknown;
  headers?: Record<string, unknown>;
}

interface HttpError {
  isAxiosError: true;
  response?: HttpErrorResponse;
}

/** An axios failure, recognised without loading axios. */
function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && (error as Partial<HttpError>).isAxiosError === true;
}

/** The server's answer to a failed request (status, body, headers); undefined when nothing answered. */
export function errorResponse(error: unknown): HttpErrorResponse | undefined {
  return isHttpError(error) ? error.response : undefined;
}

function errorBody(error: unknown): Partial<ApiErrorResponse> | undefined {
  const body: unknown = isHttpError(error) ? error.response?.data : undefined;
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
  return isHttpError(error) && !error.response;
}
