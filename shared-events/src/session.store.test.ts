import { followOtherTabs, logIn, logOut, restoreSession, sessionStore, TOKEN_KEY, USER_KEY, updateUser } from './session.store';
import type { SessionUser } from './contracts/api';

const user: SessionUser = {
  id: 1,
  username: 'alice',
  email: 'alice@example.com',
  firstName: 'Alice',
  country: 'France',
  avatar: null,
  balance: 10.5,
  role: 'player',
  registeredTournamentIds: [],
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ status: 'loading', token: null, user: null });
});

test('restores token and user from localStorage', () => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  expect(restoreSession()).toEqual({ status: 'ready', token: 'tok', user });
});

test('an unparsable stored user clears both entries', () => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  localStorage.setItem(USER_KEY, '{not json');
  expect(restoreSession()).toEqual({ status: 'ready', token: null, user: null });
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(USER_KEY)).toBeNull();
});

test('a user without a token is not a session', () => {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  expect(restoreSession().user).toBeNull();
  expect(localStorage.getItem(USER_KEY)).toBeNull();
});

test('logIn persists, updateUser merges, logOut clears', () => {
  logIn('tok', user);
  expect(localStorage.getItem(TOKEN_KEY)).toBe('tok');
  updateUser({ balance: 99 });
  expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}').balance).toBe(99);
  expect(sessionStore.getState().user?.balance).toBe(99);
  logOut();
  expect(sessionStore.getState()).toEqual({ status: 'ready', token: null, user: null });
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});

describe('followOtherTabs', () => {
  const tokenRemovedElsewhere = () => window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: 'tok', newValue: null }));

  test('another tab removing the shared token ends the session here, and says so once', () => {
    logIn('tok', user);
    const ended = jest.fn();
    const stop = followOtherTabs(ended);
    window.dispatchEvent(new StorageEvent('storage', { key: 'themeMode', newValue: 'light' }));
    expect(sessionStore.getState().token).toBe('tok');
    tokenRemovedElsewhere();
    expect(sessionStore.getState()).toEqual({ status: 'ready', token: null, user: null });
    tokenRemovedElsewhere();
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  test('a cleared storage ends it too; once stopped, nothing is followed', () => {
    const ended = jest.fn();
    const stop = followOtherTabs(ended);
    logIn('tok', user);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(sessionStore.getState().user).toBeNull();
    stop();
    logIn('tok', user);
    tokenRemovedElsewhere();
    expect(sessionStore.getState().token).toBe('tok');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  test('another tab signing in again with a new token (a password change) keeps this tab signed in with it', () => {
    logIn('old-token', user);
    const ended = jest.fn();
    const stop = followOtherTabs(ended);
    // What the other tab's logIn leaves in the shared storage (this tab's store still holds the old token).
    localStorage.setItem(TOKEN_KEY, 'new-token');
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: 'old-token', newValue: 'new-token' }));
    expect(sessionStore.getState()).toEqual({ status: 'ready', token: 'new-token', user });
    expect(ended).not.toHaveBeenCalled();
    // A token without a readable user beside it is not taken over.
    localStorage.setItem(TOKEN_KEY, 'third-token');
    localStorage.setItem(USER_KEY, '{broken');
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY, newValue: '{broken' }));
    expect(sessionStore.getState().token).toBe('new-token');
    stop();
  });
});
