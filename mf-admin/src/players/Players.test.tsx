import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi } from 'shared-events/testing';
import type { AdminPlayer, AdminPlayerDetail, WalletTransaction } from 'shared-events/contracts';
import { toastStore } from 'shared-ui';
import { renderApp, location } from '../test/render-app';
import { admin } from '../test/fixtures';

const user = userEvent.setup();
const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

const player = (id: number, patch: Partial<AdminPlayer> = {}): AdminPlayer => ({
  id,
  username: `grinder${id}`,
  email: `grinder${id}@example.com`,
  emailVerified: true,
  role: 'player',
  country: 'Malta',
  createdAt: '2026-10-01T12:00:00.000Z',
  balance: 125.5,
  suspended: null,
  ...patch,
});

const detail = (patch: Partial<AdminPlayerDetail> = {}): AdminPlayerDetail => ({
  ...player(4),
  firstName: 'Greta',
  entries: [
    {
      tournamentId: 9,
      tournamentName: 'Sunday Major',
      tournamentStatus: 'completed',
      registeredAt: '2026-11-01T10:00:00.000Z',
      state: 'completed',
      entryFee: 10,
      place: 2,
      prize: 300,
    },
  ],
  ...patch,
});

describe('players', () => {
  beforeEach(() => {
    logIn('token', admin);
    toastStore.setState({ toasts: [] });
  });

  it('finds players by username or e-mail and opens one', async () => {
    const sent = fakeApi({
      'GET /api/admin/players': (_body, request) => ({
        status: 200,
        body: { players: (request.params as { search?: string }).search ? [player(4)] : [player(5), player(4)], total: 2, page: 1, pageSize: 25 },
      }),
      'GET /api/admin/players/4': () => ({ status: 200, body: detail() }),
      'GET /api/admin/players/4/ledger': () => ({ status: 200, body: { entries: [], total: 0, page: 1, pageSize: 25 } }),
    });
    await renderApp('/admin/players');
    const table = await screen.findByRole('table', { name: 'Players' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('$125.50')).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Search by username or e-mail' }), 'grinder4@');
    await waitFor(() => expect(sent.at(-1)?.params).toEqual({ search: 'grinder4@', page: 1, pageSize: 25 }), { timeout: 3000 });
    await user.click(await screen.findByRole('link', { name: 'grinder4' }));
    expect(location().pathname).toBe('/admin/players/4');
    expect(await screen.findByRole('heading', { name: 'grinder4' })).toBeInTheDocument();
  });

  it('shows the account, its tournaments and its ledger, paged', async () => {
    const entries: WalletTransaction[] = Array.from({ length: 25 }, (_, index) => ({
      id: 100 - index,
      createdAt: '2026-11-20T10:00:00.000Z',
      kind: index === 0 ? 'deposit' : 'tournament_entry',
      amount: index === 0 ? 200 : -10,
      currency: 'USDT',
      tournamentId: index === 0 ? null : 9,
      tournamentName: index === 0 ? null : 'Sunday Major',
      balanceAfter: 300 - index * 10,
    }));
    const sent = fakeApi({
      'GET /api/admin/players/4': () => ({ status: 200, body: detail() }),
      'GET /api/admin/players/4/ledger': (_body, request) => ({
        status: 200,
        body: { entries: (request.params as { page: number }).page === 1 ? entries : entries.slice(0, 3), total: 28, page: 1, pageSize: 25 },
      }),
    });
    await renderApp('/admin/players/4');
    expect(await screen.findByRole('heading', { name: 'grinder4' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('grinder4@example.com')).toBeInTheDocument();
    const tournaments = screen.getByRole('table', { name: 'Tournaments entered' });
    expect(within(tournaments).getByText('Sunday Major')).toBeInTheDocument();
    expect(within(tournaments).getByText('$300.00')).toBeInTheDocument();
    const ledger = await screen.findByRole('table', { name: 'Wallet transactions' });
    expect(within(ledger).getByText('Deposit')).toBeInTheDocument();
    expect(within(ledger).getAllByText('Tournament entry · Sunday Major')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent.at(-1)?.params).toEqual({ page: 2, pageSize: 25 }));
  });

  it('suspends a player only with a reason, saying first what it does', async () => {
    let suspended = false;
    const sent = fakeApi({
      'GET /api/admin/players/4': () => ({
        status: 200,
        body: detail({ suspended: suspended ? { at: '2026-11-28T10:00:00.000Z', reason: 'Chip dumping with grinder5' } : null }),
      }),
      'GET /api/admin/players/4/ledger': () => ({ status: 200, body: { entries: [], total: 0, page: 1, pageSize: 25 } }),
      'POST /api/admin/players/4/suspend': () => {
        suspended = true;
        return { status: 200, body: player(4, { suspended: { at: '2026-11-28T10:00:00.000Z', reason: 'Chip dumping with grinder5' } }) };
      },
    });
    await renderApp('/admin/players/4');
    await user.click(await screen.findByRole('button', { name: 'Suspend…' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend grinder4?' });
    expect(dialog).toHaveAccessibleDescription(/logged out everywhere at once and cannot log in; at the tables their seats sit out/);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(sent.some((request) => request.route.endsWith('/suspend'))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Chip dumping with grinder5 ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(toasts()).toContain('grinder4 is suspended.'));
    expect(sent.find((request) => request.route === 'POST /api/admin/players/4/suspend')?.body).toEqual({ reason: 'Chip dumping with grinder5' });
    expect(await screen.findByText(/Chip dumping with grinder5/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reinstate…' })).toBeInTheDocument();
  });

  it('says so for a player that does not exist', async () => {
    fakeApi({
      'GET /api/admin/players/999': () => ({ status: 404, body: { code: 'PLAYER_NOT_FOUND', message: 'Player not found' } }),
      'GET /api/admin/players/999/ledger': () => ({ status: 404, body: { code: 'PLAYER_NOT_FOUND', message: 'Player not found' } }),
    });
    await renderApp('/admin/players/999');
    expect(await screen.findByText('No such player.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
