import { screen } from '@testing-library/react';
import { logIn, logOut, type SessionUser } from 'shared-events';
import { renderAt } from 'shared-ui/testing';
import { UpcomingTournamentsCard } from './UpcomingTournamentsCard';

const player = (registeredTournamentIds: number[]): SessionUser => ({
  id: 5,
  username: 'short_stack',
  email: 'ss@example.com',
  firstName: 'Sam',
  country: 'Peru',
  avatar: null,
  balance: 0,
  role: 'player',
  registeredTournamentIds,
});

function renderCard() {
  return renderAt(<UpcomingTournamentsCard />, '/dashboard');
}

afterEach(() => logOut());

test('counts the tournaments the player is registered for and links to the lobby', () => {
  logIn('token', player([4, 9, 12]));
  renderCard();
  expect(screen.getByRole('heading', { name: 'Upcoming Tournaments' })).toBeInTheDocument();
  expect(screen.getByText('3')).toBeInTheDocument();
  expect(screen.getByText('tournaments you are registered for')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse tournaments' })).toHaveAttribute('href', '/tournaments');
});

test('one registration reads in the singular', () => {
  logIn('token', player([4]));
  renderCard();
  expect(screen.getByText('1')).toBeInTheDocument();
  expect(screen.getByText('tournament you are registered for')).toBeInTheDocument();
});
