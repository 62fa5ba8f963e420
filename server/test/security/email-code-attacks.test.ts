import { VERIFICATION_MAX_ATTEMPTS } from 'shared-events/contracts';
import { codeIn } from '../helpers/smtp-sink';
import { attackTally } from '../helpers/security-http';
import { registerWithCode, startTestApp, type TestApp, type TestResponse } from '../helpers/test-app';

/**
 * Guessing the 6-character e-mail code: the attempts per code are capped even when the guesses arrive all at
 * once, a new code never revives an old one, the guesses per hour stay bounded across resends, and a code works
 * once, for its own account only.
 */
let t: TestApp;
const tally = attackTally('email-code-attacks');

beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
// Each test starts after the previous one's cooldowns and windows.
beforeEach(() => t.clock.advance(2 * 3600));
afterAll(() => t.close());

const verify = async (email: string, code: string) => {
  const response = await t.post<{ code?: string }>('/api/auth/verify-email', { email, code });
  tally.note('verify-email', response.status);
  return response;
};
const resend = async (email: string) => {
  const response = await t.post<{ code?: string }>('/api/auth/resend-verification', { email });
  tally.note('resend-verification', response.status);
  return response;
};
const codes = (response: TestResponse<{ code?: string }>[]) => response.map((answer) => `${answer.status} ${answer.body.code}`);

/** `count` distinct codes that are not `right` (letters only: the real ones mix in digits often enough, not always). */
function wrongCodes(right: string, count: number): string[] {
  const guesses: string[] = [];
  for (let n = 0; guesses.length < count; n += 1) {
    const guess = n.toString(36).toUpperCase().padStart(6, 'Z');
    if (guess !== right.toUpperCase()) guesses.push(guess);
  }
  return guesses;
}

const isVerified = async (email: string) =>
  (await t.server.db.query<{ verified: boolean }>('SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE email = $1', [email])).rows[0]
    .verified;

describe('e-mail verification code guessing', () => {
  it(`30 guesses at once: exactly ${VERIFICATION_MAX_ATTEMPTS} are weighed, and the code is dead even for the right value`, async () => {
    const { registration, code } = await registerWithCode(t);
    const answers = await Promise.all(wrongCodes(code, 30).map((guess) => verify(registration.email, guess)));
    const sorted = codes(answers).sort();
    expect(sorted.filter((answer) => answer === '400 INVALID_VERIFICATION_CODE')).toHaveLength(VERIFICATION_MAX_ATTEMPTS - 1);
    expect(sorted.filter((answer) => answer === '429 TOO_MANY_VERIFICATION_ATTEMPTS')).toHaveLength(30 - VERIFICATION_MAX_ATTEMPTS + 1);
    expect(codes([await verify(registration.email, code)])).toEqual(['429 TOO_MANY_VERIFICATION_ATTEMPTS']);
    expect(await isVerified(registration.email)).toBe(false);
  });

  it('across resends the guesses per hour stay bounded: the resend limit stops new codes', async () => {
    const { registration, code: first } = await registerWithCode(t);
    let code = first;
    let guesses = 0;
    let codesIssued = 1;
    for (let round = 0; round < 50; round += 1) {
      for (const guess of wrongCodes(code, VERIFICATION_MAX_ATTEMPTS)) {
        const answer = await verify(registration.email, guess);
        if (answer.status === 400) guesses += 1;
        else expect(answer.status).toBe(429);
      }
      guesses += 1; // the try that killed the code was weighed too
      t.clock.advance(61);
      const again = await resend(registration.email);
      if (again.status === 429) break;
      expect(again.status).toBe(200);
      codesIssued += 1;
      code = codeIn(await t.smtp!.nthMailTo(registration.email, codesIssued));
    }
    expect(codesIssued).toBeLessThan(10);
    expect(guesses).toBe(codesIssued * VERIFICATION_MAX_ATTEMPTS);
    expect(await isVerified(registration.email)).toBe(false);
  });

  it('a code from before a resend stays dead, also after the new code was burnt', async () => {
    const { registration, code: oldCode } = await registerWithCode(t);
    t.clock.advance(61);
    expect((await resend(registration.email)).status).toBe(200);
    const newCode = codeIn(await t.smtp!.nthMailTo(registration.email, 2));
    if (oldCode !== newCode) expect(codes([await verify(registration.email, oldCode)])).toEqual(['400 INVALID_VERIFICATION_CODE']);
    for (const guess of wrongCodes(newCode, VERIFICATION_MAX_ATTEMPTS)) await verify(registration.email, guess);
    expect((await verify(registration.email, oldCode)).status).not.toBe(200);
    expect((await verify(registration.email, newCode)).status).toBe(429);
    expect(await isVerified(registration.email)).toBe(false);
  });
});

describe('e-mail verification code reuse', () => {
  it('works once: a second use, even concurrent, does not verify again', async () => {
    const { registration, code } = await registerWithCode(t);
    const answers = await Promise.all([verify(registration.email, code), verify(registration.email, code), verify(registration.email, code)]);
    // The losers of the race read the account before the winner's commit: they find the code used, or the e-mail verified.
    const [won, ...lost] = codes(answers).sort();
    expect(won).toBe('200 undefined');
    for (const answer of lost) expect(['400 EMAIL_ALREADY_VERIFIED', '400 INVALID_VERIFICATION_CODE']).toContain(answer);
    expect(codes([await verify(registration.email, code)])).toEqual(['400 EMAIL_ALREADY_VERIFIED']);
  });

  it("one account's code does not verify another account", async () => {
    const [alice, bob] = [await registerWithCode(t), await registerWithCode(t)];
    if (alice.code !== bob.code) expect(codes([await verify(bob.registration.email, alice.code)])).toEqual(['400 INVALID_VERIFICATION_CODE']);
    expect(await isVerified(bob.registration.email)).toBe(false);
    expect((await verify(bob.registration.email, bob.code)).status).toBe(200);
    expect(tally.serverErrors).toEqual([]);
  });
});
