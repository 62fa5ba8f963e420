import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse, RegisterRequest } from 'shared-events/contracts';
import { buildApp, type App } from '../../src/app';
import type { Config } from '../../src/config';
import { codeIn, SmtpSink } from './smtp-sink';
import { openTestDatabase } from './test-database';

export interface TestResponse<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
  text: string;
}

/** A controllable clock: expiry and cooldowns are tested by moving time, not by waiting. */
export class TestClock {
  private current = Date.parse('2030-01-01T12:00:00Z');
  now = () => new Date(this.current);
  advance(seconds: number) {
    this.current += seconds * 1000;
  }
}

export interface TestApp {
  server: App;
  url: string;
  clock: TestClock;
  smtp?: SmtpSink;
  printed: string[];
  request<Body = unknown>(
    method: string,
    pathname: string,
    options?: { body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<TestResponse<Body>>;
  post<Body = unknown>(pathname: string, body: unknown, headers?: Record<string, string>): Promise<TestResponse<Body>>;
  get<Body = unknown>(pathname: string, headers?: Record<string, string>): Promise<TestResponse<Body>>;
  close(): Promise<void>;
}

let counter = 0;

/** A registration payload with names unique within the test run. */
export function newRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const id = `${process.pid}x${counter}`;
  return {
    username: `player${id}`,
    firstName: 'Ada',
    country: 'France',
    email: `player${id}@example.com`,
    password: 'secret123',
    confirmPassword: 'secret123',
    ...overrides,
  };
}

/** Starts the real server on 127.0.0.1:0 with a fresh database, a test clock and, if asked, an SMTP sink. */
export async function startTestApp(
  options: {
    smtp?: boolean;
    config?: Partial<Config>;
    tables?: boolean;
    /** Bots that play through the table runtime without sockets: the director counts them as connected. */
    playersPresent?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-data-'));
  const smtp = options.smtp ? await new SmtpSink().start() : undefined;
  const clock = new TestClock();
  const printed: string[] = [];
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    smtpUrl: smtp?.url,
    mailFrom: 'Poker Test <test@example.com>',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    publicUrl: 'http://127.0.0.1',
    nodeEnv: 'test',
    webRoot: path.join(dataDir, 'no-web-root'),
    ...options.config,
    // Whole suites sign up hundreds of players from 127.0.0.1; the sign-up limit has its own test.
    rateLimits: { registerPerIp: { limit: 1_000_000, windowSeconds: 3600 }, ...options.config?.rateLimits },
  };
  const server = await buildApp(config, {
    db: await openTestDatabase(),
    now: clock.now,
    logger: false,
    print: (line) => printed.push(line),
    tables: options.tables,
    startTableRunner: false,
    ...(options.playersPresent && { presentAmong: async (userIds: readonly number[]) => new Set(userIds) }),
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

  const request: TestApp['request'] = async (method, pathname, { body, raw, headers = {} } = {}) => {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await fetch(url + pathname, {
      method,
      headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: payload,
    });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as never, text };
  };

  return {
    server,
    url,
    clock,
    smtp,
    printed,
    request,
    post: (pathname, body, headers) => request('POST', pathname, { body, headers }),
    get: (pathname, headers) => request('GET', pathname, { headers }),
    async close() {
      await server.close();
      await smtp?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers through the API and returns the code from the first mail the SMTP sink received. */
export async function registerWithCode(t: TestApp, overrides: Partial<RegisterRequest> = {}) {
  const registration = newRegistration(overrides);
  const response = await t.post('/api/auth/register', registration);
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  const code = codeIn(await t.smtp!.nthMailTo(registration.email, 1));
  return { registration, code };
}

/** A verified, logged-in user. */
export async function signUp(t: TestApp, overrides: Partial<RegisterRequest> = {}) {
  const { registration, code } = await registerWithCode(t, overrides);
  await t.post('/api/auth/verify-email', { email: registration.email, code });
  const login = await t.post<LoginResponse>('/api/auth/login', { email: registration.email, password: registration.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { registration, token: login.body.token, user: login.body.user };
}
