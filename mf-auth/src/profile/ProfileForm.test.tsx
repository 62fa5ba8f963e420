import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn, logOut, sessionStore } from 'shared-events';
import { deferredReply, fakeApi } from 'shared-events/testing';
import { renderApp, toastMessages } from '../test/render-app';
import { SIGNED_IN_USER } from './test-user';

const save = () => screen.getByRole('button', { name: 'Save Changes' });

beforeEach(() => logIn('token-1', SIGNED_IN_USER));

test('shows username and e-mail read-only and the editable fields filled from the session', async () => {
  await renderApp('/profile');
  expect(screen.getByLabelText('Username')).toHaveValue('river_rat');
  expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Your username and email cannot be changed.');
  expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveValue('Malta');
});

test('validates on submit, then on change, and sends nothing while invalid', async () => {
  const sent = fakeApi({});
  const user = userEvent.setup();
  await renderApp('/profile');
  await user.clear(screen.getByLabelText('First Name'));
  expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
  await user.clear(await screen.findByRole('combobox', { name: 'Country' }));
  await user.click(save());

  expect(await screen.findByText('First name is required.')).toBeInTheDocument();
  expect(screen.getByText('Country is required.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('First Name'), 'Bea');
  await waitFor(() => expect(screen.queryByText('First name is required.')).not.toBeInTheDocument());
  expect(screen.getByText('Country is required.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('a blank first name is not a first name', async () => {
  const user = userEvent.setup();
  await renderApp('/profile');
  await user.clear(screen.getByLabelText('First Name'));
  await user.type(screen.getByLabelText('First Name'), '   ');
  await user.click(save());
  expect(await screen.findByText('First name is required.')).toBeInTheDocument();
});

test('saves the fields, shows Saving... while the call runs and updates the session user', async () => {
  const reply = deferredReply();
  const sent = fakeApi({ 'PUT /api/users/profile': reply.handler });
  const user = userEvent.setup();
  await renderApp('/profile');
  await user.clear(screen.getByLabelText('First Name'));
  await user.type(screen.getByLabelText('First Name'), ' Beatrice ');
  await user.clear(await screen.findByRole('combobox', { name: 'Country' }));
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'norw');
  await user.click(await screen.findByRole('option', { name: 'Norway' }));
  await user.click(save());

  const busy = await screen.findByRole('button', { name: 'Saving...' });
  expect(busy).toBeDisabled();
  expect(sent).toEqual([{ route: 'PUT /api/users/profile', body: { firstName: 'Beatrice', country: 'Norway' } }]);
  const updated = { ...SIGNED_IN_USER, firstName: 'Beatrice', country: 'Norway' };
  reply.release({ status: 200, body: { ...updated, user: updated } });

  expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
  expect(sessionStore.getState().user).toMatchObject({ firstName: 'Beatrice', country: 'Norway' });
  expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ firstName: 'Beatrice' });
  expect(toastMessages()).toEqual([{ severity: 'success', message: 'Profile updated successfully.' }]);
});

test("shows the server's message, else the spec's fallback", async () => {
  let reply: { status: number; body?: unknown } = { status: 400, body: { code: 'INVALID_INPUT', message: 'Country is required.' } };
  fakeApi({ 'PUT /api/users/profile': () => reply });
  const user = userEvent.setup();
  await renderApp('/profile');
  await user.click(save());
  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message: 'Country is required.' }]));

  reply = { status: 500 };
  await user.click(save());
  await waitFor(() => expect(toastMessages()).toContainEqual({ severity: 'error', message: 'Failed to update profile.' }));
});

test('a visitor without a session is told to log in, and nothing is sent', async () => {
  const sent = fakeApi({});
  const user = userEvent.setup();
  await renderApp('/profile');
  act(() => logOut());
  await user.click(save());
  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message: 'You must be logged in to update your profile.' }]));
  expect(sent).toEqual([]);
});

test('a session the server no longer accepts is told to log in', async () => {
  fakeApi({ 'PUT /api/users/profile': () => ({ status: 401, body: { code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } }) });
  const user = userEvent.setup();
  await renderApp('/profile');
  await user.click(save());
  await waitFor(() => expect(toastMessages()).toEqual([{ severity: 'error', message: 'You must be logged in to update your profile.' }]));
});

test('a stored country the list does not know must be chosen again', async () => {
  const sent = fakeApi({});
  logIn('token-1', { ...SIGNED_IN_USER, country: 'Unknown' });
  const user = userEvent.setup();
  await renderApp('/profile');
  expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveValue('');
  await user.click(save());
  expect(await screen.findByText('Country is required.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});
