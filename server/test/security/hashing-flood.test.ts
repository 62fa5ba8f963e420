import type { IncomingMessage } from 'node:http';
import { createFairGate, createOwnerShares } from '../../src/security/fair-share';
import type { RateLimitSettings } from '../../src/config';
import { attackTally, requestFrom } from '../helpers/security-http';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app';

const FLOOD = 400;
const tally = attackTally('hashing-flood');

/** Resolves once the server has received `count` requests for `pathname` (however it answers them). */
function requestsArrived(t: TestApp, pathname: string, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onRequest = (request: IncomingMessage) => {
      if (request.url !== pathname || ++seen < count) return;
      t.server.app.server.off('request', onRequest);
      resolve();
    };
    t.server.app.server.on('request', onRequest);
  });
}

/**
 * User A sends FLOOD concurrent change-password requests with a wrong current password; once the server has
 * them all, user B logs in from another client address. Answers B's login and the flood's answers.
 */
async function floodThenLogin(t: TestApp) {
  const a = await signUp(t);
  const b = await signUp(t);
  const arrived = requestsArrived(t, '/api/users/change-password', FLOOD);
  const flood = Promise.all(
    Array.from({ length: FLOOD }, () =>
      requestFrom<{ code?: string; message: string; retryAfter?: number }>(t.url, {
        method: 'PUT',
        path: '/api/users/change-password',
        body: { currentPassword: 'wrong-guess', newPassword: 'whatever1' },
        headers: { authorization: `Bearer ${a.token}` },
      }),
    ),
  );
  await arrived;
  const login = await requestFrom(t.url, {
    method: 'POST',
    path: '/api/auth/login',
    body: { email: b.registration.email, password: b.registration.password },
    localAddress: '127.0.0.9',
  });
  const answers = await flood;
  answers.forEach((response) => tally.note('wrong current password in a flood', response.status));
  return { login, flood: answers };
}

/** Every response is a 429 with Retry-After and one of `codes`; answers how many carried each code. */
function refusalsByCode(responses: { status: number; headers: Record<string, unknown>; body: { code?: string } }[], codes: string[]) {
  const counts = Object.fromEntries(codes.map((code) => [code, 0]));
  for (const response of responses) {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(response.body).toMatchObject({ code: expect.stringMatching(new RegExp(`^(${codes.join('|')})$`)), retryAfter });
    counts[response.body.code!] += 1;
  }
  return counts;
}

describe('a flood of wrong current passwords by one user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ smtp: true });
  });
  afterAll(() => t.close());

  it('is cut at the per-user limit with 429 and Retry-After; another user still logs in under 1 s', async () => {
    const { login, flood } = await floodThenLogin(t);
    expect(login.status).toBe(200);
    expect(login.ms).toBeLessThan(1000);

    expect(flood.filter((response) => response.status >= 500)).toEqual([]);
    const wrong = flood.filter((response) => response.status === 400);
    expect(wrong).toHaveLength(5);
    wrong.forEach((response) => expect(response.body).toMatchObject({ message: 'Current password is incorrect.' }));
    // Past the limit, or beyond the user's 16 checks in progress (refused before the database).
    const refused = flood.filter((response) => response.status !== 400);
    const counts = refusalsByCode(refused, ['TOO_MANY_PASSWORD_ATTEMPTS', 'TOO_MANY_CONCURRENT_PASSWORD_CHECKS']);
    expect(counts.TOO_MANY_PASSWORD_ATTEMPTS).toBeGreaterThanOrEqual(16 - 5);
    expect(refused.find((response) => response.body.code === 'TOO_MANY_PASSWORD_ATTEMPTS')?.body).toMatchObject({
      message: 'Too many incorrect password attempts. Please try again in 15 minutes.',
    });
  });
});

describe('the hashing pool, with the attempt limit out of the way', () => {
  let t: TestApp;
  beforeAll(async () => {
    const unlimited: Partial<RateLimitSettings> = { currentPasswordPerUser: { limit: 1_000_000, windowSeconds: 900 } };
    t = await startTestApp({ smtp: true, config: { rateLimits: unlimited } });
  });
  afterAll(() => t.close());

  it("queues one user's hashes behind everyone else's turn and refuses those beyond the user's share", async () => {
    const { login, flood } = await floodThenLogin(t);
    expect(login.status).toBe(200);
    expect(login.ms).toBeLessThan(1000);

    expect(flood.filter((response) => response.status >= 500)).toEqual([]);
    const checked = flood.filter((response) => response.status === 400);
    expect(checked.length).toBeGreaterThan(0);
    const counts = refusalsByCode(
      flood.filter((response) => response.status !== 400),
      ['TOO_MANY_CONCURRENT_PASSWORD_CHECKS'],
    );
    expect(counts.TOO_MANY_CONCURRENT_PASSWORD_CHECKS).toBeGreaterThan(0);
  });
});

describe('the fair gate and the owner shares (security/fair-share.ts)', () => {
  /** An operation that runs until `finish()`; `started` tells when the gate let it in. */
  function heldOperation() {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const held = {
      started: false,
      finish,
      run: async () => {
        held.started = true;
        await done;
      },
    };
    return held;
  }

  it('runs at most `slots` at once and starts waiting operations one owner at a time', async () => {
    const gate = createFairGate(1);
    const order: string[] = [];
    const first = heldOperation();
    const running = gate.run('flooder', first.run);
    const queued = [...['flooder', 'flooder', 'flooder', 'other', undefined, 'other'].entries()].map(([index, owner]) =>
      gate.run(owner, async () => {
        order.push(`${owner ?? 'server'}#${index}`);
      }),
    );
    await new Promise(setImmediate);
    expect(first.started).toBe(true);
    expect(order).toEqual([]);
    first.finish();
    await Promise.all([running, ...queued]);
    expect(order).toEqual(['flooder#0', 'other#3', 'server#4', 'flooder#1', 'other#5', 'flooder#2']);
  });

  it("refuses an owner's operations beyond its share at once, and frees the share as they end", async () => {
    const shares = createOwnerShares(2, () => new Error('busy'));
    const [a, b] = [heldOperation(), heldOperation()];
    const inProgress = [shares.within('user:1', a.run), shares.within('user:1', b.run)];
    await expect(shares.within('user:1', async () => 'third')).rejects.toThrow('busy');
    expect(await shares.within('user:2', async () => 'another user')).toBe('another user');
    a.finish();
    await inProgress[0];
    expect(await shares.within('user:1', async () => 'after one ended')).toBe('after one ended');
    b.finish();
    await inProgress[1];
  });
});
