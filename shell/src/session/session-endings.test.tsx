import { act, render } from '@testing-library/react';
import { ShellRouter } from '../routing/ShellRouter';
import { eventBus } from 'shared-events';
import { logIn, sessionStore, TOKEN_KEY } from 'shared-events';
import type { SessionUser } from 'shared-events/contracts';
import { toastStore } from 'shared-ui';
import { followSessionEndings, SUSPENDED_MESSAGE } from './session-endings';

const user: SessionUser = {
  id: 8,
  username: 'button_ben',
  email: 'ben@example.com',
  firstName: 'Ben',
  country: 'Chile',
  avatar: null,
  balance: 3,
  role: 'player',
  registeredTournamentIds: [],
};

let stop: () => void;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/profile');
  // The shell's router, which takes the page home.
  render(<ShellRouter>{null}</ShellRouter>);
  logIn('old-token', user);
  stop = followSessionEndings(eventBus);
});
afterEach(() => stop());

test('the server revoking the session logs this tab out and takes it home', () => {
  act(() => eventBus.emit('session:revoked', { reason: 'password-changed' }));
  expect(sessionStore.getState()).toEqual({ status: 'ready', token: null, user: null });
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(window.location.pathname).toBe('/');
});

test('another tab of the session logging out (or being revoked) ends this one at once', () => {
  localStorage.removeItem(TOKEN_KEY);
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: 'old-token', newValue: null })));
  expect(sessionStore.getState().user).toBeNull();
  expect(window.location.pathname).toBe('/');
});

test('a revocation arriving after the session already ended here changes nothing more', () => {
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: null })));
  const entries = window.history.length;
  eventBus.emit('session:revoked', { reason: 'password-changed' });
  expect(window.history.length).toBe(entries);
});

test('a revocation after another tab of this browser took the new token keeps this tab signed in with it', () => {
  // The other tab changed the password: the shared storage already holds its new token.
  localStorage.setItem(TOKEN_KEY, 'new-token');
  eventBus.emit('session:revoked', { reason: 'password-changed' });
  expect(sessionStore.getState()).toEqual({ status: 'ready', token: 'new-token', user });
  expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
  expect(window.location.pathname).toBe('/profile');
});

test('a player an operator suspends is logged out at once, and told why', () => {
  toastStore.setState({ toasts: [] });
  act(() => eventBus.emit('session:revoked', { reason: 'suspended' }));
  expect(sessionStore.getState().user).toBeNull();
  expect(window.location.pathname).toBe('/');
  expect(toastStore.getState().toasts.map((toast) => [toast.severity, toast.message])).toEqual([['error', SUSPENDED_MESSAGE]]);
});
