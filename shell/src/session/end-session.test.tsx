import { act, render } from '@testing-library/react';
import { ShellRouter } from '../routing/ShellRouter';
import { logIn, sessionStore, TOKEN_KEY } from 'shared-events';
import { fakeApi, restoreApi, type Reply } from 'shared-events/testing';
import type { SessionUser } from 'shared-events/contracts';
import { endSession } from './end-session';

const user: SessionUser = {
  id: 4,
  username: 'cutoff_cara',
  email: 'cara@example.com',
  firstName: 'Cara',
  country: 'Chile',
  avatar: null,
  balance: 0,
  role: 'player',
  registeredTournamentIds: [],
};

const sent: { route: string; authorization: unknown }[] = [];
/** The server of this test: answers the logout call with `reply`, recording which token it was asked to revoke. */
const logoutAnswers = (reply: Reply) =>
  fakeApi({
    'POST /api/auth/logout': (_body, { route }, { headers }) => {
      sent.push({ route, authorization: headers.get('Authorization') });
      return reply;
    },
  });

beforeEach(() => {
  sent.length = 0;
  localStorage.clear();
  window.history.replaceState(null, '', '/profile');
  // The shell's router, which takes the page home.
  render(<ShellRouter>{null}</ShellRouter>);
  logIn('session-token', user);
});
afterEach(restoreApi);

function expectLoggedOutAtHome() {
  expect(sessionStore.getState()).toEqual({ status: 'ready', token: null, user: null });
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(window.location.pathname).toBe('/');
}

test('asks the server to revoke the token it was signed in with, after ending the session here', async () => {
  logoutAnswers({ status: 204 });
  const ending = act(() => endSession());
  // Before the server answers, the tab is already logged out and home.
  expectLoggedOutAtHome();
  await ending;
  expect(sent).toEqual([{ route: 'POST /api/auth/logout', authorization: 'Bearer session-token' }]);
});

test.each([
  ['offline', 'network-error'],
  ['a server error', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Internal server error' } }],
  ['an already revoked token (401)', { status: 401, body: { code: 'AUTHENTICATION_REQUIRED', message: 'x' } }],
] as [string, Reply][])('logs out here all the same when the call fails: %s', async (_, reply) => {
  logoutAnswers(reply);
  await expect(act(() => endSession())).resolves.toBeUndefined();
  expect(sent).toHaveLength(1);
  expectLoggedOutAtHome();
});

test('without a session there is nothing to revoke', async () => {
  sessionStore.setState({ token: null, user: null });
  logoutAnswers({ status: 204 });
  await act(() => endSession());
  expect(sent).toEqual([]);
});
