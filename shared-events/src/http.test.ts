import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { errorCode, errorMessage, http, isNetworkError } from './http';
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

function answer(status: number, data: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ status: 'ready', token: null, user: null });
});

test('adds the bearer token of the session', async () => {
  logIn('secret-token', user);
  let seen: unknown;
  await http.get('/api/users/profile', {
    adapter: async (config) => {
      seen = AxiosHeaders.from(config.headers).get('Authorization');
      return { status: 200, data: {}, statusText: '', headers: {}, config };
    },
  });
  expect(seen).toBe('Bearer secret-token');
});

test('a 401 ends the session and clears the stored token', async () => {
  logIn('expired', user);
  await expect(http.get('/api/users/profile', { adapter: answer(401, { message: 'Authentication required' }) })).rejects.toThrow();
  expect(sessionStore.getState().token).toBeNull();
  expect(localStorage.getItem('authToken')).toBeNull();
});

test('errorMessage prefers the server error text, then message, then the fallback', async () => {
  const failure = (data: unknown) => http.get('/x', { adapter: answer(400, data) }).catch((error: unknown) => error);
  expect(errorMessage(await failure({ message: 'Room is full', error: 'This room is full' }), 'fb')).toBe('This room is full');
  expect(errorMessage(await failure({ code: 'INVALID_CODE', message: 'Invalid code', error: 'INVALID_CODE' }), 'fb')).toBe('Invalid code');
  expect(errorMessage(await failure({}), 'Failed to log in.')).toBe('Failed to log in.');
  expect(errorMessage(new Error('x'), 'fallback')).toBe('fallback');
});

test('errorCode reads the code of the server’s answer, and only that', async () => {
  const failure = (data: unknown) => http.get('/x', { adapter: answer(403, data) }).catch((error: unknown) => error);
  expect(errorCode(await failure({ code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email before logging in.' }))).toBe('EMAIL_NOT_VERIFIED');
  expect(errorCode(await failure({ message: 'EMAIL_NOT_VERIFIED', error: 'EMAIL_NOT_VERIFIED' }))).toBeUndefined();
  expect(errorCode(await failure('Forbidden'))).toBeUndefined();
  expect(errorCode(new Error('EMAIL_NOT_VERIFIED'))).toBeUndefined();
});

test('isNetworkError is true only when no response came back', async () => {
  const offline = await http
    .get('/x', { adapter: async (config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config)) })
    .catch((error: unknown) => error);
  expect(isNetworkError(offline)).toBe(true);
  expect(isNetworkError(await http.get('/x', { adapter: answer(500, {}) }).catch((error: unknown) => error))).toBe(false);
});
