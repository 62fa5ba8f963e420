import { apiBase } from './config';
import { takeEarlyAnswer } from './early-answers';
import { logOut, sessionStore } from './session.store';
import type { ApiErrorCode, ApiErrorResponse } from './contracts/errors';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** The query string; undefined and null values are left out. */
  params?: Record<string, QueryValue>;
  headers?: Record<string, string>;
}

/** What the server answered: body parsed from JSON (else its text, undefined when empty), header names in lower case. */
export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  headers: Record<string, string>;
}

/** What a failed request's answer carries, when the server answered at all. */
export type HttpErrorResponse = HttpResponse;

/** One request as it goes on the wire: the API path without the base, header names in lower case, the body serialised. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params: Record<string, QueryValue> | undefined;
  headers: Record<string, string>;
  body: string | FormData | undefined;
}

/** Sends a request and returns whatever status came back; throws `networkError()` when no answer came. */
export type HttpTransport = (request: TransportRequest) => Promise<HttpResponse>;

/** A failed request: `response` is the server's non-2xx answer, absent when none came (offline, refused, DNS). */
export class HttpError extends Error {
  readonly response: HttpErrorResponse | undefined;

  constructor(message: string, response?: HttpErrorResponse, cause?: unknown) {
    super(message, { cause });
    this.name = 'HttpError';
    this.response = response;
  }
}

export const networkError = (cause?: unknown): HttpError => new HttpError('Network Error', undefined, cause);

function queryString(params: TransportRequest['params']): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined && value !== null) query.append(name, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The server answers JSON; a body that is not JSON (a proxy's error page) is kept as text for the caller. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A successful answer the page's first script already has for this GET; anything else is asked for again. */
async function earlyAnswer({ method, url, params, headers }: TransportRequest): Promise<HttpResponse | undefined> {
  const early = method === 'GET' ? takeEarlyAnswer(`${url}${queryString(params)}`, headers.authorization) : undefined;
  const answer = await early?.catch(() => undefined);
  if (!answer || answer.status < 200 || answer.status > 299) return undefined;
  return { status: answer.status, data: parseBody(answer.text), headers: answer.headers };
}

/** No timeout (SPEC §7): a slow request is left to finish. */
const fetchTransport: HttpTransport = async (request) => {
  const early = await earlyAnswer(request);
  if (early) return early;
  const { method, url, params, headers, body } = request;
  try {
    const response = await fetch(`${apiBase()}${url}${queryString(params)}`, { method, headers, body });
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => (answerHeaders[name] = value));
    return { status: response.status, data: parseBody(await response.text()), headers: answerHeaders };
  } catch (error) {
    throw networkError(error);
  }
};

let transport: HttpTransport | undefined;

/** Tests: answer every request with this transport instead of the network (the token, error and 401 handling still run). */
export function setHttpTransport(replacement: HttpTransport | undefined): void {
  transport = replacement;
}

function lowerCaseNames(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/** Plain values go as JSON; a FormData goes as is, so that fetch writes its multipart boundary. */
function serialise(body: unknown, headers: Record<string, string>): TransportRequest['body'] {
  if (body === undefined || body instanceof FormData) return body;
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(body);
}

async function send<R>(method: TransportRequest['method'], url: string, body: unknown, options: RequestOptions = {}): Promise<R> {
  const headers = lowerCaseNames(options.headers);
  const { token } = sessionStore.getState();
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const answer = await (transport ?? fetchTransport)({ method, url, params: options.params, headers, body: serialise(body, headers) });
    const response: HttpResponse = { ...answer, headers: lowerCaseNames(answer.headers) };
    if (response.status < 200 || response.status > 299) throw new HttpError(`Request failed with status code ${response.status}`, response);
    return response as R;
  } catch (error) {
    if (error instanceof HttpError && error.response?.status === 401 && sessionStore.getState().token) logOut();
    throw error;
  }
}

/** `R` is the whole answer (axios's signature): a test double standing in for a method may resolve with part of it. */
export interface HttpClient {
  get<T = unknown, R = HttpResponse<T>>(url: string, options?: RequestOptions): Promise<R>;
  delete<T = unknown, R = HttpResponse<T>>(url: string, options?: RequestOptions): Promise<R>;
  post<T = unknown, R = HttpResponse<T>>(url: string, body?: unknown, options?: RequestOptions): Promise<R>;
  put<T = unknown, R = HttpResponse<T>>(url: string, body?: unknown, options?: RequestOptions): Promise<R>;
}

/** The one HTTP client: API base from the config, bearer token from the session, a 401 with a session ends it. */
export const http: HttpClient = {
  get: (url, options) => send('GET', url, undefined, options),
  delete: (url, options) => send('DELETE', url, undefined, options),
  post: (url, body, options) => send('POST', url, body, options),
  put: (url, body, options) => send('PUT', url, body, options),
};

/** The server's answer to a failed request (status, body, headers); undefined when nothing answered. */
export function errorResponse(error: unknown): HttpErrorResponse | undefined {
  return error instanceof HttpError ? error.response : undefined;
}

function errorBody(error: unknown): Partial<ApiErrorResponse> | undefined {
  const body: unknown = error instanceof HttpError ? error.response?.data : undefined;
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
  return error instanceof HttpError && !error.response;
}
