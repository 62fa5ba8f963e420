import { attackTally, requestFrom, type TimedResponse } from '../helpers/security-http';
import { newRegistration, startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Sign-up and resend-verification floods that claim a new client address in every request through the headers
 * proxies write: the server trusts no such header (no trustProxy), so the per-address limits still hold, while a
 * request that really comes from another address is served.
 */
const SIGN_UPS_PER_ADDRESS = 3;
const RESENDS_PER_ADDRESS = 4;

let t: TestApp;
const tally = attackTally('spoofed-address-floods');

beforeAll(async () => {
  t = await startTestApp({
    config: {
      rateLimits: {
        registerPerIp: { limit: SIGN_UPS_PER_ADDRESS, windowSeconds: 3600 },
        resendPerIp: { limit: RESENDS_PER_ADDRESS, windowSeconds: 3600 },
        resendPerEmail: { limit: 1000, windowSeconds: 3600 },
      },
    },
  });
});
// Each test starts with fresh windows and cooldowns.
beforeEach(() => t.clock.advance(2 * 3600));
afterAll(() => t.close());

/** Headers claiming the request was forwarded for `address` (each proxy convention at once). */
const spoofed = (address: string): Record<string, string> => ({
  'x-forwarded-for': `${address}, 10.0.0.1`,
  'x-real-ip': address,
  forwarded: `for=${address};proto=https`,
  'true-client-ip': address,
  'cf-connecting-ip': address,
  'x-client-ip': address,
});

let floodCounter = 0;
const floodAddress = () => `203.0.113.${(floodCounter += 1) % 250}`;

async function send(path: string, body: unknown, options: { headers?: Record<string, string>; localAddress?: string } = {}): Promise<TimedResponse> {
  const response = await requestFrom(t.url, { method: 'POST', path, body, ...options });
  tally.note(`${path} ${options.localAddress ?? 'spoofed'}`, response.status);
  return response;
}

const userCount = async () => (await t.server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users')).rows[0].count;

describe('sign-up flood with spoofed forwarding headers', () => {
  it(`still refuses the ${SIGN_UPS_PER_ADDRESS + 1}th sign-up from one address, creates nothing more, and serves a real other address`, async () => {
    const before = await userCount();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_UPS_PER_ADDRESS + 5; i += 1) {
      statuses.push((await send('/api/auth/register', newRegistration(), { headers: spoofed(floodAddress()), localAddress: '127.0.0.1' })).status);
    }
    expect(statuses).toEqual([...Array(SIGN_UPS_PER_ADDRESS).fill(201), ...Array(5).fill(429)]);
    expect(await userCount()).toBe(before + SIGN_UPS_PER_ADDRESS);

    const refused = await send('/api/auth/register', newRegistration(), { headers: spoofed('198.51.100.7'), localAddress: '127.0.0.1' });
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_SIGN_UPS' } });
    expect(refused.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);

    const elsewhere = await send('/api/auth/register', newRegistration(), { localAddress: '127.0.0.2' });
    expect(elsewhere.status).toBe(201);
  });

  it('concurrent sign-ups with spoofed headers cannot slip past the limit together', async () => {
    const before = await userCount();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        send('/api/auth/register', newRegistration(), { headers: spoofed(floodAddress()), localAddress: '127.0.0.3' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(SIGN_UPS_PER_ADDRESS);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - SIGN_UPS_PER_ADDRESS);
    expect(await userCount()).toBe(before + SIGN_UPS_PER_ADDRESS);
  });
});

describe('resend-verification flood with spoofed forwarding headers', () => {
  it(`still refuses the ${RESENDS_PER_ADDRESS + 1}th resend from one address, whatever e-mails it names, and serves a real other address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RESENDS_PER_ADDRESS + 5; i += 1) {
      const email = `flood${process.pid}x${i}@example.com`;
      statuses.push((await send('/api/auth/resend-verification', { email }, { headers: spoofed(floodAddress()), localAddress: '127.0.0.4' })).status);
    }
    expect(statuses).toEqual([...Array(RESENDS_PER_ADDRESS).fill(200), ...Array(5).fill(429)]);
    const elsewhere = await send('/api/auth/resend-verification', { email: `other${process.pid}@example.com` }, { localAddress: '127.0.0.5' });
    expect(elsewhere.status).toBe(200);
  });

  it('one e-mail in another case or from another address is the same e-mail: its cooldown holds', async () => {
    const email = `cooldown${process.pid}@example.com`;
    expect((await send('/api/auth/resend-verification', { email }, { localAddress: '127.0.0.6' })).status).toBe(200);
    for (const [variant, localAddress] of [
      [email.toUpperCase(), '127.0.0.7'],
      [email.replace('cooldown', 'CoolDown'), '127.0.0.8'],
    ]) {
      const again = await send('/api/auth/resend-verification', { email: variant }, { localAddress, headers: spoofed(floodAddress()) });
      expect(again).toMatchObject({ status: 429, body: { code: 'RESEND_COOLDOWN' } });
    }
    expect(tally.serverErrors).toEqual([]);
  });
});
