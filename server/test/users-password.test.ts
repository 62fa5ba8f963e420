import { VALIDATION_MESSAGES, type ChangePasswordResponse, type LoginResponse, type UserProfileResponse } from 'shared-events/contracts';
import { connected, connectOutcome, openSocket, socketsClosedAfterEach } from './helpers/realtime-client';
import { signUp, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const sockets = socketsClosedAfterEach();
beforeAll(async () => {
  t = await startTestApp({ smtp: true });
});
afterAll(() => t.close());

const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const changePassword = (token: string | undefined, body: unknown) =>
  t.request<ChangePasswordResponse>('PUT', '/api/users/change-password', { body, headers: auth(token) });
const profile = (token: string) => t.get<UserProfileResponse>('/api/users/profile', auth(token));
const login = (email: string, password: string) => t.post<LoginResponse>('/api/auth/login', { email, password });

describe('PUT /api/users/change-password', () => {
  it('changes the password, revokes older tokens, closes open sockets and returns a fresh working token', async () => {
    const { token, registration, user } = await signUp(t);
    const otherTab = (await login(registration.email, registration.password)).body.token;
    const socket = await connected(t.url, token);
    sockets.push(socket);
    const revoked = new Promise((resolve) => socket.once('session:revoked', resolve));
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

    const response = await changePassword(token, { currentPassword: 'secret123', newPassword: 'better-secret', confirmPassword: 'better-secret' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password updated successfully.', token: expect.any(String) });
    expect(await revoked).toEqual({ reason: 'password-changed' });
    expect(await disconnected).toBe('io server disconnect');

    for (const old of [token, otherTab]) expect(await profile(old)).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
    const stale = openSocket(t.url, token);
    sockets.push(stale);
    expect(await connectOutcome(stale)).toBe('Authentication required');

    const fresh = response.body.token;
    expect((await profile(fresh)).body.user.id).toBe(user.id);
    const freshSocket = openSocket(t.url, fresh);
    sockets.push(freshSocket);
    expect(await connectOutcome(freshSocket)).toBe('connected');

    expect((await login(registration.email, 'secret123')).status).toBe(401);
    expect((await login(registration.email, 'better-secret')).status).toBe(200);
  });

  it('accepts the change without confirmPassword', async () => {
    const { token } = await signUp(t);
    expect((await changePassword(token, { currentPassword: 'secret123', newPassword: 'another1' })).status).toBe(200);
  });

  it('refuses a wrong current password with 400 and keeps the session, its sockets and the password', async () => {
    const { token, registration } = await signUp(t);
    const socket = await connected(t.url, token);
    sockets.push(socket);
    let revoked = false;
    socket.once('session:revoked', () => (revoked = true));
    const response = await changePassword(token, { currentPassword: 'wrong-one', newPassword: 'better-secret' });
    expect(response).toMatchObject({ status: 400, body: { message: 'Current password is incorrect.' } });
    // A revocation would follow the answer within milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect({ revoked, connected: socket.connected }).toEqual({ revoked: false, connected: true });
    expect((await profile(token)).status).toBe(200);
    expect((await login(registration.email, 'secret123')).status).toBe(200);
  });

  it('validates the form with the spec messages and changes nothing', async () => {
    const { token, registration } = await signUp(t);
    const cases: [unknown, string, string?][] = [
      [{ newPassword: 'better-secret' }, VALIDATION_MESSAGES.currentPasswordRequired],
      [{ currentPassword: '', newPassword: 'better-secret' }, VALIDATION_MESSAGES.currentPasswordRequired],
      [{ currentPassword: 'secret123' }, VALIDATION_MESSAGES.newPasswordMin],
      [{ currentPassword: 'secret123', newPassword: '12345' }, VALIDATION_MESSAGES.newPasswordMin],
      [{ currentPassword: 'secret123', newPassword: 'better-secret', confirmPassword: 'better-secreT' }, VALIDATION_MESSAGES.newPasswordsDontMatch],
      [{ currentPassword: 'secret123', newPassword: 'secret123' }, 'New password must be different from the current password.', 'PASSWORD_UNCHANGED'],
      [{ currentPassword: 'secret123', newPassword: 'x'.repeat(129) }, 'newPassword must be at most 128 characters.'],
      [{ currentPassword: 'secret123', newPassword: 12345678 }, 'newPassword must be string.'],
      [{ currentPassword: 'secret123', newPassword: 'better-secret', userId: 1 }, 'Unknown field: userId.'],
    ];
    for (const [body, message, code = 'VALIDATION_FAILED'] of cases) {
      const response = await changePassword(token, body);
      expect({ body, status: response.status, response: response.body }).toEqual({ body, status: 400, response: { code, message } });
    }
    expect((await profile(token)).status).toBe(200);
    expect((await login(registration.email, 'secret123')).status).toBe(200);
  });

  it('answers 401 without a valid token', async () => {
    const body = { currentPassword: 'secret123', newPassword: 'better-secret' };
    expect(await changePassword(undefined, body)).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
    expect(await changePassword('forged.token.value', body)).toMatchObject({ status: 401 });
  });

  it('two concurrent changes with the same token: one wins, the other is refused, and the winner’s token works', async () => {
    const { token, registration } = await signUp(t);
    const [first, second] = await Promise.all([
      changePassword(token, { currentPassword: 'secret123', newPassword: 'first-new' }),
      changePassword(token, { currentPassword: 'secret123', newPassword: 'second-new' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 401]);
    const winner = first.status === 200 ? first : second;
    const password = first.status === 200 ? 'first-new' : 'second-new';
    expect((await profile(winner.body.token)).status).toBe(200);
    expect((await login(registration.email, password)).status).toBe(200);
  });
});
