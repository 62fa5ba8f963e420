import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { deferredReply, fakeApi } from 'shared-events/testing';
import { location, renderApp, toastMessages } from '../test/render-app';

async function chooseCountry(user: UserEvent, search: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Country' }), search);
  await user.click(await screen.findByRole('option', { name }));
}

async function fillForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Username'), 'river_rat');
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await chooseCountry(user, 'united states', 'United States of America');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
}

const createAccount = () => screen.getByRole('button', { name: 'Create Account' });

test('shows the screen texts and links to login', async () => {
  await renderApp('/register');
  expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
  expect(screen.getByText('Join the tables and start your poker journey today.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
});

test('shows every validation message on submit and sends nothing', async () => {
  const sent = fakeApi({});
  const user = userEvent.setup();
  await renderApp('/register');
  await user.type(screen.getByLabelText('Username'), 'ab');
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.type(screen.getByLabelText('Password'), '12345');
  await user.type(screen.getByLabelText('Confirm Password'), '54321');
  await user.click(createAccount());

  for (const message of [
    'Username must be at least 3 characters.',
    'First name is required.',
    'Country is required.',
    'Invalid email address.',
    'Password must be at least 6 characters.',
    "Passwords don't match",
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
  expect(sent).toEqual([]);
});

test('an empty form misses five fields; its two empty password fields still match', async () => {
  const sent = fakeApi({});
  const user = userEvent.setup();
  await renderApp('/register');
  await user.click(createAccount());

  expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();
  for (const message of ['Username must be at least 3 characters.', 'First name is required.', 'Country is required.', 'Invalid email address.']) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Password'), 'secret1');
  expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('asks for an e-mail address with a full domain, as the server does', async () => {
  const user = userEvent.setup();
  await renderApp('/register');
  await user.type(screen.getByLabelText('Email'), 'ada@example');
  await user.click(createAccount());
  expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), '.com');
  await waitFor(() => expect(screen.queryByText('Invalid email address.')).not.toBeInTheDocument());
});

test('validates only after the first submit, then on every change', async () => {
  const user = userEvent.setup();
  await renderApp('/register');
  await user.type(screen.getByLabelText('Username'), 'ab');
  await user.click(screen.getByLabelText('First Name'));
  expect(screen.queryByText('Username must be at least 3 characters.')).not.toBeInTheDocument();

  await user.click(createAccount());
  expect(await screen.findByText('Username must be at least 3 characters.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Username'), 'c');
  await waitFor(() => expect(screen.queryByText('Username must be at least 3 characters.')).not.toBeInTheDocument());
});

test('posts the registration with the full country name and goes to verification with the e-mail', async () => {
  const reply = deferredReply();
  const sent = fakeApi({ 'POST /api/auth/register': reply.handler });
  const user = userEvent.setup();
  await renderApp('/register');
  await fillForm(user);
  await user.click(createAccount());

  expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  reply.release({ status: 201, body: { message: 'Registered', email: 'ada@example.com' } });

  await waitFor(() => expect(location().pathname).toBe('/email-verification'));
  // The sign-up mail started the 60 s resend cooldown: the verification page shows it running at once.
  expect(location().state).toEqual({ email: 'ada@example.com', resendAvailableAt: expect.any(Number) });
  expect(await screen.findByRole('button', { name: /^Resend available in (1:00|0:59)$/ })).toBeDisabled();
  expect(sent).toEqual([
    {
      route: 'POST /api/auth/register',
      body: {
        username: 'river_rat',
        firstName: 'Ada',
        country: 'United States of America',
        email: 'ada@example.com',
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    },
  ]);
  expect(toastMessages()).toEqual([{ severity: 'success', message: 'Account created successfully! Please verify your email.' }]);
});

test.each([
  [{ status: 409, body: { message: 'Email is already registered.' } }, 'Email is already registered.'],
  [{ status: 500, body: {} }, 'Failed to create account.'],
])('a refused registration toasts the reason and stays', async (reply, message) => {
  fakeApi({ 'POST /api/auth/register': () => reply });
  const user = userEvent.setup();
  await renderApp('/register');
  await fillForm(user);
  await user.click(createAccount());

  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message }]));
  expect(location().pathname).toBe('/register');
  expect(createAccount()).toBeEnabled();
});

test.each([
  ['USERNAME_TAKEN', 'Username is already taken.', 'Username'],
  ['EMAIL_TAKEN', 'An account with this email already exists.', 'Email'],
])('the server refusing with %s marks its field besides the toast, until the value is changed', async (code, message, label) => {
  const sent = fakeApi({ 'POST /api/auth/register': () => ({ status: 409, body: { code, message } }) });
  const user = userEvent.setup();
  await renderApp('/register');
  await fillForm(user);
  await user.click(createAccount());

  await waitFor(() => expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  expect(toastMessages()).toEqual([{ severity: 'error', message }]);
  const other = label === 'Username' ? 'Email' : 'Username';
  expect(screen.getByLabelText(other)).toHaveAttribute('aria-invalid', 'false');

  // Another field's change keeps the mark; the same value is not sent again.
  await user.type(screen.getByLabelText('First Name'), 'x');
  await user.click(createAccount());
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  expect(sent).toHaveLength(1);

  await user.type(screen.getByLabelText(label), label === 'Email' ? '{Home}b' : '2');
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'false'));
  expect(screen.queryByText(message)).not.toBeInTheDocument();
});

test('the password toggles show and hide each password', async () => {
  const user = userEvent.setup();
  await renderApp('/register');
  const confirm = screen.getByLabelText('Confirm Password');
  expect(confirm).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
  expect(confirm).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Hide confirm password' }));
  expect(confirm).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
});
