import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type NotificationPayload } from 'shared-events';
import { NotificationBell } from './NotificationBell';

function notification(id: number, readAt: string | null = null): NotificationPayload {
  return {
    id,
    type: 'tournament_reminder',
    title: `Title ${id}`,
    body: `Body ${id}`,
    sendAt: '2026-11-22T10:00:00Z',
    readAt,
    isSent: true,
    data: null,
  };
}

afterEach(() => jest.restoreAllMocks());

test('shows the unread badge, lists notifications and marks one as read', async () => {
  const get = jest.spyOn(http, 'get').mockResolvedValue({ data: { rows: [notification(1), notification(2, '2026-11-22T11:00:00Z')], count: 2 } });
  let finishMark: () => void = () => undefined;
  const post = jest.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (finishMark = () => resolve({ data: {} }))));
  render(<NotificationBell />);
  await waitFor(() => expect(screen.getByText('1')).not.toHaveClass('MuiBadge-invisible'));
  expect(get).toHaveBeenCalledWith('/api/users/notifications', { params: { page: 1, limit: 10 } });

  await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText('Title 1')).toBeInTheDocument();
  const markButtons = screen.getAllByRole('button', { name: 'Mark as read' });
  expect(markButtons).toHaveLength(1);
  await userEvent.click(markButtons[0]);
  expect(post).toHaveBeenCalledWith('/api/users/notifications/1/read', {});
  expect(screen.getByRole('button', { name: 'Mark as read' })).toBeDisabled();
  finishMark();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument());
  expect(document.querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible');
});

test('says "No notifications" when the list is empty or the call fails, without pagination', async () => {
  jest.spyOn(http, 'get').mockRejectedValue(new Error('offline'));
  render(<NotificationBell />);
  await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText('No notifications')).toBeInTheDocument();
  expect(screen.queryByText('Prev')).not.toBeInTheDocument();
});

test('pages through more than 10 notifications', async () => {
  const get = jest.spyOn(http, 'get').mockImplementation(async (_url, config) => {
    const page = (config?.params as { page: number }).page;
    return { data: { rows: [notification(page * 100)], count: 15 } };
  });
  render(<NotificationBell />);
  await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  const menu = await screen.findByRole('menu');
  expect(await within(menu).findByText('Page 1')).toBeInTheDocument();
  expect(within(menu).getByRole('button', { name: 'Prev' })).toBeDisabled();
  await userEvent.click(within(menu).getByRole('button', { name: 'Next' }));
  expect(await within(menu).findByText('Title 200')).toBeInTheDocument();
  expect(within(menu).getByText('Page 2')).toBeInTheDocument();
  expect(within(menu).getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(get).toHaveBeenLastCalledWith('/api/users/notifications', { params: { page: 2, limit: 10 } });
});
