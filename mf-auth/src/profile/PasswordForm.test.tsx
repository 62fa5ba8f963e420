import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { logIn, logOut, sessionStore } from 'shared-events';
import { deferredReply, fakeApi } from 'shared-events/testing';
import { navigateTo } from 'shared-ui/testing';
import { location, renderApp, toastMessages } from '../test/render-app';
import { SIGNED_IN_USER } from './test-user';

const update = () => screen.getByRole('button', { name: 'Update Password' });

async function fill(user: UserEvent, current: string, next: string, confirmation: string) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirmation) await user.type(screen.getByLabelText('Confirm New Password'), confirmation);
}

beforeEach(() => logIn('token-1', SIGNED_IN_USER));

test('shows the three messages on submit, then re-checks on change, and sends nothing', async () => {
  const sent = fakeApi({});
  const user = userEvent.setup();
  await renderApp('/profile');
  await fill(user, '', '12345', '54321');
  expect(screen.queryByText('New password must be at least 6 characters.')).not.toBeInTheDocument();
  await user.click(update());

  expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
  expect(screen.getByText('New password must be at least 6 characters.')).toBeInTheDocument();
  expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription("New passwords don't match");
  await user.type(screen.getByLabelText('New Password'), '6');
  await waitFor(() => expect(screen.queryByText('New password must be at least 6 characters.')).not.toBeInTheDocument());
  await user.type(screen.getByLabelText('Current Password'), 'old-secret');
  await waitFor(() => expect(screen.queryByText('Current password is required.')).not.toBeInTheDocument());
  expect(screen.getByText("New passwords don't match")).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('changes the password, shows its busy label, keeps the tab signed in with the new token and clears the form', async () => {
  const reply = deferredReply();
  const sent = fakeApi({ 'PUT /api/users/change-password': reply.handler });
  const user = userEvent.setup();
  await renderApp('/profile');
  await fill(user, 'old-secret', 'new-secret', 'new-secret');
  await user.click(update());

  expect(await screen.findByRole('button', { name: 'Updating Password...' })).toBeDisabled();
  expect(sent).toEqual([
    {
      route: 'PUT /api/users/change-password',
      body: { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' },
    },
  ]);
  reply.release({ status: 200, body: { message: 'Password updated successfully.', token: 'token-2' } });

  expect(await screen.findByRole('button', { name: 'Update Password' })).toBeEnabled();
  expect(toastMessages()).toEqual([{ severity: 'success', message: 'Password updated successfully.' }]);
  expect(sessionStore.getState()).toMatchObject({ token: 'token-2', user: SIGNED_IN_USER });
  expect(localStorage.getItem('authToken')).toBe('token-2');
  expect(screen.getByLabelText('Current Password')).toHaveValue('');
  expect(screen.getByLabelText('New Password')).toHaveValue('');
});

test("a refused change shows the server's message, on the field it names too, and keeps the form; no answer shows the fallback", async () => {
  let reply: { status: number; body?: unknown } = {
    status: 400,
    body: { code: 'CURRENT_PASSWORD_INCORRECT', message: 'Current password is incorrect.' },
  };
  fakeApi({ 'PUT /api/users/change-password': () => reply });
  const user = userEvent.setup();
  await renderApp('/profile');
  await fill(user, 'wrong-secret', 'new-secret', 'new-secret');
  await user.click(update());
  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message: 'Current password is incorrect.' }]));
  expect(screen.getByLabelText('Current Password')).toHaveValue('wrong-secret');
  expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Current password is incorrect.');
  expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'false');
  expect(sessionStore.getState().token).toBe('token-1');

  reply = { status: 502 };
  await user.type(screen.getByLabelText('Current Password'), '2');
  await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'false'));
  await user.click(update());
  await waitFor(() => expect(toastMessages()).toContainEqual({ severity: 'error', message: 'Failed to update password.' }));
});

test.each([
  ['TOO_MANY_PASSWORD_ATTEMPTS', 'Too many incorrect password attempts. Please try again in 15 minutes.', '900'],
  ['TOO_MANY_CONCURRENT_PASSWORD_CHECKS', 'Too many password checks at once. Please try again in 1 second.', '1'],
])('a 429 %s shows the server’s message and keeps the form', async (code, message, retryAfter) => {
  fakeApi({ 'PUT /api/users/change-password': () => ({ status: 429, body: { code, message }, headers: { 'retry-after': retryAfter } }) });
  const user = userEvent.setup();
  await renderApp('/profile');
  await fill(user, 'wrong-secret', 'new-secret', 'new-secret');
  await user.click(update());
  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message }]));
  expect(screen.getByLabelText('Current Password')).toHaveValue('wrong-secret');
  expect(sessionStore.getState().token).toBe('token-1');
});

test('a visitor without a session is told to log in, and nothing is sent', async () => {
  const sent = fakeApi({});
  const user = userEvent.setup();
  await renderApp('/profile');
  await fill(user, 'old-secret', 'new-secret', 'new-secret');
  act(() => logOut());
  await user.click(update());
  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message: 'You must be logged in to perform this action.' }]));
  expect(sent).toEqual([]);
});

test('a revocation notice that overtakes the answer does not end this tab: the new token signs it back in on /profile', async () => {
  const reply = deferredReply();
  fakeApi({ 'PUT /api/users/change-password': reply.handler });
  const user = userEvent.setup();
  await renderApp('/profile');
  await fill(user, 'old-secret', 'new-secret', 'new-secret');
  await user.click(update());
  await screen.findByRole('button', { name: 'Updating Password...' });
  // What the shell does on `session:revoked`: log out and go home.
  act(() => {
    logOut();
    navigateTo('/');
  });
  reply.release({ status: 200, body: { message: 'Password updated successfully.', token: 'token-2' } });

  await waitFor(() => expect(location().pathname).toBe('/profile'));
  expect(sessionStore.getState()).toMatchObject({ token: 'token-2', user: SIGNED_IN_USER });
  expect(toastMessages()).toEqual([{ severity: 'success', message: 'Password updated successfully.' }]);
});
