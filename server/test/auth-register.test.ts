import { VALIDATION_MESSAGES } from 'shared-events/contracts';
import { codeIn } from './helpers/smtp-sink';
import { newRegistration, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

const register = (body: unknown) => t.post('/api/auth/register', body);

describe('POST /api/auth/register', () => {
  it('creates an unverified account and mails a 6-character code through SMTP', async () => {
    const registration = newRegistration({ email: 'Mixed.Case@Example.com' });
    const response = await register(registration);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Account created successfully! Please verify your email.',
      email: 'mixed.case@example.com',
    });
    const mail = await t.smtp!.nthMailTo('mixed.case@example.com', 1);
    expect(codeIn(mail)).toMatch(/^[A-Z0-9]{6}$/);
    const login = await t.post('/api/auth/login', { email: registration.email, password: registration.password });
    expect(login.status).toBe(403);
  });

  it.each([
    ['username', { username: 'ab' }, VALIDATION_MESSAGES.usernameMin],
    ['firstName', { firstName: '' }, VALIDATION_MESSAGES.firstNameRequired],
    ['firstName (blank)', { firstName: '   ' }, VALIDATION_MESSAGES.firstNameRequired],
    ['country', { country: '' }, VALIDATION_MESSAGES.countryRequired],
    ['email', { email: 'not-an-email' }, VALIDATION_MESSAGES.invalidEmail],
    ['password', { password: '12345', confirmPassword: '12345' }, VALIDATION_MESSAGES.passwordMin],
    ['confirmPassword', { confirmPassword: 'different1' }, VALIDATION_MESSAGES.passwordsDontMatch],
    ['username too long', { username: 'u'.repeat(31) }, 'username must be at most 30 characters.'],
  ])('rejects an invalid %s with the spec message', async (_field, overrides, message) => {
    const response = await register(newRegistration(overrides));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  it('names the rule of a missing field', async () => {
    const { username: _omitted, ...rest } = newRegistration();
    const response = await register(rest);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message: VALIDATION_MESSAGES.usernameMin });
  });

  it('rejects unknown fields and wrong types instead of ignoring or coercing them', async () => {
    const extra = await register({ ...newRegistration(), role: 'admin' });
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ code: 'VALIDATION_FAILED', message: 'Unknown field: role.' });

    const wrongType = await register({ ...newRegistration(), username: 12345 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ code: 'VALIDATION_FAILED', message: 'username must be string.' });

    const notAnObject = await t.request('POST', '/api/auth/register', { raw: '[1,2]' });
    expect(notAnObject.status).toBe(400);
  });

  it('answers 409 for a taken username (any case) or e-mail (any case)', async () => {
    const first = newRegistration();
    expect((await register(first)).status).toBe(201);

    const sameUsername = await register(newRegistration({ username: first.username.toUpperCase() }));
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body).toEqual({ code: 'USERNAME_TAKEN', message: 'Username is already taken.' });

    const sameEmail = await register(newRegistration({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' });
  });

  it('keeps one account when the same registration races itself', async () => {
    const registration = newRegistration();
    const statuses = (await Promise.all([register(registration), register(registration)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
  });
});
