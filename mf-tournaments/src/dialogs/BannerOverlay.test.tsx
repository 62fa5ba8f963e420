import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BannerOverlay from './BannerOverlay';

test('shows the banner full size; the close button and Escape close it', async () => {
  const onClose = jest.fn();
  render(<BannerOverlay name="Midnight Turbo" banner="/images/landing/table-1.svg" onClose={onClose} />);
  expect(screen.getByRole('dialog', { name: 'Midnight Turbo banner' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Midnight Turbo banner' })).toHaveAttribute('src', '/images/landing/table-1.svg');

  await userEvent.click(screen.getByRole('button', { name: 'Close banner' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});
