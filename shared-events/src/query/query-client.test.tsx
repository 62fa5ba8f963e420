import { act, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, logIn, logOut, sessionStore, updateUser } from 'shared-events';
import type { SessionUser } from '../contracts/api';
import { deferredReply, fakeApi, restoreApi, type Reply } from '../testing';
import { QueryProvider } from './QueryProvider';
import { queryClient, QUERY_RETRIES, QUERY_STALE_MS, retryDelay, shouldRetry } from './query-client';

const user = (id: number, username: string): SessionUser => ({
  id,
  username,
  email: `${username}@example.com`,
  firstName: username,
  country: 'Malta',
  avatar: null,
  balance: 0,
  role: 'player',
  registeredTournamentIds: [],
});

afterEach(() => {
  logOut();
  queryClient.clear();
  restoreApi();
});

/** One read through the page's client, with the cache's own retry rule and no wait between tries. */
async function readAnswering(reply: Reply) {
  const sent = fakeApi({ 'GET /api/thing': () => reply });
  await queryClient.fetchQuery({ queryKey: ['thing'], queryFn: () => http.get('/api/thing'), retryDelay: 0 }).catch(() => undefined);
  return sent.length;
}

describe('the page query client', () => {
  test('a 4xx answer is not retried: it would answer the same', async () => {
    expect(await readAnswering({ status: 404 })).toBe(1);
    queryClient.clear();
    expect(await readAnswering({ status: 403 })).toBe(1);
    expect(shouldRetry(0, new Error('not an HTTP answer'))).toBe(true);
  });

  test('a 5xx or no answer at all is retried 3 times (SPEC §7)', async () => {
    expect(await readAnswering({ status: 503 })).toBe(1 + QUERY_RETRIES);
    queryClient.clear();
    expect(await readAnswering('network-error')).toBe(1 + QUERY_RETRIES);
  });

  test('the wait before each retry doubles from 1 s and stops growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  test('reads stay fresh 10 s, come back after a tab is focused again, and writes are never repeated', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: QUERY_STALE_MS, retry: shouldRetry, retryDelay, refetchOnWindowFocus: true });
    expect(QUERY_STALE_MS).toBe(10_000);
    expect(mutations?.retry).toBe(false);
  });
});

function WhoAmI() {
  const token = sessionStore.getState().token;
  const me = useQuery({ queryKey: ['me'], queryFn: async () => (await http.get<{ name: string }>('/api/me')).data, enabled: token !== null });
  return <p>{me.data ? `Signed in as ${me.data.name}` : 'Nobody yet'}</p>;
}

describe('one user’s cache', () => {
  test('logging out drops everything read for that user that no screen shows', () => {
    logIn('token-a', user(1, 'alice'));
    queryClient.setQueryData(['wallet', 'balance'], 120);
    act(() => logOut());
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  test('what a screen still shows at logout goes when the screen does', async () => {
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { name: 'alice' } }) });
    logIn('token-a', user(1, 'alice'));
    const screenOfAlice = render(
      <QueryProvider>
        <WhoAmI />
      </QueryProvider>,
    );
    expect(await screen.findByText('Signed in as alice')).toBeInTheDocument();
    act(() => logOut());
    expect(queryClient.getQueryData(['me'])).toEqual({ name: 'alice' });
    screenOfAlice.unmount();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
  });

  test('another user signing in in the same tab never sees the last one’s data', async () => {
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { name: sessionStore.getState().user?.username } }) });
    logIn('token-a', user(1, 'alice'));
    render(
      <QueryProvider>
        <WhoAmI />
      </QueryProvider>,
    );
    expect(await screen.findByText('Signed in as alice')).toBeInTheDocument();

    // Straight from one user to the next with the first one's screen still open: nothing of alice's is kept.
    act(() => logIn('token-b', user(2, 'bob')));
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    await waitFor(() => expect(screen.queryByText('Signed in as alice')).not.toBeInTheDocument());
    expect(await screen.findByText('Signed in as bob')).toBeInTheDocument();
  });

  test('an answer for the last user that arrives after the logout is not kept', async () => {
    const answer = deferredReply();
    fakeApi({ 'GET /api/me': answer.handler });
    logIn('token-a', user(1, 'alice'));
    const read = queryClient.fetchQuery({ queryKey: ['me'], queryFn: async () => (await http.get('/api/me')).data });
    act(() => logOut());
    answer.release({ status: 200, body: { name: 'alice' } });
    await read.catch(() => undefined);
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
  });

  test('a change to the same user (a new balance, a refreshed token) keeps the cache', () => {
    logIn('token-a', user(1, 'alice'));
    queryClient.setQueryData(['tournaments'], ['Sunday Million']);
    updateUser({ balance: 50 });
    logIn('token-a2', user(1, 'alice'));
    expect(queryClient.getQueryData(['tournaments'])).toEqual(['Sunday Million']);
  });
});
