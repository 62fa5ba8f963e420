import { codeIn } from './helpers/smtp-sink';
import { registerWithCode, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

const verify = (email: string, code: string) => t.post('/api/auth/verify-email', { email, code });
const INVALID = { code: 'INVALID_VERIFICATION_CODE', message: 'Invalid verification code.' };
const TOO_MANY = { code: 'TOO_MANY_VERIFICATION_ATTEMPTS', message: 'Too many incorrect attempts. Please request a new code.' };

/** A wrong code that is certainly not the right one. */
const wrong = (code: string) => (code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ');

describe('POST /api/auth/verify-email', () => {
  it('verifies with the mailed code typed in lower case, then allows login', async () => {
    const { registration, code } = await registerWithCode(t);
    const response = await verify(registration.email.toUpperCase(), code.toLowerCase());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Email verified successfully! You can now log in.' });
    const login = await t.post('/api/auth/login', { email: registration.email, password: registration.password });
    expect(login.status).toBe(200);
  });

  it('accepts a code once: a second use finds the e-mail already verified', async () => {
    const { registration, code } = await registerWithCode(t);
    expect((await verify(registration.email, code)).status).toBe(200);
    const again = await verify(registration.email, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'EMAIL_ALREADY_VERIFIED', message: 'Email is already verified.' });
  });

  it('rejects a wrong code', async () => {
    const { registration, code } = await registerWithCode(t);
    const response = await verify(registration.email, wrong(code));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID);
  });

  it('answers an unknown e-mail exactly like a wrong code', async () => {
    const response = await verify('nobody-here@example.com', 'ABC123');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID);
  });

  it('rejects a code that is not 6 letters or digits before looking it up', async () => {
    for (const code of ['ABC12', 'ABC1234', 'ABC-12']) {
      const response = await verify('someone@example.com', code);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message: 'Verification code must be exactly 6 letters or digits.' });
    }
  });

  it('expires the code after 10 minutes', async () => {
    const { registration, code } = await registerWithCode(t);
    t.clock.advance(10 * 60);
    const response = await verify(registration.email, code);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VERIFICATION_CODE_EXPIRED', message: 'Verification code has expired. Please request a new one.' });
  });

  it('kills the code after 5 wrong tries, even for the right code afterwards', async () => {
    const { registration, code } = await registerWithCode(t);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(registration.email, wrong(code))).body).toEqual(INVALID);
    }
    const fifth = await verify(registration.email, wrong(code));
    expect([fifth.status, fifth.body]).toEqual([429, TOO_MANY]);
    const right = await verify(registration.email, code);
    expect(right.status).toBe(429);
    expect(right.body).toEqual(TOO_MANY);

    t.clock.advance(60);
    expect((await t.post('/api/auth/resend-verification', { email: registration.email })).status).toBe(200);
    const fresh = codeIn(await t.smtp!.nthMailTo(registration.email, 2));
    expect((await verify(registration.email, fresh)).status).toBe(200);
  });
});
