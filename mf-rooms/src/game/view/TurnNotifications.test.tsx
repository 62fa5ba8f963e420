import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TurnNotifications } from './TurnNotifications';

describe('turn notifications', () => {
  afterEach(() => {
    delete (globalThis as { Notification?: unknown }).Notification;
  });

  it('asks once on a click, and hides when answered', async () => {
    const notification: { permission: NotificationPermission; requestPermission: jest.Mock } = {
      permission: 'default',
      requestPermission: jest.fn(),
    };
    notification.requestPermission.mockImplementation(async () => (notification.permission = 'granted'));
    (globalThis as { Notification?: unknown }).Notification = notification;
    render(<TurnNotifications />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when it is my turn' }));
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Notify me when it is my turn' })).not.toBeInTheDocument();
  });

  it('shows nothing where notifications are not available or already answered', () => {
    const { container } = render(<TurnNotifications />);
    expect(container).toBeEmptyDOMElement();
  });
});
