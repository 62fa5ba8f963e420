import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiBase } from './config';

/** One GET the page's first script sent before the app ran (shell/src/index.html), as it will be read once. */
export interface EarlyAnswer {
  /** The Authorization header it was sent with ('' for none). */
  authorization: string;
  /** performance.now() when it was sent. */
  sentAt: number;
  answer: Promise<{ status: number; headers: Record<string, string>; text: string }>;
}

declare global {
  interface Window {
    /** Keyed by path and query, e.g. `/api/rooms/12`. */
    __pokerEarlyAnswers?: Record<string, EarlyAnswer>;
  }
}

/** Older than this, an early answer is not used: the app asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/**
 * The answer to a GET the page already sent for the route it opened on, taken once: the first screen's data then
 * arrives while the app's code is still downloading instead of a round trip after it ran. Only an answer sent with the
 * same credentials, recently, from this origin's API, is used.
 */
export function takeEarlyAnswer(path: string, authorization: string | undefined): EarlyAnswer['answer'] | undefined {
  if (typeof window === 'undefined' || apiBase() !== '') return undefined;
  const early = window.__pokerEarlyAnswers?.[path];
  if (!early) return undefined;
  delete window.__pokerEarlyAnswers?.[path];
  const fresh = performance.now() - early.sentAt <= EARLY_ANSWER_MAX_AGE_MS;
  return fresh && early.authorization === (authorization ?? '') ? early.answer : undefined;
}

/** A successful early answer to this GET, as axios's adapters answer (the body as text, which axios parses). */
async function earlyResponse(config: InternalAxiosRequestConfig): Promise<AxiosResponse | undefined> {
  if (config.method !== 'get') return undefined;
  const path = axios.getUri({ url: config.url, params: config.params, paramsSerializer: config.paramsSerializer });
  const authorization = config.headers.get('Authorization');
  const answer = await takeEarlyAnswer(path, typeof authorization === 'string' ? authorization : undefined)?.catch(() => undefined);
  if (!answer || answer.status < 200 || answer.status > 299) return undefined;
  return { status: answer.status, statusText: '', data: answer.text, headers: new AxiosHeaders(answer.headers), config, request: undefined };
}

/** The network adapter, behind the early answers: anything but a fresh successful one is asked for again. */
export function answerEarlyOr(network: AxiosAdapter): AxiosAdapter {
  return async (config) => (await earlyResponse(config)) ?? network(config);
}
