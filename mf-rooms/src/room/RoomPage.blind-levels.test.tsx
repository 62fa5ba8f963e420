import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRealtime } from 'shared-events';
import { tableView } from '../game/test/live-table.fixtures';
import { mockSocket, openTable } from './test/live-table.harness';

jest.mock('socket.io-client', () => ({
  io: () => jest.requireActual<typeof import('./test/live-table.harness')>('./test/live-table.harness').mockSocket,
}));

beforeAll(() => startRealtime());
beforeEach(() => {
  mockSocket.sent.length = 0;
});

describe('the blind levels of a live table', () => {
  it("opens the tournament's structure from the header, the level in play marked Current", async () => {
    const user = userEvent.setup();
    await openTable(tableView());
    expect(screen.getByText('Level 2: blinds 50/100')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Blind levels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blind levels' });
    expect(dialog).toHaveAccessibleDescription('10 minutes per level; level 4 lasts until the end.');
    const rows = within(within(dialog).getByRole('table', { name: 'Blind levels' }))
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Level', 'Small blind', 'Big blind', 'Ante'],
      ['1', '25', '50', 'None'],
      ['2Current', '50', '100', 'None'],
      ['3', '100', '200', '200'],
      ['4', '150', '300', '300'],
    ]);
    const current = within(dialog).getByText('Current').closest('tr');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(
      within(dialog)
        .getAllByRole('row')
        .filter((row) => row.getAttribute('aria-current')),
    ).toEqual([current]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
