import { hashPassword } from '../../src/security/passwords';
import { attackTally, median, requestFrom, type TimedResponse } from '../helpers/security-http';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Account enumeration through login: a wrong password for a registered e-mail and any password for an unknown
 * e-mail get the same status, body and headers, after the same work. Timing is compared by the median of
 * interleaved tries, each from its own client address (so no per-address limit or delay is reached), against a
 * bound loose enough for a loaded 2-core machine yet far from what skipping the password hash would give
 * (about 1:9 on this machine under load: a hash is tens of milliseconds, the rest of a login a few).
 */
const TRIES = 15;
const MAX_RATIO = 3;

let t: TestApp;
const tally = attackTally('login-enumeration');
let tryCounter = 0;

beforeAll(async () => {
  t = await startTestApp();
  const passwordHash = await hashPassword('the-right-password');
  for (let i = 0; i < TRIES + 1; i += 1) {
    await t.server.db.query(
      `INSERT INTO users (username, email, first_name, country, password_hash, email_verified_at) VALUES ($1, $2, 'Known', 'France', $3, $4)`,
      [`known${process.pid}x${i}`, knownEmail(i), passwordHash, t.clock.now()],
    );
  }
});
afterAll(() => t.close());

const knownEmail = (i: number) => `known${process.pid}x${i}@example.com`;
const unknownEmail = (i: number) => `unknown${process.pid}x${i}@example.com`;

/** One login try from its own loopback address (127.0.1.1, 127.0.1.2, …). */
function login(email: string): Promise<TimedResponse> {
  tryCounter += 1;
  const localAddress = `127.0.${1 + Math.floor(tryCounter / 250)}.${1 + (tryCounter % 250)}`;
  return requestFrom(t.url, { method: 'POST', path: '/api/auth/login', body: { email, password: 'a-wrong-password' }, localAddress });
}

/** What an observer can compare besides time: status, body, and the headers that are not a clock or a length. */
const visible = (response: TimedResponse) => ({
  status: response.status,
  body: response.body,
  headers: Object.keys(response.headers)
    .filter((name) => name !== 'date')
    .sort()
    .map((name) => `${name}: ${name === 'content-length' ? 'n' : response.headers[name]}`),
});

describe('login for a registered and an unknown e-mail', () => {
  it('answers both the same way, in about the same time', async () => {
    // Warm-up, not measured: the first unknown e-mail also derives the dummy hash once.
    await login(unknownEmail(TRIES));
    await login(knownEmail(TRIES));

    const known: TimedResponse[] = [];
    const unknown: TimedResponse[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      // Alternating which goes first, so a slow moment of the machine hits both sides alike.
      if (i % 2) {
        known.push(await login(knownEmail(i)));
        unknown.push(await login(unknownEmail(i)));
      } else {
        unknown.push(await login(unknownEmail(i)));
        known.push(await login(knownEmail(i)));
      }
    }
    for (const response of [...known, ...unknown]) tally.note('login enumeration try', response.status);

    expect(new Set([...known, ...unknown].map((response) => JSON.stringify(visible(response))))).toEqual(
      new Set([JSON.stringify(visible(known[0]))]),
    );
    expect(visible(known[0])).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' } });

    const figures = { knownMedianMs: median(known.map((r) => r.ms)), unknownMedianMs: median(unknown.map((r) => r.ms)) };
    const ratio = figures.knownMedianMs / figures.unknownMedianMs;
    if (process.env.SECURITY_TALLY_FILE) console.log('login timing', { ...figures, ratio });
    expect(ratio).toBeGreaterThan(1 / MAX_RATIO);
    expect(ratio).toBeLessThan(MAX_RATIO);
    expect(tally.serverErrors).toEqual([]);
  });

  it('answers a registered and an unknown e-mail alike in any case or padding (no second, unguarded lookup)', async () => {
    const variants = [(email: string) => email.toUpperCase(), (email: string) => `  ${email}`, (email: string) => `${email} `];
    for (const [index, variant] of variants.entries()) {
      const [registered, unknown] = [await login(variant(knownEmail(index))), await login(variant(unknownEmail(index)))];
      tally.note('login e-mail variant', registered.status);
      tally.note('login e-mail variant', unknown.status);
      expect(visible(registered)).toEqual(visible(unknown));
    }
  });
});
