import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi } from 'shared-events/testing';
import { defaultBlindStructure, type TournamentDetail } from 'shared-events/contracts';
import { toastStore } from 'shared-ui';
import { renderApp, location } from '../test/render-app';
import { fillField } from '../test/fill-field';
import { admin, tournament, tournamentPage } from '../test/fixtures';
import { localInputValue } from './tournament-form.values';

const user = userEvent.setup();
// Each test renders the whole editor (some 80 fields) many times: on this project's slower two-core CI machine a test
// took 12–17 s alone and past the suite's 15 s beside another file. Their assertions are not about time.
jest.setTimeout(60_000);
const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

const detail = (patch: Partial<TournamentDetail> = {}): TournamentDetail => ({
  ...tournament(5, { name: 'Sunday Major', entryFee: '25', entryFeeAmount: 25, guaranteedPool: 1000, blindspeed: 900, maxEntries: 3 }),
  prizeStructure: [
    { place: '1', percent: 60 },
    { place: '2', percent: 40 },
  ],
  Registrations: [],
  blindStructure: defaultBlindStructure(1500),
  ...patch,
});

const fill = (label: string, value: string) => fillField(user, label, value);

describe('creating and editing a tournament', () => {
  beforeEach(() => {
    logIn('token', admin);
    toastStore.setState({ toasts: [] });
  });

  it('creates one with every field, money as exact decimals, and goes back to the list', async () => {
    const sent = fakeApi({
      'POST /api/admin/tournaments': (body) => ({ status: 201, body: tournament(77, { name: (body as { name: string }).name }) }),
      'GET /api/admin/tournaments': () => ({ status: 200, body: tournamentPage([]) }),
    });
    await renderApp('/admin/tournaments/new');
    expect(await screen.findByRole('heading', { name: 'New tournament' }, { timeout: 5000 })).toBeInTheDocument();
    await fill('Name', 'Friday Night PLO');
    await user.selectOptions(screen.getByLabelText('Game'), 'Pot-Limit Omaha');
    await fill('Buy-in', '12.5');
    await fill('Guarantee', '500');
    await fill('Starts (your time)', '2027-01-15T20:00');
    await fill('Level length (minutes)', '12');
    await fill('Entries per player', '2');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    await fill('Percent (row 1)', '65');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    expect(screen.getByLabelText('Place (row 2)')).toHaveValue('2');
    await fill('Percent (row 2)', '35');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    await waitFor(() => expect(location().pathname).toBe('/admin/tournaments'));
    expect(sent.find((request) => request.route === 'POST /api/admin/tournaments')?.body).toEqual({
      name: 'Friday Night PLO',
      gameType: 'PLO',
      entryFee: '12.5',
      guaranteedPool: '500',
      startsAt: new Date('2027-01-15T20:00').toISOString(),
      durationMinutes: 240,
      lateRegMinutes: 30,
      minPlayers: 2,
      maxPlayers: 100,
      maxEntries: 2,
      startingStack: 1500,
      blindSpeedSeconds: 720,
      breakMinutes: 5,
      theme: null,
      banner: null,
      prizeStructure: [
        { place: '1', percent: 65 },
        { place: '2', percent: 35 },
      ],
      blindStructure: defaultBlindStructure(1500),
      currency: 'USDT',
    });
    expect(toasts()).toContain('Friday Night PLO created.');
  });

  it('says what is wrong, field by field, and sends nothing', async () => {
    const sent = fakeApi({});
    await renderApp('/admin/tournaments/new');
    await screen.findByRole('heading', { name: 'New tournament' }, { timeout: 5000 });
    await fill('Buy-in', '1.1234567');
    await fill('Minimum players', '10');
    await fill('Maximum players', '9');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    await fill('Percent (row 1)', '70');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    await fill('Place (row 2)', '2-3');
    await fill('Percent (row 2)', '20');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Buy-in must be an amount in USDT with at most 6 decimals (0 for a freeroll).')).toBeInTheDocument();
    expect(screen.getByText('Maximum players must be at least the minimum.')).toBeInTheDocument();
    // 70 + 2 × 20: a range pays its percent to each of its places.
    expect(screen.getByRole('alert')).toHaveTextContent('The places add up to more than 100 %.');
    expect(sent).toEqual([]);

    // SPEC §4: after the submit, validated again on every change: a fixed field's message goes, without another submit,
    // and a field made wrong says so at once.
    await fill('Name', 'Fixed Cup');
    await waitFor(() => expect(screen.queryByText('Name is required.')).not.toBeInTheDocument());
    await fill('Percent (row 1)', '40');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await fill('Maximum players', '12');
    await waitFor(() => expect(screen.queryByText('Maximum players must be at least the minimum.')).not.toBeInTheDocument());
    await fill('Entries per player', '0');
    expect(await screen.findByText('Entries per player must be from 1 to 100.')).toBeInTheDocument();
    expect(screen.getByText('Buy-in must be an amount in USDT with at most 6 decimals (0 for a freeroll).')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('previews what each place would be paid for a field size the operator picks', async () => {
    fakeApi({});
    await renderApp('/admin/tournaments/new');
    await screen.findByRole('heading', { name: 'New tournament' }, { timeout: 5000 });
    await fill('Buy-in', '10');
    await fill('Guarantee', '2000');
    for (const [place, percent] of [
      ['1', '50'],
      ['2', '30'],
      ['3-4', '10'],
    ]) {
      await user.click(screen.getByRole('button', { name: 'Add place' }));
      const row = screen.getAllByLabelText(/^Place \(row/).length;
      await fill(`Place (row ${row})`, place);
      await fill(`Percent (row ${row})`, percent);
    }
    // 100 entries × $10 is below the guarantee: the guarantee is paid.
    expect(screen.getByRole('status')).toHaveTextContent('Pool $2,000.00 · 100 % paid');
    expect(screen.getByLabelText('Row 1 pays')).toHaveTextContent('$1,000.00');
    expect(screen.getByLabelText('Row 3 pays')).toHaveTextContent('$200.00 each');
    await fill('Preview for entries', '500');
    expect(screen.getByRole('status')).toHaveTextContent('Pool $5,000.00');
    expect(screen.getByLabelText('Row 2 pays')).toHaveTextContent('$1,500.00');
  });

  it('edits a tournament as it is, and copies one to start a day later', async () => {
    const sent = fakeApi({
      'GET /api/tournaments/5': () => ({ status: 200, body: detail() }),
      'PUT /api/admin/tournaments/5': (body) => ({ status: 200, body: tournament(5, body as object) }),
      'POST /api/admin/tournaments': (body) => ({ status: 201, body: tournament(6, body as object) }),
      'GET /api/admin/tournaments': () => ({ status: 200, body: tournamentPage([]) }),
    });
    await renderApp('/admin/tournaments/5/edit');
    expect(await screen.findByRole('heading', { name: 'Edit tournament' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Sunday Major')).toBeInTheDocument();
    expect(screen.getByLabelText('Level length (minutes)')).toHaveValue(15);
    expect(screen.getByLabelText('Percent (row 2)')).toHaveValue(40);
    await fill('Name', 'Sunday Major II');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/tournaments'));
    expect(sent.find((request) => request.route === 'PUT /api/admin/tournaments/5')?.body).toMatchObject({
      name: 'Sunday Major II',
      entryFee: '25',
      guaranteedPool: '1000',
      blindSpeedSeconds: 900,
      maxEntries: 3,
    });
  });

  it('copies a tournament: its fields, named as a copy, a day later', async () => {
    const sent = fakeApi({
      'GET /api/tournaments/5': () => ({ status: 200, body: detail() }),
      'POST /api/admin/tournaments': (body) => ({ status: 201, body: tournament(6, body as object) }),
      'GET /api/admin/tournaments': () => ({ status: 200, body: tournamentPage([]) }),
    });
    await renderApp('/admin/tournaments/new?from=5');
    expect(await screen.findByDisplayValue('Sunday Major (copy)', {}, { timeout: 5000 })).toBeInTheDocument();
    const dayLater = new Date(Date.parse('2026-12-01T18:00:00.000Z') + 86_400_000);
    expect(screen.getByLabelText('Starts (your time)')).toHaveValue(localInputValue(dayLater));
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/tournaments'));
    expect(sent.find((request) => request.route === 'POST /api/admin/tournaments')?.body).toMatchObject({
      name: 'Sunday Major (copy)',
      startsAt: dayLater.toISOString(),
      prizeStructure: [
        { place: '1', percent: 60 },
        { place: '2', percent: 40 },
      ],
    });
  });
});

describe('cancelling and deleting', () => {
  beforeEach(() => {
    logIn('token', admin);
    toastStore.setState({ toasts: [] });
  });

  it('says what happens to the money before cancelling, then what the server refunded', async () => {
    const cup = tournament(7, { name: 'Doomed Cup', players: 3, pool: 30 });
    const sent = fakeApi({
      'GET /api/admin/tournaments': () => ({ status: 200, body: tournamentPage([cup]) }),
      'POST /api/admin/tournaments/7/cancel': () => ({
        status: 200,
        body: { message: 'Tournament cancelled', refundedRegistrations: 3, refundedAmount: 30, tournament: { ...cup, status: 'cancelled' } },
      }),
    });
    await renderApp('/admin/tournaments');
    await user.click(await screen.findByRole('button', { name: 'Actions for Doomed Cup' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Doomed Cup?' });
    expect(dialog).toHaveAccessibleDescription(
      'Every registration is refunded: 3 players get $30.00 back in all, to their wallets. The tournament stays listed as Cancelled.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(sent.some((request) => request.route.includes('/cancel'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Actions for Doomed Cup' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel tournament' }));
    await waitFor(() => expect(toasts()).toContain('Tournament cancelled: 3 registrations refunded, $30.00.'));
    expect(sent.filter((request) => request.route === 'POST /api/admin/tournaments/7/cancel')).toHaveLength(1);
    // The list is read again.
    expect(sent.filter((request) => request.route === 'GET /api/admin/tournaments').length).toBeGreaterThan(1);
  });

  it('offers neither edit nor cancel for a finished tournament, and nothing for a deleted one', async () => {
    fakeApi({
      'GET /api/admin/tournaments': () => ({
        status: 200,
        body: tournamentPage([
          tournament(1, { name: 'Old Cup', status: 'completed' }),
          tournament(2, { name: 'Gone Cup', deletedAt: '2026-11-01T00:00:00.000Z' }),
        ]),
      }),
    });
    await renderApp('/admin/tournaments');
    await user.click(await screen.findByRole('button', { name: 'Actions for Old Cup' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Copy', 'Delete…']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Gone Cup' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Deleted: nothing to do']);
  });
});
