import { attackTally, requestFrom } from '../helpers/security-http';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app';

const SLOWDOWN = { freeFailures: 3, windowSeconds: 900, firstDelayMs: 250, maxDelayMs: 1500 };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    smtp: true,
    config: {
      rateLimits: {
        loginPerAccountAndIp: { limit: 5, windowSeconds: 900 },
        loginPerIp: { limit: 20, windowSeconds: 900 },
        loginSlowdownPerAccount: SLOWDOWN,
      },
    },
  });
});
// Every window of the previous test has ended: each test starts with fresh counters.
beforeEach(() => t.clock.advance(3600));
afterAll(() => t.close());

const tally = attackTally('login-lockout');
const attackerAddress = (n: number) => `127.0.0.${10 + n}`;

async function loginFrom(localAddress: string, email: string, password: string, headers?: Record<string, string>) {
  const response = await requestFrom(t.url, { method: 'POST', path: '/api/auth/login', body: { email, password }, headers, localAddress });
  if (localAddress !== '127.0.0.1') tally.note(`login from ${localAddress}`, response.status);
  return response;
}

function expectLoginLimited(response: { status: number; headers: Record<string, unknown>; body: unknown }) {
  expect(response.status).toBe(429);
  expect(response.headers['retry-after']).toBe('900');
  expect(response.body).toEqual({
    code: 'TOO_MANY_LOGIN_ATTEMPTS',
    message: 'Too many login attempts. Please try again in 15 minutes.',
    retryAfter: 900,
  });
}

describe('wrong passwords from other addresses (OWASP ASVS 6.3.1: no malicious lockout)', () => {
  it("never lock the owner out: after 12 failures from 3 addresses the owner's right password answers 200 at once", async () => {
    const { registration } = await signUp(t);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => loginFrom(attackerAddress(attempt % 3), registration.email, `guess-${attempt}`)),
    );
    for (const response of guesses) {
      expect(response).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' } });
    }

    const owner = await loginFrom('127.0.0.1', registration.email, registration.password);
    expect(owner.status).toBe(200);
    // The account's failures slow its wrong answers by up to 1.5 s; the right password never waits for them.
    expect(owner.ms).toBeLessThan(1000);
  });

  it("slow the account's wrong answers down progressively, up to a cap, whatever address they come from", async () => {
    const { registration } = await signUp(t);
    const elapsed: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await loginFrom(attackerAddress(attempt), registration.email, `guess-${attempt}`);
      expect(response.status).toBe(401);
      elapsed.push(response.ms);
    }
    // Failures 1-3 are free, then 250, 500, 1000 ms and the 1500-ms cap (a timer may fire a millisecond early).
    const delays = [0, 0, 0, 250, 500, 1000, 1500];
    elapsed.forEach((ms, attempt) => expect(ms).toBeGreaterThanOrEqual(delays[attempt] - 2));
    expect(elapsed[6]).toBeLessThan(SLOWDOWN.maxDelayMs + 1000);
  });

  it("refuse the attacker's own address for that account once over its limit, even with the right password; others still log in", async () => {
    const { registration } = await signUp(t);
    const attacker = attackerAddress(7);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await loginFrom(attacker, registration.email, `guess-${attempt}`)).status).toBe(401);
    }
    expectLoginLimited(await loginFrom(attacker, registration.email, 'guess-again'));
    expectLoginLimited(await loginFrom(attacker, registration.email.toUpperCase(), registration.password));

    expect((await loginFrom('127.0.0.1', registration.email, registration.password)).status).toBe(200);
    expect((await loginFrom(attackerAddress(8), registration.email, registration.password)).status).toBe(200);
    t.clock.advance(900);
    expect((await loginFrom(attacker, registration.email, registration.password)).status).toBe(200);
  });

  it('limit one address across every account, and a spoofed X-Forwarded-For does not change the address', async () => {
    const attacker = attackerAddress(9);
    const { registration } = await signUp(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${attempt}`, 'x-real-ip': `198.51.100.${attempt}` };
      const response = await loginFrom(attacker, `victim${attempt}x${process.pid}@example.com`, 'guess', spoofed);
      statuses.push(response.status);
      if (response.status === 429) expectLoginLimited(response);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(401), 429, 429]);
    expect((await loginFrom(attacker, registration.email, registration.password)).status).toBe(429);
    expect((await loginFrom('127.0.0.1', registration.email, registration.password)).status).toBe(200);
  });
});
