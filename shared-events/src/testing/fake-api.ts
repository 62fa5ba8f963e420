import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '../http-client';

/** What a fake endpoint answers: a status with a body (and headers), or no answer at all. */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
/** `config` is the request as the client's interceptors left it (its headers, `onUploadProgress`). */
type Handler = (body: unknown, request: SentRequest, config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

export interface SentRequest {
  route: string;
  body: unknown;
  idempotencyKey?: string;
  params?: unknown;
}

const networkAdapter = httpClient.defaults.adapter;

/** Settles as axios's own adapters do: a status the config refuses rejects with the answer attached. */
function settle(config: InternalAxiosRequestConfig, reply: Reply): AxiosResponse {
  if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const { status, body, headers } = reply;
  // Header names in lower case, as a browser's XMLHttpRequest lists them.
  const names = Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]);
  const response: AxiosResponse = { status, statusText: '', data: body, headers: new AxiosHeaders(Object.fromEntries(names)), config };
  if (config.validateStatus && !config.validateStatus(status)) {
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, undefined, response);
  }
  return response;
}

/**
 * Module tests: replaces the network adapter of the one HTTP client (its interceptors still run: token,
 * idempotency key, 401). Routes are keyed "METHOD /path"; an unexpected request fails the test.
 */
export function fakeApi(routes: Record<string, Handler>): SentRequest[] {
  const sent: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const route = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    // What the server would read: the JSON sent, parsed back; a FormData as is.
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const key = config.headers.get('Idempotency-Key');
    const params: unknown = config.params;
    const request: SentRequest = { route, body, ...(typeof key === 'string' && { idempotencyKey: key }), ...(params !== undefined && { params }) };
    sent.push(request);
    const handler = routes[route];
    if (!handler) throw new Error(`unexpected request ${route}`);
    return settle(config, await handler(body, request, config));
  };
  httpClient.defaults.adapter = adapter;
  return sent;
}

export function restoreApi(): void {
  httpClient.defaults.adapter = networkAdapter;
}

/** A reply the test releases when it wants, to look at the screen while the request runs. */
export function deferredReply() {
  let release: (reply: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}
