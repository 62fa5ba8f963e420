import { newRegistration, registerWithCode, signUp, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    smtp: true,
    config: {
      rateLimits: {
        loginPerAccountAndIp: { limit: 3, windowSeconds: 900 },
        loginPerIp: { limit: 8, windowSeconds: 900 },
        resendPerEmail: { limit: 2, windowSeconds: 3600 },
        resendPerIp: { limit: 5, windowSeconds: 3600 },
      },
    },
  });
});
// Every window of the previous test has ended: each test starts with fresh counters.
beforeEach(() => t.clock.advance(3600));
afterAll(() => t.close());

const login = (email: string, password: string) => t.post('/api/auth/login', { email, password });
const resend = (email: string) => t.post('/api/auth/resend-verification', { email });
let emailCounter = 0;
const unknownEmail = () => `nobody${process.pid}x${++emailCounter}@example.com`;

function expectLimited(response: { status: number; headers: Headers; body: unknown }, code: string, message: string, retryAfter: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(retryAfter));
  expect(response.body).toEqual({ code, message, retryAfter });
}

// Other addresses are not refused for this account: see security/login-lockout.test.ts.
describe('login rate limit per e-mail and address', () => {
  it('answers 429 with Retry-After after 3 failed attempts from one address, even for the right password from there, until the window ends', async () => {
    const { registration } = await signUp(t);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(registration.email, 'wrong-password')).status).toBe(401);
    t.clock.advance(60);
    expectLimited(
      await login(registration.email, 'wrong-password'),
      'TOO_MANY_LOGIN_ATTEMPTS',
      'Too many login attempts. Please try again in 14 minutes.',
      840,
    );
    expectLimited(
      await login(registration.email.toUpperCase(), registration.password),
      'TOO_MANY_LOGIN_ATTEMPTS',
      'Too many login attempts. Please try again in 14 minutes.',
      840,
    );

    t.clock.advance(840);
    expect((await login(registration.email, registration.password)).status).toBe(200);
  });

  it('counts only failures: successful logins never lock the account', async () => {
    const { registration } = await signUp(t);
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await login(registration.email, registration.password)).status).toBe(200);
    expect((await login(registration.email, 'wrong-password')).status).toBe(401);
  });

  it('limits unknown e-mails the same way (the answer does not reveal whether an account exists)', async () => {
    const email = unknownEmail();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(email, 'whatever1')).status).toBe(401);
    expect((await login(email, 'whatever1')).status).toBe(429);
  });

  it('holds under concurrency: 6 parallel wrong attempts give exactly 3 × 401 and 3 × 429', async () => {
    const email = unknownEmail();
    const responses = await Promise.all(Array.from({ length: 6 }, () => login(email, 'wrong-password')));
    expect(responses.map((response) => response.status).sort()).toEqual([401, 401, 401, 429, 429, 429]);
  });
});

describe('login rate limit per IP', () => {
  it('answers 429 after 8 failed attempts from one address, whatever e-mails they try', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => login(unknownEmail(), 'wrong-password')));
    expect(responses.filter((response) => response.status === 401)).toHaveLength(8);
    const limited = responses.filter((response) => response.status === 429);
    expect(limited).toHaveLength(4);
    limited.forEach((response) =>
      expectLimited(response, 'TOO_MANY_LOGIN_ATTEMPTS', 'Too many login attempts. Please try again in 15 minutes.', 900),
    );
  });

  it('keeps its counters in the database (shared by every server process)', async () => {
    await login(unknownEmail(), 'wrong-password');
    const { rows } = await t.server.db.query<{ key: string; hits: number }>(
      `SELECT key, hits FROM rate_limit_counters WHERE key = 'login:ip:127.0.0.1'`,
    );
    expect(rows).toEqual([{ key: 'login:ip:127.0.0.1', hits: 1 }]);
  });
});

describe('resend-verification rate limit', () => {
  it('per e-mail: 2 requests per hour on top of the 60-s cooldown, then 429 with Retry-After', async () => {
    const { registration } = await registerWithCode(t);
    t.clock.advance(60);
    expect((await resend(registration.email)).status).toBe(200);
    t.clock.advance(60);
    expect((await resend(registration.email)).status).toBe(200);
    t.clock.advance(60);
    expectLimited(
      await resend(registration.email),
      'TOO_MANY_RESEND_REQUESTS',
      'Too many verification code requests. Please try again in 58 minutes.',
      3480,
    );
    // Registration mail plus the two resends (mail goes out in the background).
    expect((await t.smtp!.nthMailTo(registration.email, 3)).to).toEqual([registration.email]);
  });

  it('per IP: 5 requests per hour from one address, whatever e-mails they name', async () => {
    const statuses = [];
    for (let request = 0; request < 7; request += 1) statuses.push((await resend(unknownEmail())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('sign-up rate limit per IP', () => {
  it('answers 429 with Retry-After after 3 sign-ups from one address in an hour, and creates nothing more', async () => {
    const limited = await startTestApp({ config: { rateLimits: { registerPerIp: { limit: 3, windowSeconds: 3600 } } } });
    try {
      const register = (n: number) => limited.post('/api/auth/register', newRegistration({ username: `capped${process.pid}x${n}` }));
      for (const n of [1, 2, 3]) expect((await register(n)).status).toBe(201);
      const refused = await register(4);
      expectLimited(refused, 'TOO_MANY_SIGN_UPS', 'Too many sign-ups from your network. Please try again in 60 minutes.', 3600);
      const users = await limited.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(users.rows[0].n).toBe(3);
      limited.clock.advance(3600);
      expect((await register(5)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
