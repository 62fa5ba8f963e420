import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sessionStore, type SessionUser } from 'shared-events';
import { deferredReply, fakeApi } from 'shared-events/testing';
import { location, renderApp, toastMessages } from '../test/render-app';

const user: SessionUser = {
  id: 7,
  username: 'river_rat',
  email: 'ada@example.com',
  firstName: 'Ada',
  country: 'Chad',
  avatar: null,
  balance: 0,
  role: 'player',
  registeredTournamentIds: [],
};

async function logInWith(events: UserEvent, email: string, password: string) {
  if (email) await events.type(screen.getByLabelText('Email'), email);
  if (password) await events.type(screen.getByLabelText('Password'), password);
  await events.click(screen.getByRole('button', { name: 'Login' }));
}

test('shows the title with the product name and links to sign up', async () => {
  await renderApp('/login');
  expect(screen.getByRole('heading', { name: 'Login to Poker Legends' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
});

test('shows the validation messages and sends nothing', async () => {
  const sent = fakeApi({});
  const events = userEvent.setup();
  await renderApp('/login');
  await logInWith(events, 'ada@', '');
  expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();
  expect(screen.getByText('Password is required.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('checks nothing before the first submit, not even on leaving a field; after it, every change', async () => {
  fakeApi({});
  const events = userEvent.setup();
  await renderApp('/login');
  await events.type(screen.getByLabelText('Email'), 'ada@');
  await events.tab();
  await events.tab();
  expect(screen.queryByText('Invalid email address.')).not.toBeInTheDocument();
  expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();

  await events.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address.');
  await events.type(screen.getByLabelText('Email'), 'example.com');
  await waitFor(() => expect(screen.queryByText('Invalid email address.')).not.toBeInTheDocument());
  expect(screen.getByText('Password is required.')).toBeInTheDocument();
  await events.type(screen.getByLabelText('Password'), 's');
  await waitFor(() => expect(screen.queryByText('Password is required.')).not.toBeInTheDocument());
});

test('stores the session, welcomes the player and goes to the dashboard; sends the form once meanwhile', async () => {
  const reply = deferredReply();
  const sent = fakeApi({ 'POST /api/auth/login': reply.handler });
  const events = userEvent.setup();
  await renderApp('/login');
  await logInWith(events, 'ada@example.com', 'secret1');

  expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  // Enter in a field while the login runs submits nothing more.
  await events.type(screen.getByLabelText('Password'), '{Enter}');
  expect(sent).toHaveLength(1);
  reply.release({ status: 200, body: { token: 'jwt-token', user } });

  await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  expect(sent).toEqual([{ route: 'POST /api/auth/login', body: { email: 'ada@example.com', password: 'secret1' } }]);
  expect(sessionStore.getState()).toMatchObject({ token: 'jwt-token', user });
  expect(localStorage.getItem('authToken')).toBe('jwt-token');
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  expect(toastMessages()).toEqual([{ severity: 'success', message: 'Welcome back!' }]);
});

test('a refused try then a successful one leaves only "Welcome back!"', async () => {
  const answers = [
    { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' } },
    { status: 200, body: { token: 'jwt-token', user } },
  ];
  fakeApi({ 'POST /api/auth/login': () => answers.shift() ?? { status: 500 } });
  const events = userEvent.setup();
  await renderApp('/login');
  await logInWith(events, 'ada@example.com', 'wrong-pass');
  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message: 'Invalid email or password.' }]));

  await events.clear(screen.getByLabelText('Password'));
  await logInWith(events, '', 'secret1');
  await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  expect(toastMessages()).toEqual([{ severity: 'success', message: 'Welcome back!' }]);
});

test.each([
  [{ status: 401, body: { message: 'Invalid email or password.' } }, 'Invalid email or password.'],
  ['network-error' as const, 'Failed to log in.'],
])('a refused login toasts the reason and keeps the player here', async (reply, message) => {
  fakeApi({ 'POST /api/auth/login': () => reply });
  const events = userEvent.setup();
  await renderApp('/login');
  await logInWith(events, 'ada@example.com', 'wrong-pass');

  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message }]));
  expect(location().pathname).toBe('/login');
  expect(sessionStore.getState().token).toBeNull();
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('an unverified account is sent to the code entry with its e-mail', async () => {
  const message = 'Please verify your email before logging in.';
  // The server's answer: the code to decide by, the sentence to show (and the code again in `error` for old clients).
  fakeApi({ 'POST /api/auth/login': () => ({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message, error: 'EMAIL_NOT_VERIFIED' } }) });
  const events = userEvent.setup();
  await renderApp('/login');
  await logInWith(events, 'ada@example.com', 'secret1');

  await waitFor(() => expect(location().pathname).toBe('/email-verification'));
  expect(location().state).toEqual({ email: 'ada@example.com' });
  expect(toastMessages()).toEqual([{ severity: 'error', message }]);
  expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
});

test('once the e-mail is verified, the refused login\'s "Please verify your email" is gone: only the success shows', async () => {
  const message = 'Please verify your email before logging in.';
  fakeApi({
    'POST /api/auth/login': () => ({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message, error: 'EMAIL_NOT_VERIFIED' } }),
    'POST /api/auth/verify-email': () => ({ status: 200, body: { message: 'Email verified' } }),
  });
  const events = userEvent.setup();
  await renderApp('/login');
  await logInWith(events, 'ada@example.com', 'secret1');
  await screen.findByRole('heading', { name: 'Verify Your Email' });

  await events.keyboard('AB12C3');
  await waitFor(() => expect(location().pathname).toBe('/login'));
  expect(toastMessages()).toEqual([{ severity: 'success', message: 'Email verified successfully! You can now log in.' }]);
});

test('the decision is the code’s, not the wording’s: another refusal with the same sentence stays on the login', async () => {
  const message = 'Please verify your email before logging in.';
  fakeApi({ 'POST /api/auth/login': () => ({ status: 403, body: { code: 'ADMIN_REQUIRED', message } }) });
  const events = userEvent.setup();
  await renderApp('/login');
  await logInWith(events, 'ada@example.com', 'secret1');

  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message }]));
  expect(location().pathname).toBe('/login');
});
