import { VALIDATION_MESSAGES, type LoginResponse } from 'shared-events/contracts';
import { registerWithCode, signUp, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.post<LoginResponse>('/api/auth/login', { email, password });
const INVALID = { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' };

describe('POST /api/auth/login', () => {
  it('returns a token and the session user', async () => {
    const { registration, user } = await signUp(t, { firstName: 'Grace', country: 'Japan' });
    const response = await login(registration.email.toUpperCase(), registration.password);
    expect(response.status).toBe(200);
    expect(response.body.token).toEqual(expect.any(String));
    expect(response.body.user).toEqual({
      id: user.id,
      username: registration.username,
      email: registration.email,
      firstName: 'Grace',
      country: 'Japan',
      avatar: null,
      balance: 0,
      role: 'player',
      registeredTournamentIds: [],
    });
  });

  it('refuses an unverified account with 403 and EMAIL_NOT_VERIFIED', async () => {
    const { registration } = await registerWithCode(t);
    const response = await login(registration.email, registration.password);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email before logging in.',
      error: 'EMAIL_NOT_VERIFIED',
    });
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { registration } = await signUp(t);
    const wrongPassword = await login(registration.email, 'not-the-password');
    const unknownEmail = await login('no-such-user@example.com', registration.password);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(INVALID);
    }
  });

  it('validates the payload with the spec messages', async () => {
    expect((await login('bad', 'x')).body).toEqual({ code: 'VALIDATION_FAILED', message: VALIDATION_MESSAGES.invalidEmail });
    expect((await login('a@b.co', '')).body).toEqual({ code: 'VALIDATION_FAILED', message: VALIDATION_MESSAGES.passwordRequired });
  });
});
