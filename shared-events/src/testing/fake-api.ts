import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { setHttpTransport } from '../http';

/** What a fake endpoint answers: a status with a body (and headers), or no answer at all. */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
type Handler = (body: unknown, request: SentRequest) => Reply | Promise<Reply>;

export interface SentRequest {
  route: string;
  body: unknown;
  idempotencyKey?: string;
  params?: unknown;
}

/**
 * Module tests: replaces the transport of the one axios client (its interceptors still run). Routes are keyed
 * "METHOD /path"; an unexpected request fails the test.
 */
export function fakeApi(routes: Record<string, Handler>): SentRequest[] {
  const sent: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const route = `${config.method?.toUpperCase()} ${config.url}`;
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const key = AxiosHeaders.from(config.headers).get('Idempotency-Key');
    const request: SentRequest = {
      route,
      body,
      ...(typeof key === 'string' && { idempotencyKey: key }),
      ...(config.params && { params: config.params }),
    };
    sent.push(request);
    const handler = routes[route];
    if (!handler) throw new Error(`unexpected request ${route}`);
    const reply = await handler(body, request);
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      status: reply.status,
      statusText: '',
      data: reply.body,
      headers: AxiosHeaders.from(reply.headers ?? {}),
      config,
    };
    if (reply.status >= 400)
      throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  setHttpTransport(adapter);
  return sent;
}

export function restoreApi(): void {
  setHttpTransport(undefined);
}

/** A reply the test releases when it wants, to look at the screen while the request runs. */
export function deferredReply() {
  let release: (reply: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}
