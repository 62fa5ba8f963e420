import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellRouter } from '../../routing/ShellRouter';
import { LearnPage } from './LearnPage';

describe('LearnPage', () => {
  it('shows the title and four tabs, How to Play first with the hand rankings', () => {
    render(<LearnPage />, { wrapper: ShellRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Learn Poker' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['How to Play', 'Join Tournaments', 'Join Games', 'Strategy Tips']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('How to Play');
    const rankings = within(panel).getByRole('heading', { name: 'Hand rankings, from best to worst' }).parentElement!;
    const ranks = within(rankings)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(':')[0]);
    expect(ranks).toEqual([
      'Royal flush',
      'Straight flush',
      'Four of a kind',
      'Full house',
      'Flush',
      'Straight',
      'Three of a kind',
      'Two pair',
      'One pair',
      'High card',
    ]);
    expect(within(panel).getByRole('heading', { name: "No-Limit Hold'em" })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Pot-Limit Omaha' })).toBeInTheDocument();
  });

  it('switches to the tournament guide with the registration steps', async () => {
    render(<LearnPage />, { wrapper: ShellRouter });
    await userEvent.click(screen.getByRole('tab', { name: 'Join Tournaments' }));
    expect(screen.getByRole('tab', { name: 'Join Tournaments' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Join Tournaments');
    expect(within(panel).getByText(/Click Registering Now/)).toHaveTextContent('the fee is taken from your USDT wallet');
    expect(within(panel).getByText(/Registration stays open for 15 minutes/)).toBeInTheDocument();
    expect(within(panel).getByText(/registered players see Enter Lobby/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Browse tournaments' })).toHaveAttribute('href', '/tournaments');
    expect(screen.queryByText(/Royal flush/)).not.toBeInTheDocument();
  });

  it('states the table rules under Join Games and gives tips under Strategy Tips', async () => {
    render(<LearnPage />, { wrapper: ShellRouter });
    await userEvent.click(screen.getByRole('tab', { name: 'Join Games' }));
    const games = screen.getByRole('tabpanel');
    expect(within(games).getByText('A table seats at most 8 players.')).toBeInTheDocument();
    expect(within(games).getByText('A table disbands when only 4 players remain at it.')).toBeInTheDocument();
    expect(within(games).getByText('Players whose balance reaches 0 are removed from the table.')).toBeInTheDocument();
    expect(within(games).getByText('Rooms can be joined during a 15-minute join window.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Strategy Tips' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Strategy Tips');
    expect(screen.getByText(/Position matters/)).toBeInTheDocument();
  });
});
