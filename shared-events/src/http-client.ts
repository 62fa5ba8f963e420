import axios, { type InternalAxiosRequestConfig } from 'axios';
import { apiBase } from './config';
import { answerEarlyOr } from './early-answers';
import { logOut, sessionStore } from './session.store';

/**
 * The one HTTP client (axios), loaded with the first request (see http.ts): the API base from the config, the session's
 * bearer token, idempotency keys, and a 401 with a session ends it. No timeout (SPEC §7): a slow request is left to finish. The network adapter answers a GET
 * the page's first script already asked for from that answer.
 */
export const httpClient = axios.create({ adapter: answerEarlyOr(axios.getAdapter(axios.defaults.adapter)) });

/** Read on every request: a deployment's config may be set after this module loaded. */
function withApiBase(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL = apiBase();
  return config;
}

/** A caller's own Authorization (logout revokes the token the session held) is kept. */
function withBearerToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { token } = sessionStore.getState();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

function withIdempotencyKey(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.idempotencyKey !== undefined) config.headers.set('Idempotency-Key', config.idempotencyKey);
  return config;
}

/** The server no longer accepts this session's token (expired or revoked): the page logs out (SPEC §4). */
function endSessionOnUnauthorized(error: unknown): Promise<never> {
  if (axios.isAxiosError(error) && error.response?.status === 401 && sessionStore.getState().token) logOut();
  return Promise.reject(error);
}

// Synchronous: none of them waits for anything, so axios hands the request to the adapter in the caller's tick.
for (const interceptor of [withApiBase, withBearerToken, withIdempotencyKey])
  httpClient.interceptors.request.use(interceptor, null, { synchronous: true });
httpClient.interceptors.response.use(null, endSessionOnUnauthorized);
