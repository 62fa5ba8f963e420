import {
  errorCode,
  errorMessage,
  errorResponse,
  http,
  isNetworkError,
  networkError,
  setHttpTransport,
  type HttpTransport,
  type TransportRequest,
} from './http';
import { logIn, sessionStore } from './session.store';
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

/** A transport that records the request and answers with this status and body. */
function answer(status: number, data: unknown, headers: Record<string, string> = {}): { requests: TransportRequest[] } {
  const requests: TransportRequest[] = [];
  setHttpTransport(async (request) => {
    requests.push(request);
    return { status, data, headers };
  });
  return { requests };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );

/** The browser's fetch, answering with this status, body text and headers; records what it was given. */
function fakeFetch(status: number, text: string, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    // Headers (absent from jsdom) list their names in lower case, as a Map keyed so does.
    const answerHeaders = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    return { status, headers: answerHeaders, text: async () => text } as unknown as Response;
  });
  return calls;
}

const realFetch = globalThis.fetch;

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ status: 'ready', token: null, user: null });
});

afterEach(() => {
  setHttpTransport(undefined);
  globalThis.fetch = realFetch;
  delete window.__POKER_CONFIG__;
});

test('adds the bearer token of the session, and none without a session', async () => {
  const { requests } = answer(200, {});
  await http.get('/api/tournaments');
  expect(requests[0].headers).toEqual({});
  logIn('secret-token', user);
  await http.get('/api/users/profile');
  expect(requests[1].headers).toEqual({ authorization: 'Bearer secret-token' });
});

test('resolves a 2xx answer with its body, status and header names in lower case', async () => {
  answer(201, { id: 7 }, { 'Retry-After': '3' });
  await expect(http.post<{ id: number }>('/x', {})).resolves.toEqual({ status: 201, data: { id: 7 }, headers: { 'retry-after': '3' } });
});

test('a 401 ends the session and clears the stored token', async () => {
  logIn('expired', user);
  answer(401, { message: 'Authentication required' });
  await expect(http.get('/api/users/profile')).rejects.toThrow('Request failed with status code 401');
  expect(sessionStore.getState().token).toBeNull();
  expect(localStorage.getItem('authToken')).toBeNull();
});

test('a failure other than 401 keeps the session', async () => {
  logIn('valid', user);
  answer(403, { message: 'Forbidden' });
  await expect(http.get('/api/admin')).rejects.toThrow();
  expect(sessionStore.getState().token).toBe('valid');
});

test('errorMessage prefers the server error text, then message, then the fallback', async () => {
  const failed = (data: unknown) => {
    answer(400, data);
    return failure(http.get('/x'));
  };
  expect(errorMessage(await failed({ message: 'Room is full', error: 'This room is full' }), 'fb')).toBe('This room is full');
  expect(errorMessage(await failed({ code: 'INVALID_CODE', message: 'Invalid code', error: 'INVALID_CODE' }), 'fb')).toBe('Invalid code');
  expect(errorMessage(await failed({}), 'Failed to log in.')).toBe('Failed to log in.');
  expect(errorMessage(new Error('x'), 'fallback')).toBe('fallback');
});

test('errorCode reads the code of the server’s answer, and only that', async () => {
  const failed = (data: unknown) => {
    answer(403, data);
    return failure(http.get('/x'));
  };
  expect(errorCode(await failed({ code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email before logging in.' }))).toBe('EMAIL_NOT_VERIFIED');
  expect(errorCode(await failed({ message: 'EMAIL_NOT_VERIFIED', error: 'EMAIL_NOT_VERIFIED' }))).toBeUndefined();
  expect(errorCode(await failed('Forbidden'))).toBeUndefined();
  expect(errorCode(new Error('EMAIL_NOT_VERIFIED'))).toBeUndefined();
});

test('errorResponse carries the status, body and headers of a failed answer', async () => {
  answer(429, { retryAfter: 42 }, { 'Retry-After': '42' });
  expect(errorResponse(await failure(http.post('/api/auth/resend-verification', { email: 'b@x.io' })))).toEqual({
    status: 429,
    data: { retryAfter: 42 },
    headers: { 'retry-after': '42' },
  });
  expect(errorResponse(new Error('x'))).toBeUndefined();
});

test('isNetworkError is true only when no response came back', async () => {
  const offline: HttpTransport = async () => Promise.reject(networkError());
  setHttpTransport(offline);
  const error = await failure(http.get('/x'));
  expect(isNetworkError(error)).toBe(true);
  expect(errorResponse(error)).toBeUndefined();
  answer(500, {});
  expect(isNetworkError(await failure(http.get('/x')))).toBe(false);
});

test('sends plain bodies as JSON and a FormData as is, with the caller’s headers in lower case', async () => {
  const { requests } = answer(200, {});
  await http.post('/api/users/wallet/deposit', { amount: 5 }, { headers: { 'Idempotency-Key': 'k1' } });
  expect(requests[0]).toEqual({
    method: 'POST',
    url: '/api/users/wallet/deposit',
    params: undefined,
    headers: { 'idempotency-key': 'k1', 'content-type': 'application/json' },
    body: '{"amount":5}',
  });
  const form = new FormData();
  form.append('avatar', 'bytes');
  await http.put('/api/users/avatar', form);
  expect(requests[1].body).toBe(form);
  expect(requests[1].headers).toEqual({});
  await http.delete('/api/users/tournaments/3/register');
  expect(requests[2]).toMatchObject({ method: 'DELETE', body: undefined, headers: {} });
});

describe('over fetch', () => {
  test('asks the API base with the query string (undefined and null left out), the method, headers and body, and no timeout', async () => {
    window.__POKER_CONFIG__ = { apiBase: 'https://api.example.com/' };
    logIn('secret-token', user);
    const calls = fakeFetch(200, '{"rows":[]}');
    await http.get('/api/rooms/search', { params: { searchTerm: 'big blind & co', page: 2, tournamentId: undefined, sort: null } });
    expect(calls[0].url).toBe('https://api.example.com/api/rooms/search?searchTerm=big+blind+%26+co&page=2');
    expect(calls[0].init).toEqual({ method: 'GET', headers: { authorization: 'Bearer secret-token' }, body: undefined });
    await http.put('/api/rooms/4/state', { roomState: 'playing' });
    expect(calls[1].url).toBe('https://api.example.com/api/rooms/4/state');
    expect(calls[1].init).toEqual({
      method: 'PUT',
      headers: { authorization: 'Bearer secret-token', 'content-type': 'application/json' },
      body: '{"roomState":"playing"}',
    });
  });

  test('parses a JSON answer, keeps a text answer as text and an empty one as undefined', async () => {
    fakeFetch(200, '{"balance":90}', { 'Content-Type': 'application/json' });
    await expect(http.get('/api/users/dashboard')).resolves.toEqual({
      status: 200,
      data: { balance: 90 },
      headers: { 'content-type': 'application/json' },
    });
    fakeFetch(502, '<html>Bad Gateway</html>');
    expect(errorResponse(await failure(http.get('/x')))).toEqual({ status: 502, data: '<html>Bad Gateway</html>', headers: {} });
    fakeFetch(204, '');
    await expect(http.delete('/x')).resolves.toEqual({ status: 204, data: undefined, headers: {} });
  });

  test('a refused connection is a network error, and keeps the session', async () => {
    logIn('valid', user);
    const refused = new TypeError('Failed to fetch');
    globalThis.fetch = jest.fn(async () => Promise.reject(refused));
    const error = await failure(http.get('/api/users/profile'));
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).cause).toBe(refused);
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
  afterEach(() => delete window.__pokerEarlyAnswers);

  test('a GET with the same path, query and credentials is answered from it once, then from the network', async () => {
    logIn('secret-token', user);
    early('/api/rooms/12?x=1', 'Bearer secret-token', 200, '{"id":12}');
    const calls = fakeFetch(200, '{"id":"network"}');
    await expect(http.get('/api/rooms/12', { params: { x: 1 } })).resolves.toMatchObject({ status: 200, data: { id: 12 } });
    expect(calls).toHaveLength(0);
    await expect(http.get('/api/rooms/12', { params: { x: 1 } })).resolves.toMatchObject({ data: { id: 'network' } });
    expect(calls).toHaveLength(1);
  });

  test('is not used for other credentials, another path, a failed or old answer, other methods, or another API origin', async () => {
    logIn('secret-token', user);
    const calls = fakeFetch(200, '{"from":"network"}');
    early('/api/users/profile', '', 200, '{"from":"early"}');
    await expect(http.get('/api/users/profile')).resolves.toMatchObject({ data: { from: 'network' } });
    early('/api/users/profile', 'Bearer secret-token', 401, '{"code":"AUTHENTICATION_REQUIRED"}');
    await expect(http.get('/api/users/profile')).resolves.toMatchObject({ data: { from: 'network' } });
    early('/api/users/profile', 'Bearer secret-token', 200, '{"from":"early"}', performance.now() - 60_000);
    await expect(http.get('/api/users/profile')).resolves.toMatchObject({ data: { from: 'network' } });
    early('/api/rooms/1', 'Bearer secret-token', 200, '{"from":"early"}');
    await expect(http.put('/api/rooms/1', {})).resolves.toMatchObject({ data: { from: 'network' } });
    await expect(http.get('/api/rooms/2')).resolves.toMatchObject({ data: { from: 'network' } });
    window.__POKER_CONFIG__ = { apiBase: 'https://api.example.com' };
    early('/api/rooms/3', 'Bearer secret-token', 200, '{"from":"early"}');
    await expect(http.get('/api/rooms/3')).resolves.toMatchObject({ data: { from: 'network' } });
    expect(calls).toHaveLength(6);
  });
});
