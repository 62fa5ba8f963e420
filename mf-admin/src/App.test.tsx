import axios from 'axios';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi } from 'shared-events/testing';
import { renderApp, location } from './test/render-app';
import { admin, auditEntry, tournament, tournamentPage } from './test/fixtures';
import { SEARCH_SETTLE_MS } from 'shared-ui/pagination';
import declared from './routes.json';

const user = userEvent.setup();

const listParams = (sent: ReturnType<typeof fakeApi>) =>
  sent.filter((request) => request.route === 'GET /api/admin/tournaments').map((request) => request.params);

describe('the back office', () => {
  beforeEach(() => logIn('token', admin));

  it('opens on the tournaments: a page of every tournament from the server, deleted ones marked', async () => {
    const sent = fakeApi({
      'GET /api/admin/tournaments': () => ({
        status: 200,
        body: tournamentPage([tournament(9, { status: 'running', players: 37 }), tournament(8, { deletedAt: '2026-11-27T09:00:00.000Z' })], 2),
      }),
    });
    await renderApp('/admin');
    expect(location().pathname).toBe('/admin/tournaments');
    expect(screen.getByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tournaments', current: 'page' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tournaments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name', 'Game', 'Buy-in', 'Players', 'Starts', 'Status', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText('Daily Turbo #9')).toBeInTheDocument();
    expect(within(first).getByText('37 / 100')).toBeInTheDocument();
    expect(within(first).getByText('Running')).toBeInTheDocument();
    expect(within(second).getByText('Deleted')).toBeInTheDocument();
    expect(screen.getByText('(2)')).toBeInTheDocument();
    expect(listParams(sent)).toEqual([{ sort: 'startsAt', order: 'desc', page: 1, pageSize: 25 }]);
  });

  it("asks, on a bare address, for exactly the page the first script prefetches (so the page's early answer is taken)", async () => {
    const sent = fakeApi({ 'GET /api/admin/tournaments': () => ({ status: 200, body: tournamentPage([tournament(1)], 1) }) });
    await renderApp('/admin/tournaments');
    await screen.findByRole('table', { name: 'Tournaments' });
    const route = declared.routes.find((candidate) => candidate.path === '/admin/tournaments');
    expect(route?.prefetch).toEqual([axios.getUri({ url: '/api/admin/tournaments', params: listParams(sent)[0] })]);
  });

  it('sorts by a column header (again: the other way), filters by status and pages, all on the server and in the address', async () => {
    const sent = fakeApi({ 'GET /api/admin/tournaments': () => ({ status: 200, body: tournamentPage([tournament(1)], 60) }) });
    await renderApp('/admin/tournaments');
    await screen.findByRole('table', { name: 'Tournaments' });

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(listParams(sent).at(-1)).toEqual({ sort: 'name', order: 'desc', page: 1, pageSize: 25 }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(listParams(sent).at(-1)).toMatchObject({ sort: 'name', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await waitFor(() => expect(listParams(sent).at(-1)).toEqual({ status: 'cancelled', sort: 'name', order: 'asc', page: 1, pageSize: 25 }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listParams(sent).at(-1)).toMatchObject({ status: 'cancelled', page: 2 }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({ status: 'cancelled', sort: 'name', order: 'asc', page: '2' });
  });

  it('searches once the typing pauses, from page 1', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const sent = fakeApi({ 'GET /api/admin/tournaments': () => ({ status: 200, body: tournamentPage([tournament(1)], 1) }) });
      await renderApp('/admin/tournaments?page=3');
      await screen.findByRole('table', { name: 'Tournaments' });
      const typing = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await typing.type(screen.getByRole('searchbox', { name: 'Search by name or ID' }), 'turbo');
      expect(listParams(sent)).toHaveLength(1);
      act(() => jest.advanceTimersByTime(SEARCH_SETTLE_MS));
      await waitFor(() => expect(listParams(sent)).toHaveLength(2));
      expect(listParams(sent)[1]).toEqual({ search: 'turbo', sort: 'startsAt', order: 'desc', page: 1, pageSize: 25 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when nothing matches, and offers Retry when the list is refused', async () => {
    let fail = true;
    fakeApi({
      'GET /api/admin/tournaments': () =>
        fail ? { status: 403, body: { message: 'Admin access required' } } : { status: 200, body: tournamentPage([]) },
    });
    await renderApp('/admin/tournaments');
    expect(await screen.findByText('Failed to load the tournaments.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('No tournaments match.')).toBeInTheDocument();
  });

  it('lists the audit log newest first, each entry opening to its state before and after', async () => {
    const sent = fakeApi({
      'GET /api/admin/audit': () => ({
        status: 200,
        body: { entries: [auditEntry(2), auditEntry(1, { action: 'tournament.create', before: null, ip: null })], total: 2, page: 1, pageSize: 25 },
      }),
    });
    await renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText('Tournament cancelled')).toBeInTheDocument();
    expect(within(first).getByText('tournament #7')).toBeInTheDocument();
    expect(within(first).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(second).getByText('Tournament created')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Show' }));
    expect(within(first).getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/"refundedRegistrations": 3/)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Tournament created');
    await waitFor(() => expect(sent.at(-1)?.params).toEqual({ action: 'tournament.create', page: 1, pageSize: 25 }));
  });
});
