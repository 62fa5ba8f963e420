import { render, screen } from '@testing-library/react';
import { logIn } from 'shared-events';
import type { SessionUser } from 'shared-events/contracts';
import { ShellRouter } from '../../routing/ShellRouter';
import { DashboardPage } from './DashboardPage';

jest.mock('../../federation/RemoteParcel', () => ({ __esModule: true, default: () => null }));

const player: SessionUser = {
  id: 3,
  username: 'nit_master',
  email: 'nit@example.com',
  firstName: 'Nora',
  country: 'Peru',
  avatar: null,
  balance: 0,
  role: 'player',
  registeredTournamentIds: [],
};

test('welcomes the player by first name and links to the profile and the hand history', () => {
  logIn('token', player);
  render(<DashboardPage />, { wrapper: ShellRouter });
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Nora' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('link', { name: 'Hand History' })).toHaveAttribute('href', '/hand-history');
  expect(screen.getByTestId('dashboard-widgets')).toBeInTheDocument();
});

test('says "Player" when the first name is empty', () => {
  logIn('token', { ...player, firstName: '' });
  render(<DashboardPage />, { wrapper: ShellRouter });
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Player' })).toBeInTheDocument();
});
