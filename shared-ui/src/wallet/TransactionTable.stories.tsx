import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import type { WalletTransaction } from 'shared-events';
import { TransactionTable } from './TransactionTable';

const row = (id: number, fields: Partial<WalletTransaction>): WalletTransaction => ({
  id,
  kind: 'deposit',
  amount: 0,
  currency: 'USDT',
  tournamentId: null,
  tournamentName: null,
  createdAt: '2026-11-20T18:00:00.000Z',
  balanceAfter: 0,
  ...fields,
});

const HISTORY: WalletTransaction[] = [
  row(4, { kind: 'prize', amount: 300, tournamentId: 9, tournamentName: 'Sunday Major', createdAt: '2026-11-22T23:10:00.000Z', balanceAfter: 480 }),
  row(3, {
    kind: 'tournament_refund',
    amount: 10,
    tournamentId: 7,
    tournamentName: 'Doomed Cup',
    createdAt: '2026-11-21T19:00:00.000Z',
    balanceAfter: 180,
  }),
  row(2, {
    kind: 'tournament_entry',
    amount: -20,
    tournamentId: 9,
    tournamentName: 'Sunday Major',
    createdAt: '2026-11-21T18:00:00.000Z',
    balanceAfter: 170,
  }),
  row(1, { kind: 'deposit', amount: 190, balanceAfter: 190 }),
];

/**
 * A wallet's transactions, newest first: the player's own history (the wallet's dialog) and an operator's view of a
 * player's ledger (the back office). At phone width the date moves under the kind.
 */
const meta = {
  title: 'Wallet/TransactionTable',
  component: TransactionTable,
  tags: ['autodocs'],
  args: { rows: HISTORY },
} satisfies Meta<typeof TransactionTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Wallet transactions' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1]).getByText('Prize · Sunday Major')).toBeInTheDocument();
    await expect(within(rows[1]).getByText('+$300.00')).toBeInTheDocument();
    await expect(within(rows[3]).getByText('−$20.00')).toBeInTheDocument();
    await expect(within(rows[4]).getByText('$190.00')).toBeInTheDocument();
  },
};
