import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { eventBus, type EventName } from 'shared-events';
import { QueryProvider, queryClient } from 'shared-events/query';
import { fakeApi } from 'shared-events/testing';
import { LiveTournaments } from './live-tournaments';
import { resultsKey, tournamentKey, tournamentListKey, useTournaments } from './tournament-queries';

function TournamentCount() {
  const tournaments = useTournaments();
  return <p>{tournaments.data ? `${tournaments.data.length} tournaments` : 'Loading tournaments...'}</p>;
}

function renderLive(children: ReactNode = null) {
  return render(
    <QueryProvider>
      <LiveTournaments>{children}</LiveTournaments>
    </QueryProvider>,
  );
}

const isInvalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

const LIVE: EventName[] = [
  'tournament:statusUpdate',
  'tournament:registrationUpdate',
  'tournament:created',
  'tournament:started',
  'tournament:reminder',
  'tournament:ended',
  'tournament:resultsPublished',
  'socket:connected',
];

test.each(LIVE)('%s marks the list, every detail and every result stale, and nothing else', (type) => {
  const keys = [tournamentListKey(null), tournamentKey(7), resultsKey(7)];
  for (const key of keys) queryClient.setQueryData(key, {});
  queryClient.setQueryData(['wallet', 'balance'], 10);
  renderLive();
  act(() => eventBus.emit(type, {} as never));
  expect(keys.map(isInvalidated)).toEqual([true, true, true]);
  expect(isInvalidated(['wallet', 'balance'])).toBe(false);
});

test('other events leave the tournaments as they are', () => {
  queryClient.setQueryData(tournamentListKey(null), []);
  renderLive();
  act(() => eventBus.emit('wallet:balanceChanged', { balance: 5, currency: 'USDT' }));
  act(() => eventBus.emit('notification', {} as never));
  expect(isInvalidated(tournamentListKey(null))).toBe(false);
});

test('a list on screen is read again when a live event arrives; once its roots are gone, it is marked stale and read when shown again', async () => {
  const sent = fakeApi({ 'GET /api/users/tournaments': () => ({ status: 200, body: [] }) });
  const view = renderLive(<TournamentCount />);
  expect(await screen.findByText('0 tournaments')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  act(() => eventBus.emit('tournament:created', {} as never));
  await waitFor(() => expect(sent).toHaveLength(2));

  view.unmount();
  act(() => eventBus.emit('tournament:ended', {} as never));
  // Nothing on screen: nothing read, but nothing stale is shown later either (the lobby's channel outlives the screens).
  expect(isInvalidated(tournamentListKey(null))).toBe(true);
  expect(sent).toHaveLength(2);
  renderLive(<TournamentCount />);
  await waitFor(() => expect(sent).toHaveLength(3));
});
