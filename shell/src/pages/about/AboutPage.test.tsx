import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from 'shared-ui/testing';
import { AboutPage } from './AboutPage';

const currentDot = () => screen.getAllByRole('button', { name: /^Go to slide/ }).find((dot) => dot.getAttribute('aria-current') === 'true');

describe('AboutPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('autoplays its carousel every 5 s and moves with the arrows', () => {
    renderAt(<AboutPage />, '/about');
    expect(screen.getByRole('region', { name: 'Our tables' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    act(() => jest.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentDot()).toHaveAccessibleName('Go to slide 4');
  });

  it('shows the stats and the mission', () => {
    renderAt(<AboutPage />, '/about');
    const facts = within(screen.getByRole('list', { name: 'Platform facts' }));
    expect(facts.getByText('8').nextSibling).toHaveTextContent('Players per table');
    expect(facts.getByText('24/7').nextSibling).toHaveTextContent('Tournaments');
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
  });

  it('summarises the requirements: players, admins, table rules and USDT prize pool', () => {
    renderAt(<AboutPage />, '/about');
    const spec = screen.getByRole('region', { name: 'Requirements Specification' });
    for (const heading of ['Players', 'Admins', 'Tournaments', 'Table rules']) {
      expect(within(spec).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(
      within(spec).getByText('Create, modify and delete tournaments, including recurring daily, weekly and monthly tournaments.'),
    ).toBeInTheDocument();
    expect(within(spec).getByText('View income, tournament, game and transaction statistics.')).toBeInTheDocument();
    expect(within(spec).getByText('8 players per table at most.')).toBeInTheDocument();
    expect(within(spec).getByText('A table disbands at 4 remaining players.')).toBeInTheDocument();
    expect(within(spec).getByText('Players with 0 balance are removed.')).toBeInTheDocument();
    expect(within(spec).getByText('A 15-minute join window.')).toBeInTheDocument();
    expect(within(spec).getByText(/prize pool is paid in USDT/)).toBeInTheDocument();
  });

  it('links to the creators by e-mail and GitHub', () => {
    renderAt(<AboutPage />, '/about');
    const contact = within(screen.getByRole('region', { name: 'Contact the creators' }));
    expect(contact.getByRole('link', { name: /support@pokerlegends\.example/ })).toHaveAttribute('href', 'mailto:support@pokerlegends.example');
    expect(contact.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/pokerlegends-example');
  });

  it('says how deals are provably fair and links to the verifier', () => {
    renderAt(<AboutPage />, '/about');
    const section = within(screen.getByRole('region', { name: 'Provably Fair Deals' }));
    expect(section.getByText(/your browser adds a random seed of its own/)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'How it works, and verify a deal' })).toHaveAttribute('href', '/fairness');
  });
});
