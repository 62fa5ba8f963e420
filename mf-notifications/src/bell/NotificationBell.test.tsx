import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, http, sessionStore, type NotificationPayload, type SessionUser } from 'shared-events';
import { Toaster } from 'shared-ui';
import { QueryProvider, queryClient } from 'shared-events/query';
import { NotificationBell } from './NotificationBell';

const player: SessionUser = {
  id: 5,
  username: 'river_queen',
  email: 'rita@example.com',
  firstName: 'Rita',
  country: 'Malta',
  avatar: null,
  balance: 0,
  role: 'player',
  registeredTournamentIds: [],
};

function notification(id: number, readAt: string | null = null, data: NotificationPayload['data'] = null): NotificationPayload {
  return { id, type: 'tournament_reminder', title: `Title ${id}`, body: `Body ${id}`, sendAt: '2026-11-22T10:00:00Z', readAt, isSent: true, data };
}

function listAnswer(rows: NotificationPayload[], count = rows.length, unreadCount = rows.filter((row) => !row.readAt).length) {
  return { data: { rows, count, page: 1, limit: 10, unreadCount } };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const bellButton = () => screen.getByRole('button', { name: /^Notifications/ });
const badge = () => screen.queryByTestId('unread-badge');

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ status: 'ready', token: 'token', user: player });
});
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
});

test('shows the unread badge from the server, lists notifications and marks one as read with a spinner', async () => {
  const get = jest.spyOn(http, 'get').mockResolvedValue(listAnswer([notification(1), notification(2, '2026-11-22T11:00:00Z')], 2, 3));
  const mark = deferred<unknown>();
  const post = jest.spyOn(http, 'post').mockReturnValue(mark.promise as never);
  render(<NotificationBell />, { wrapper: QueryProvider });
  await waitFor(() => expect(badge()).toHaveTextContent('3'));
  expect(get).toHaveBeenCalledWith('/api/users/notifications', { params: { page: 1, limit: 10 } });
  expect(bellButton()).toHaveAccessibleName('Notifications, 3 unread');

  await userEvent.click(bellButton());
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(await within(panel).findByText('Title 1')).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(2); // on mount for the badge, and again on opening
  const markButtons = within(panel).getAllByRole('button', { name: 'Mark as read' });
  expect(markButtons).toHaveLength(1);
  await userEvent.click(markButtons[0]);
  expect(post).toHaveBeenCalledWith('/api/users/notifications/1/read', {});
  expect(within(panel).getByRole('button', { name: 'Mark as read' })).toBeDisabled();
  expect(within(panel).getByRole('progressbar')).toBeInTheDocument();
  await act(async () => mark.resolve({ data: {} }));
  await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument());
  expect(badge()).toHaveTextContent('2');
  await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement)); // Escape still closes it
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('says "Loading..." while the menu fetches, then "No notifications" without pagination', async () => {
  const opened = deferred<unknown>();
  jest
    .spyOn(http, 'get')
    .mockResolvedValueOnce(listAnswer([]))
    .mockReturnValueOnce(opened.promise as never);
  render(<NotificationBell />, { wrapper: QueryProvider });
  await userEvent.click(bellButton());
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(within(panel).getByText('Loading...')).toBeInTheDocument();
  await act(async () => opened.resolve(listAnswer([])));
  expect(await within(panel).findByText('No notifications')).toBeInTheDocument();
  expect(within(panel).queryByText('Prev')).not.toBeInTheDocument();
  expect(badge()).not.toBeInTheDocument();
});

test('failures are silent: a failed fetch keeps the list, a failed mark-as-read only stops the spinner', async () => {
  jest
    .spyOn(http, 'get')
    .mockResolvedValueOnce(listAnswer([notification(1)]))
    .mockRejectedValue(new Error('offline'));
  jest.spyOn(http, 'post').mockRejectedValue(new Error('offline'));
  render(<NotificationBell />, { wrapper: QueryProvider });
  await waitFor(() => expect(badge()).toHaveTextContent('1'));
  await userEvent.click(bellButton());
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(await within(panel).findByText('Title 1')).toBeInTheDocument();
  await userEvent.click(within(panel).getByRole('button', { name: 'Mark as read' }));
  await waitFor(() => expect(within(panel).getByRole('button', { name: 'Mark as read' })).toBeEnabled());
  expect(badge()).toHaveTextContent('1');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('pagination appears above 10 notifications only; Prev and Next follow page*10 >= total', async () => {
  let total = 10;
  const get = jest.spyOn(http, 'get').mockImplementation(async (_url, config) => {
    const page = (config?.params as { page: number }).page;
    return listAnswer([notification(page * 100)], total, 0);
  });
  render(<NotificationBell />, { wrapper: QueryProvider });
  await userEvent.click(bellButton());
  let panel = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(await within(panel).findByText('Title 100')).toBeInTheDocument();
  expect(within(panel).queryByText('Page 1')).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  total = 11;
  await userEvent.click(bellButton());
  panel = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(await within(panel).findByText('Page 1')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Prev' })).toBeDisabled();
  expect(within(panel).getByRole('button', { name: 'Next' })).toBeEnabled();
  await userEvent.click(within(panel).getByRole('button', { name: 'Next' }));
  expect(await within(panel).findByText('Title 200')).toBeInTheDocument();
  expect(within(panel).getByText('Page 2')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(within(panel).getByRole('button', { name: 'Prev' })).toBeEnabled();
  expect(get).toHaveBeenLastCalledWith('/api/users/notifications', { params: { page: 2, limit: 10 } });
});

test('a live notification bumps the badge, joins the open list and shows one toast for its three events', async () => {
  jest.spyOn(http, 'get').mockResolvedValue(listAnswer([]));
  render(
    <>
      <NotificationBell />
      <Toaster />
    </>,
    { wrapper: QueryProvider },
  );
  await userEvent.click(bellButton());
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(panel).findByText('No notifications');

  const live = { ...notification(41, null, { tournamentId: 41, reminderType: '15min' }), body: 'Sunday Major starts in 15 minutes.' };
  const reminder = {
    tournamentId: 41,
    tournamentName: 'Sunday Major',
    timeLabel: '15 minutes',
    message: 'Sunday Major starts in 15 minutes.',
    type: '15min' as const,
  };
  act(() => {
    eventBus.emit('notification', live);
    eventBus.emit('tournament:notification', reminder);
    eventBus.emit('tournament:reminder', reminder);
  });
  // The cache takes the notification at once; the screen follows on the cache's next notification tick.
  expect(queryClient.getQueryData(['notifications', 1])).toMatchObject({ count: 1, unreadCount: 1, rows: [live] });
  await waitFor(() => expect(badge()).toHaveTextContent('1'));
  expect(within(panel).getByText('Title 41')).toBeInTheDocument();
  expect(within(screen.getByTestId('toaster')).getAllByText('Sunday Major starts in 15 minutes.')).toHaveLength(1);
});
