import type { RateLimitedErrorBody, ResendVerificationResponse } from 'shared-events/contracts';
import { codeIn } from './helpers/smtp-sink';
import { registerWithCode, signUp, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

const resend = <Body = ResendVerificationResponse>(email: string) => t.post<Body>('/api/auth/resend-verification', { email });
const SENT = { message: 'A new verification code has been sent to your email!', cooldownSeconds: 60 };

describe('POST /api/auth/resend-verification', () => {
  it('is blocked for 60 s after the registration mail, with 429, Retry-After and the spec message', async () => {
    const { registration } = await registerWithCode(t);
    t.clock.advance(15);
    const blocked = await resend(registration.email);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('45');
    expect(blocked.body).toEqual({ code: 'RESEND_COOLDOWN', message: 'Please wait 45 seconds before requesting another code.', retryAfter: 45 });

    t.clock.advance(45);
    const sent = await resend(registration.email);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual(SENT);

    const again = await resend<RateLimitedErrorBody>(registration.email);
    expect(again.status).toBe(429);
    expect(again.body.retryAfter).toBe(60);
  });

  it('sends a new code and retires the old one', async () => {
    const { registration, code: oldCode } = await registerWithCode(t);
    t.clock.advance(60);
    expect((await resend(registration.email)).status).toBe(200);
    const newCode = codeIn(await t.smtp!.nthMailTo(registration.email, 2));

    if (oldCode !== newCode) {
      const old = await t.post('/api/auth/verify-email', { email: registration.email, code: oldCode });
      expect(old.status).toBe(400);
      expect(old.body).toEqual({ code: 'INVALID_VERIFICATION_CODE', message: 'Invalid verification code.' });
    }
    const fresh = await t.post('/api/auth/verify-email', { email: registration.email, code: newCode });
    expect(fresh.status).toBe(200);
  });

  it('answers an unknown or verified e-mail like a registered one, without sending, and with the same cooldown', async () => {
    const verified = await signUp(t);
    t.clock.advance(60);
    for (const email of ['unknown-person@example.com', verified.registration.email]) {
      const first = await resend(email);
      expect(first.status).toBe(200);
      expect(first.body).toEqual(SENT);
      const second = await resend<RateLimitedErrorBody>(email);
      expect(second.status).toBe(429);
      expect(second.body.retryAfter).toBe(60);
    }
    expect(t.smtp!.mailsTo('unknown-person@example.com')).toHaveLength(0);
    expect(t.smtp!.mailsTo(verified.registration.email)).toHaveLength(1);
  });

  it('rejects an invalid e-mail', async () => {
    const response = await resend('nope');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message: 'Invalid email address.' });
  });
});
