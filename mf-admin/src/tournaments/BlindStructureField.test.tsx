import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn } from 'shared-events';
import { fakeApi } from 'shared-events/testing';
import { defaultBlindStructure, type CreateTournamentRequest, type TournamentDetail } from 'shared-events/contracts';
import { renderApp, location } from '../test/render-app';
import { fillField } from '../test/fill-field';
import { admin, tournament, tournamentPage } from '../test/fixtures';

const user = userEvent.setup();
// Each test renders the whole editor (some 80 fields) many times: on this project's slower two-core CI machine a test
// took 12–17 s alone and past the suite's 15 s beside another file. Their assertions are not about time.
jest.setTimeout(60_000);

const fill = (label: string, value: string) => fillField(user, label, value);
const cell = (column: 'Small blind' | 'Big blind' | 'Ante', level: number) => screen.getByLabelText(`${column} (level ${level})`);
const levelsShown = () => within(screen.getByRole('region', { name: 'Blind levels' })).getAllByRole('row').length - 1;
const preview = () => document.getElementById('blind-structure-preview')?.textContent;

async function newTournament() {
  const sent = fakeApi({
    'POST /api/admin/tournaments': (body) => ({ status: 201, body: tournament(77, body as object) }),
    'GET /api/admin/tournaments': () => ({ status: 200, body: tournamentPage([]) }),
  });
  await renderApp('/admin/tournaments/new');
  await screen.findByRole('heading', { name: 'New tournament' }, { timeout: 5000 });
  await fill('Name', 'Deep Stack');
  return sent;
}
const created = (sent: { route: string; body: unknown }[]) =>
  sent.find((request) => request.route === 'POST /api/admin/tournaments')?.body as CreateTournamentRequest | undefined;

describe('the blind structure of a tournament', () => {
  beforeEach(() => logIn('token', admin));

  it('starts from the default of the starting stack, follows the stack until edited, and sends the levels as shown', async () => {
    const sent = await newTournament();
    expect(levelsShown()).toBe(20);
    expect(cell('Big blind', 1)).toHaveValue(defaultBlindStructure(1500)[0].bigBlind);
    await fill('Starting stack', '10000');
    expect(cell('Big blind', 1)).toHaveValue(100);

    await fill('Big blind (level 2)', '160');
    await fill('Small blind (level 2)', '80');
    await user.click(screen.getByRole('button', { name: 'Remove level 20' }));
    await user.click(screen.getByRole('button', { name: 'Remove level 19' }));
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(levelsShown()).toBe(19);
    // Edited levels stay as they are when the stack changes again.
    await fill('Starting stack', '20000');
    expect(cell('Big blind', 2)).toHaveValue(160);

    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/tournaments'));
    const kept = defaultBlindStructure(10_000, 18);
    kept[1] = { level: 2, smallBlind: 80, bigBlind: 160, ante: 0 };
    // The level added grows about 1.5 times from the last (100,000), with its ante.
    const added = { level: 19, smallBlind: 75_000, bigBlind: 150_000, ante: 150_000 };
    expect(created(sent)).toMatchObject({ startingStack: 20_000, blindStructure: [...kept, added] });
  });

  it('fills the default shape of the starting stack again on request', async () => {
    await newTournament();
    await fill('Ante (level 1)', '5');
    await fill('Starting stack', '3000');
    expect(cell('Ante', 1)).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Fill from the starting stack' }));
    expect(levelsShown()).toBe(20);
    expect(cell('Big blind', 1)).toHaveValue(defaultBlindStructure(3000)[0].bigBlind);
    expect(cell('Ante', 1)).toHaveValue(0);
  });

  it.each([
    ['Big blind (level 3)', [['Big blind (level 3)', '20']], "Level 3: the big blind must be more than level 2's (20)."],
    ['Ante (level 2)', [['Ante (level 2)', '']], 'Level 2: the ante must be a whole number.'],
    ['Small blind (level 1)', [['Small blind (level 1)', '0']], 'Level 1: the small blind must be at least 1.'],
    [
      'Big blind (level 1)',
      [
        ['Small blind (level 1)', '4'],
        ['Starting stack', '8'],
      ],
      'Level 1: the big blind cannot be more than the starting stack (8).',
    ],
  ])('says a rule broken, as the server would, at its level (%s), and sends nothing', async (label, edits, message) => {
    const sent = await newTournament();
    for (const [field, value] of edits) await fill(field, value);
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(created(sent)).toBeUndefined();
  });

  it('previews when the breaks fall and how far the levels go in the scheduled length', async () => {
    await newTournament();
    // 20 levels of 10 minutes, a 5-minute break each hour, 4 hours scheduled.
    expect(preview()).toBe(
      'A 5-minute break at 0:55, 1:55, 2:55 and 3:55. The last level (20) starts at 3:25, before the scheduled end at 4:00, and lasts until the tournament ends.',
    );
    await fill('Duration (minutes)', '120');
    expect(preview()).toBe('A 5-minute break at 0:55 and 1:55. The scheduled end at 2:00 comes in level 12 of 20; the last would start at 3:25.');
    await fill('Break each hour (minutes)', '0');
    await fill('Level length (minutes)', '6');
    expect(preview()).toBe('No breaks. The last level (20) starts at 1:54, before the scheduled end at 2:00, and lasts until the tournament ends.');
  });

  it('keeps the levels, their length and the breaks of a tournament in play as they are', async () => {
    const running: TournamentDetail = {
      ...tournament(5, { name: 'Live Cup', status: 'running' }),
      Registrations: [],
      blindStructure: defaultBlindStructure(1500, 3),
    };
    const sent = fakeApi({
      'GET /api/tournaments/5': () => ({ status: 200, body: running }),
      'PUT /api/admin/tournaments/5': (body) => ({ status: 200, body: tournament(5, body as object) }),
      'GET /api/admin/tournaments': () => ({ status: 200, body: tournamentPage([]) }),
    });
    await renderApp('/admin/tournaments/5/edit');
    expect(
      await screen.findByText('The tournament has started: its levels, level length and breaks are fixed.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(cell('Big blind', 3)).toBeDisabled();
    expect(screen.getByLabelText('Level length (minutes)')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add level' })).toBeDisabled();
    await fill('Name', 'Live Cup Day 2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/tournaments'));
    expect(sent.find((request) => request.route === 'PUT /api/admin/tournaments/5')?.body).toMatchObject({
      name: 'Live Cup Day 2',
      blindStructure: defaultBlindStructure(1500, 3),
    });
  });
});
