import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { answerEarlyOr } from './early-answers';
import { http } from './http';
import { httpClient } from './http-client';
import { errorCode, errorMessage, errorResponse, isNetworkError } from './http-errors';
import { logIn, sessionStore } from './session.store';
import { fakeApi, restoreApi, type Reply } from './testing/fake-api';
import type { SessionUser } from './contracts/api';

const user = {
  id: 1,
  username: 'bob',
  email: 'b@x.io',
  firstName: 'Bob',
  country: 'Chad',
  avatar: null,
  balance: 0,
  role: 'player',
  registeredTournamentIds: [],
} as SessionUser;

/** Every request answered with `reply`; the configs the network adapter was given, after the interceptors. */
function answer(reply: Reply, route = 'GET /x'): InternalAxiosRequestConfig[] {
  const configs: InternalAxiosRequestConfig[] = [];
  fakeApi({
    [route]: (_body, _request, config) => {
      configs.push(config);
      return reply;
    },
  });
  return configs;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ status: 'ready', token: null, user: null });
});

afterEach(() => {
  restoreApi();
  delete window.__POKER_CONFIG__;
});

test('adds the bearer token of the session, and none without a session; a caller’s own Authorization is kept', async () => {
  const configs = answer({ status: 200, body: {} });
  await http.get('/x');
  expect(configs[0].headers.has('Authorization')).toBe(false);
  logIn('secret-token', user);
  await http.get('/x');
  expect(configs[1].headers.get('Authorization')).toBe('Bearer secret-token');
  await http.get('/x', { headers: { Authorization: 'Bearer older-token' } });
  expect(configs[2].headers.get('Authorization')).toBe('Bearer older-token');
});

test('sends an idempotency key as the Idempotency-Key header, and none unless asked', async () => {
  const sent = fakeApi({ 'POST /api/users/wallet/deposit': () => ({ status: 200, body: {} }) });
  await http.post('/api/users/wallet/deposit', { amount: '5' }, { idempotencyKey: 'k1' });
  await http.post('/api/users/wallet/deposit', { amount: '5' });
  expect(sent).toEqual([
    { route: 'POST /api/users/wallet/deposit', body: { amount: '5' }, idempotencyKey: 'k1' },
    { route: 'POST /api/users/wallet/deposit', body: { amount: '5' } },
  ]);
});

test('asks the API base of the config, read at each request', async () => {
  const configs = answer({ status: 200, body: {} });
  await http.get('/x');
  window.__POKER_CONFIG__ = { apiBase: 'https://api.example.com/' };
  await http.get('/x');
  expect(configs.map((config) => httpClient.getUri(config))).toEqual(['/x', 'https://api.example.com/x']);
});

test('resolves a 2xx answer with its body, status and headers', async () => {
  answer({ status: 201, body: { id: 7 }, headers: { 'Retry-After': '3' } }, 'POST /x');
  const response = await http.post<{ id: number }>('/x', {});
  expect(response).toMatchObject({ status: 201, data: { id: 7 } });
  expect(response.headers['retry-after']).toBe('3');
});

test('a 401 ends the session and clears the stored token', async () => {
  logIn('expired', user);
  answer({ status: 401, body: { message: 'Authentication required' } });
  await expect(http.get('/x')).rejects.toThrow('Request failed with status code 401');
  expect(sessionStore.getState().token).toBeNull();
  expect(localStorage.getItem('authToken')).toBeNull();
});

test('a failure other than 401 keeps the session', async () => {
  logIn('valid', user);
  answer({ status: 403, body: { message: 'Forbidden' } });
  await expect(http.get('/x')).rejects.toThrow();
  expect(sessionStore.getState().token).toBe('valid');
});

test('errorMessage prefers the server error text, then message, then the fallback', async () => {
  const failed = (body: unknown) => {
    answer({ status: 400, body });
    return failure(http.get('/x'));
  };
  expect(errorMessage(await failed({ message: 'Room is full', error: 'This room is full' }), 'fb')).toBe('This room is full');
  expect(errorMessage(await failed({ code: 'INVALID_CODE', message: 'Invalid code', error: 'INVALID_CODE' }), 'fb')).toBe('Invalid code');
  expect(errorMessage(await failed({}), 'Failed to log in.')).toBe('Failed to log in.');
  expect(errorMessage(new Error('x'), 'fallback')).toBe('fallback');
});

test('errorCode reads the code of the server’s answer, and only that', async () => {
  const failed = (body: unknown) => {
    answer({ status: 403, body });
    return failure(http.get('/x'));
  };
  expect(errorCode(await failed({ code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email before logging in.' }))).toBe('EMAIL_NOT_VERIFIED');
  expect(errorCode(await failed({ message: 'EMAIL_NOT_VERIFIED', error: 'EMAIL_NOT_VERIFIED' }))).toBeUndefined();
  expect(errorCode(await failed('Forbidden'))).toBeUndefined();
  expect(errorCode(new Error('EMAIL_NOT_VERIFIED'))).toBeUndefined();
});

test('errorResponse carries the status, body and headers of a failed answer', async () => {
  answer({ status: 429, body: { retryAfter: 42 }, headers: { 'Retry-After': '42' } }, 'POST /api/auth/resend-verification');
  const response = errorResponse(await failure(http.post('/api/auth/resend-verification', { email: 'b@x.io' })));
  expect(response).toMatchObject({ status: 429, data: { retryAfter: 42 } });
  expect(response?.headers['retry-after']).toBe('42');
  expect(errorResponse(new Error('x'))).toBeUndefined();
});

test('isNetworkError is true only when no response came back', async () => {
  answer('network-error');
  const error = await failure(http.get('/x'));
  expect(isNetworkError(error)).toBe(true);
  expect(errorResponse(error)).toBeUndefined();
  answer({ status: 500, body: {} });
  expect(isNetworkError(await failure(http.get('/x')))).toBe(false);
  expect(isNetworkError(new Error('offline'))).toBe(false);
});

test('a request the caller cancelled is not a network error', async () => {
  answer({ status: 200, body: {} });
  const cancelled = new AbortController();
  cancelled.abort();
  expect(isNetworkError(await failure(http.get('/x', { signal: cancelled.signal })))).toBe(false);
});

describe('over the network (a real server on 127.0.0.1)', () => {
  // What the server saw of each request, the preflights left out.
  const seen: { method?: string; url?: string; headers: Record<string, unknown>; body: string }[] = [];
  let reply: { status: number; body: string; headers?: Record<string, string> } = { status: 200, body: '{}' };
  let base = '';
  let server: import('node:http').Server;

  beforeAll(async () => {
    const { createServer } = await import('node:http');
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        // The page is on another origin (jsdom's http://localhost): the server allows it, as server/ does for PUBLIC_URL.
        response.setHeader('access-control-allow-origin', '*');
        response.setHeader('access-control-allow-headers', 'Authorization, Content-Type, Idempotency-Key');
        response.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
        response.setHeader('access-control-expose-headers', 'Retry-After');
        if (request.method === 'OPTIONS') return void response.writeHead(204).end();
        seen.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString() });
        response.writeHead(reply.status, reply.headers).end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
    window.__POKER_CONFIG__ = { apiBase: `${base}/` };
  });

  test('sends the query string (undefined and null left out), the method, the token and a JSON body, with no timeout', async () => {
    logIn('secret-token', user);
    await http.get('/api/rooms/search', { params: { searchTerm: 'big blind & co', page: 2, tournamentId: undefined, sort: null } });
    await http.put('/api/rooms/4/state', { roomState: 'playing' });
    expect(seen).toMatchObject([
      { method: 'GET', url: '/api/rooms/search?searchTerm=big+blind+%26+co&page=2', headers: { authorization: 'Bearer secret-token' }, body: '' },
      {
        method: 'PUT',
        url: '/api/rooms/4/state',
        headers: { authorization: 'Bearer secret-token', 'content-type': 'application/json' },
        body: '{"roomState":"playing"}',
      },
    ]);
    expect(httpClient.defaults.timeout).toBe(0);
  });

  test('sends a FormData as multipart, the browser writing its boundary', async () => {
    const form = new FormData();
    form.append('avatar', new Blob(['png bytes'], { type: 'image/png' }), 'me.png');
    await http.put('/api/users/avatar', form);
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('filename="me.png"');
    expect(seen[0].body).toContain('png bytes');
  });

  test('parses a JSON answer, keeps a text answer as text and an empty one empty; reads the headers the server exposes', async () => {
    reply = { status: 200, body: '{"balance":90}', headers: { 'content-type': 'application/json', 'retry-after': '3' } };
    const answered = await http.get('/api/users/dashboard');
    expect(answered).toMatchObject({ status: 200, data: { balance: 90 } });
    expect(answered.headers['retry-after']).toBe('3');
    reply = { status: 502, body: '<html>Bad Gateway</html>' };
    expect(errorResponse(await failure(http.get('/x')))).toMatchObject({ status: 502, data: '<html>Bad Gateway</html>' });
    reply = { status: 204, body: '' };
    await expect(http.delete('/x')).resolves.toMatchObject({ status: 204, data: '' });
  });

  test('a 401 from the server ends the session', async () => {
    logIn('expired', user);
    reply = {
      status: 401,
      body: '{"code":"AUTHENTICATION_REQUIRED","message":"Authentication required"}',
      headers: { 'content-type': 'application/json' },
    };
    expect(errorCode(await failure(http.get('/api/users/profile')))).toBe('AUTHENTICATION_REQUIRED');
    expect(sessionStore.getState().token).toBeNull();
  });

  test('a refused connection is a network error, and keeps the session', async () => {
    logIn('valid', user);
    const closed = await import('node:net').then(
      ({ createServer }) =>
        new Promise<number>((resolve) => {
          const probe = createServer().listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as import('node:net').AddressInfo;
            probe.close(() => resolve(port));
          });
        }),
    );
    window.__POKER_CONFIG__ = { apiBase: `http://127.0.0.1:${closed}` };
    // jsdom reports the refusal on the console as a browser does.
    const console = jest.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const error = await failure(http.get('/api/users/profile'));
    expect(String(console.mock.calls[0]?.[0])).toContain('ECONNREFUSED');
    console.mockRestore();
    expect(isNetworkError(error)).toBe(true);
    expect(errorResponse(error)).toBeUndefined();
    expect(sessionStore.getState().token).toBe('valid');
  });
});

describe("answers the page's first script already asked for", () => {
  const early = (path: string, authorization: string, status: number, text: string, sentAt = performance.now()) => {
    window.__pokerEarlyAnswers = {
      ...window.__pokerEarlyAnswers,
      [path]: { authorization, sentAt, answer: Promise.resolve({ status, headers: { 'content-type': 'application/json' }, text }) },
    };
  };
  /** The network answers `{ from: 'network' }` to every GET and PUT; the early answers sit in front of it as in the page. */
  const network = () => {
    const answerAll = () => ({ status: 200, body: { from: 'network' } });
    const sent = fakeApi(
      Object.fromEntries(
        ['/api/rooms/1', '/api/rooms/2', '/api/rooms/3', '/api/rooms/12', '/api/users/profile'].flatMap((path) => [
          [`GET ${path}`, answerAll],
          [`PUT ${path}`, answerAll],
        ]),
      ),
    );
    httpClient.defaults.adapter = answerEarlyOr(httpClient.defaults.adapter as AxiosAdapter);
    return sent;
  };
  afterEach(() => delete window.__pokerEarlyAnswers);

  test('a GET with the same path, query and credentials is answered from it once, then from the network', async () => {
    logIn('secret-token', user);
    early('/api/rooms/12?x=1', 'Bearer secret-token', 200, '{"id":12}');
    const sent = network();
    await expect(http.get('/api/rooms/12', { params: { x: 1 } })).resolves.toMatchObject({ status: 200, data: { id: 12 } });
    expect(sent).toHaveLength(0);
    await expect(http.get('/api/rooms/12', { params: { x: 1 } })).resolves.toMatchObject({ data: { from: 'network' } });
    expect(sent).toHaveLength(1);
  });

  test('is not used for other credentials, another path, a failed or old answer, other methods, or another API origin', async () => {
    logIn('secret-token', user);
    const sent = network();
    early('/api/users/profile', '', 200, '{"from":"early"}');
    await expect(http.get('/api/users/profile')).resolves.toMatchObject({ data: { from: 'network' } });
    early('/api/users/profile', 'Bearer secret-token', 401, '{"code":"AUTHENTICATION_REQUIRED"}');
    await expect(http.get('/api/users/profile')).resolves.toMatchObject({ data: { from: 'network' } });
    expect(sessionStore.getState().token).toBe('secret-token');
    early('/api/users/profile', 'Bearer secret-token', 200, '{"from":"early"}', performance.now() - 60_000);
    await expect(http.get('/api/users/profile')).resolves.toMatchObject({ data: { from: 'network' } });
    early('/api/rooms/1', 'Bearer secret-token', 200, '{"from":"early"}');
    await expect(http.put('/api/rooms/1', {})).resolves.toMatchObject({ data: { from: 'network' } });
    await expect(http.get('/api/rooms/2')).resolves.toMatchObject({ data: { from: 'network' } });
    window.__POKER_CONFIG__ = { apiBase: 'https://api.example.com' };
    early('/api/rooms/3', 'Bearer secret-token', 200, '{"from":"early"}');
    await expect(http.get('/api/rooms/3')).resolves.toMatchObject({ data: { from: 'network' } });
    expect(sent).toHaveLength(6);
  });

  test('the real client has them in front of its network adapter', async () => {
    logIn('secret-token', user);
    early('/api/users/profile', 'Bearer secret-token', 200, '{"from":"early"}');
    await expect(http.get('/api/users/profile')).resolves.toMatchObject({ data: { from: 'early' } });
  });
});

test('loads the client (and axios) with the first request, not with the page, and makes it once', async () => {
  let evaluated = 0;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./http-client', () => {
      evaluated += 1;
      return { httpClient: { name: 'the one instance' } };
    });
    const lazy = await import('./http');
    expect(evaluated).toBe(0);
    const [first, second] = await Promise.all([lazy.loadHttpClient(), lazy.loadHttpClient()]);
    expect(evaluated).toBe(1);
    expect(first).toBe(second);
  });
});
