import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi, tournamentFixture } from 'shared-events/testing';
import type { TournamentSchedule } from 'shared-events/contracts';
import { toastStore } from 'shared-ui';
import { renderApp, location } from '../test/render-app';
import { fillField } from '../test/fill-field';
import { admin } from '../test/fixtures';
import { localInputValue } from '../tournaments/tournament-form.values';

const user = userEvent.setup();
const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

const schedule = (id: number, patch: Partial<TournamentSchedule> = {}): TournamentSchedule => ({
  id,
  recurrence: 'weekly',
  firstStartsAt: '2026-12-04T19:00:00.000Z',
  template: { name: 'Friday Deepstack', gameType: 'NLH', entryFee: '20', maxPlayers: 200 },
  active: true,
  state: 'active',
  pausedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  nextStartsAt: '2026-12-04T19:00:00.000Z',
  ...patch,
});

const fill = (label: string, value: string) => fillField(user, label, value);

describe('recurring schedules', () => {
  beforeEach(() => {
    logIn('token', admin);
    toastStore.setState({ toasts: [] });
  });

  it('previews the next ten starts as the server makes them (monthly: the last day of a shorter month), then creates the schedule', async () => {
    const sent = fakeApi({
      'POST /api/admin/schedules': (body) => ({
        status: 201,
        body: { schedule: schedule(3, body as Partial<TournamentSchedule>), created: [tournamentFixture({ name: 'Month End Major' })] },
      }),
      'GET /api/admin/schedules': () => ({ status: 200, body: { schedules: [] } }),
    });
    await renderApp('/admin/schedules/new');
    expect(await screen.findByRole('heading', { name: 'New recurring schedule' }, { timeout: 5000 })).toBeInTheDocument();
    await fill('Name', 'Month End Major');
    await user.selectOptions(screen.getByLabelText('Repeat'), 'Monthly');
    const first = new Date(Date.UTC(2027, 0, 31, 18, 0));
    await fill('First start (your time)', localInputValue(first));

    const preview = screen.getByRole('region', { name: 'The next 10 tournaments' });
    const starts = within(preview)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')?.getAttribute('datetime'));
    expect(starts.slice(0, 4)).toEqual([
      '2027-01-31T18:00:00.000Z',
      '2027-02-28T18:00:00.000Z',
      '2027-03-31T18:00:00.000Z',
      '2027-04-30T18:00:00.000Z',
    ]);
    expect(starts).toHaveLength(10);
    expect(within(preview).getAllByText(/your time/)).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/schedules'));
    const body = sent.find((request) => request.route === 'POST /api/admin/schedules')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ recurrence: 'monthly', firstStartsAt: first.toISOString(), template: { name: 'Month End Major', gameType: 'NLH' } });
    expect(body.template).not.toHaveProperty('startsAt');
    expect(toasts()).toContain('Month End Major now runs monthly: 1 coming tournament created.');
  });

  it('lists the schedules in UTC with the operator’s time beside, and deletes one behind a confirmation', async () => {
    let active = true;
    const sent = fakeApi({
      'GET /api/admin/schedules': () => ({
        status: 200,
        body: {
          schedules: [schedule(1, { active, state: active ? 'active' : 'deleted', nextStartsAt: active ? '2026-12-04T19:00:00.000Z' : null })],
        },
      }),
      'DELETE /api/admin/schedules/1': () => {
        active = false;
        return { status: 200, body: { message: 'Schedule deactivated', schedule: schedule(1, { active: false, state: 'deleted' }) } };
      },
    });
    await renderApp('/admin/schedules');
    const table = await screen.findByRole('table', { name: 'Recurring schedules' }, { timeout: 5000 });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getByText('Friday Deepstack')).toBeInTheDocument();
    expect(within(row).getByText('Weekly')).toBeInTheDocument();
    expect(within(row).getAllByText(/4 Dec 2026, 19:00 UTC/)).toHaveLength(2);
    expect(within(row).getByText('Active')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete the schedule of Friday Deepstack' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the schedule of Friday Deepstack?' });
    expect(dialog).toHaveAccessibleDescription(
      /No new tournament ever comes from it, and it cannot be resumed\. The tournaments it already created stay in the lobby with their registrations/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete schedule' }));
    await waitFor(() => expect(toasts()).toContain('The schedule of Friday Deepstack was deleted.'));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.route === 'DELETE /api/admin/schedules/1')).toHaveLength(1);
  });

  it('pauses an active schedule and resumes it, showing each state and what resuming created', async () => {
    let state: TournamentSchedule['state'] = 'active';
    const current = () =>
      schedule(1, {
        state,
        active: state === 'active',
        pausedAt: state === 'paused' ? '2026-11-28T10:00:00.000Z' : null,
        nextStartsAt: state === 'active' ? '2026-12-04T19:00:00.000Z' : null,
      });
    const sent = fakeApi({
      'GET /api/admin/schedules': () => ({ status: 200, body: { schedules: [current()] } }),
      'POST /api/admin/schedules/1/pause': () => {
        state = 'paused';
        return { status: 200, body: { message: 'Schedule paused', schedule: current() } };
      },
      'POST /api/admin/schedules/1/resume': () => {
        state = 'active';
        const created = [tournamentFixture({ name: 'Friday Deepstack' }), tournamentFixture({ name: 'Friday Deepstack' })];
        return { status: 200, body: { message: 'Schedule resumed', schedule: current(), created } };
      },
    });
    await renderApp('/admin/schedules');
    const table = await screen.findByRole('table', { name: 'Recurring schedules' }, { timeout: 5000 });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('Active')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Pause the schedule of Friday Deepstack' }));
    expect(await within(row).findByText('Paused')).toBeInTheDocument();
    expect(toasts()).toContain('The schedule of Friday Deepstack is paused: it creates no tournament until resumed.');
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Pause/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Resume the schedule of Friday Deepstack' }));
    expect(await within(row).findByText('Active')).toBeInTheDocument();
    expect(toasts()).toContain('The schedule of Friday Deepstack is resumed: 2 coming tournaments created.');
    expect(within(row).getByRole('button', { name: 'Delete the schedule of Friday Deepstack' })).toBeInTheDocument();
    expect(sent.map((request) => request.route).filter((route) => route.startsWith('POST'))).toEqual([
      'POST /api/admin/schedules/1/pause',
      'POST /api/admin/schedules/1/resume',
    ]);
  });
});
