import { networkError, setHttpTransport, type HttpTransport } from '../http';

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
 * Module tests: replaces the transport of the one HTTP client (its token, error and 401 handling still run). Routes
 * are keyed "METHOD /path"; an unexpected request fails the test.
 */
export function fakeApi(routes: Record<string, Handler>): SentRequest[] {
  const sent: SentRequest[] = [];
  const transport: HttpTransport = async ({ method, url, params, headers, body: wire }) => {
    const route = `${method} ${url}`;
    // What the server would read: the JSON sent, parsed back; a FormData as is.
    const body: unknown = typeof wire === 'string' ? JSON.parse(wire) : wire;
    const key = headers['idempotency-key'];
    const request: SentRequest = { route, body, ...(key !== undefined && { idempotencyKey: key }), ...(params && { params }) };
    sent.push(request);
    const handler = routes[route];
    if (!handler) throw new Error(`unexpected request ${route}`);
    const reply = await handler(body, request);
    if (reply === 'network-error') throw networkError();
    return { status: reply.status, data: reply.body, headers: reply.headers ?? {} };
  };
  setHttpTransport(transport);
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
