import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Sent as the `Idempotency-Key` header of a write the server must apply at most once: a retry of the same
     * operation after no answer sends the same key (the wallet's deposits and withdrawals).
     */
    idempotencyKey?: string;
  }
}

/** What a failed request's answer carries, when the server answered at all. */
export type HttpErrorResponse = AxiosResponse;

let client: Promise<AxiosInstance> | undefined;

/**
 * The one axios instance (http-client.ts), loaded with the first request rather than with the page: a visitor's
 * screens (the landing, sign-in) paint without axios. A page that reads the API at once preloads its chunk with its
 * early reads (shell/src/index.html, `preload:http-client`), so its first answer does not wait for it.
 */
export function loadHttpClient(): Promise<AxiosInstance> {
  client ??= import(/* webpackChunkName: "http-client" */ './http-client').then((module) => module.httpClient);
  return client;
}

/** The API's verbs on the one client, typed as axios's own: each a promise of its response (or its AxiosError). */
export const http = {
  get: <T = unknown, R = AxiosResponse<T>>(url: string, config?: AxiosRequestConfig) =>
    loadHttpClient().then((instance) => instance.get<T, R>(url, config)),
  delete: <T = unknown, R = AxiosResponse<T>>(url: string, config?: AxiosRequestConfig) =>
    loadHttpClient().then((instance) => instance.delete<T, R>(url, config)),
  post: <T = unknown, R = AxiosResponse<T>>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    loadHttpClient().then((instance) => instance.post<T, R>(url, data, config)),
  put: <T = unknown, R = AxiosResponse<T>>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    loadHttpClient().then((instance) => instance.put<T, R>(url, data, config)),
};
