import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Money } from './Money';

const HUGE = 9_876_543_210.99;

/** Money in the SPEC's USD format, in tabular figures; signed ledger amounts are coloured. */
const meta = {
  title: 'Display/Money',
  component: Money,
  tags: ['autodocs'],
  args: { amount: 1234.5 },
  argTypes: {
    amount: { control: 'number' },
    currency: { control: 'text' },
    signed: { control: 'boolean' },
    compact: { control: 'boolean' },
  },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  play: async ({ canvasElement }) => {
    const money = within(canvasElement).getByText('$1,234.50');
    await expect(money).toHaveStyle({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
  },
};

/** A ledger credit: a plus sign, in the success colour. */
export const Credit: Story = {
  args: { amount: 25.5, signed: true },
  play: async ({ canvasElement }) => {
    const money = within(canvasElement).getByText('+$25.50');
    await expect(getComputedStyle(money).color).not.toBe(getComputedStyle(canvasElement).color);
  },
};

/** A ledger debit: a real minus sign, in the error colour. */
export const Debit: Story = {
  args: { amount: -5.25, signed: true },
  play: async ({ canvasElement }) => {
    const money = within(canvasElement).getByText('−$5.25');
    await expect(getComputedStyle(money).color).not.toBe(getComputedStyle(canvasElement).color);
  },
};

/** Zero has no sign and no colour, even as a ledger amount. */
export const Zero: Story = {
  args: { amount: 0, signed: true },
  play: async ({ canvasElement }) => {
    const money = within(canvasElement).getByText('$0.00');
    await expect(getComputedStyle(money).color).toBe(getComputedStyle(canvasElement).color);
  },
};

/** Before the balance arrives (SPEC §3: the default text is 0.00). */
export const NotLoaded: Story = {
  args: { amount: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$0.00')).toBeInTheDocument();
  },
};

/** An amount from the API as a numeric string, in the tournament's currency. */
export const OtherCurrency: Story = {
  args: { amount: '1234.567', currency: 'USDT' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,234.57 USDT')).toBeInTheDocument();
  },
};

export const HugeAmount: Story = {
  args: { amount: HUGE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$9,876,543,210.99')).toBeInTheDocument();
  },
};

/** Compact for tight places; the exact amount is its title. */
export const Compact: Story = {
  args: { amount: HUGE, compact: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$9.9B')).toHaveAttribute('title', '$9,876,543,210.99');
  },
};

const LEDGER = [
  { label: 'Deposit', amount: 100 },
  { label: 'Tournament entry · Sunday Million Warm-Up Special Edition', amount: -12.5 },
  { label: 'Prize', amount: HUGE },
  { label: 'Withdrawal', amount: -HUGE },
] as const;

/** A ledger on a 375 px phone: long labels wrap, the amounts never break and stay aligned on the right. */
export const LedgerOnPhone: Story = {
  args: { signed: true, currency: 'USDT' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 2 }}>
      {LEDGER.map((row) => (
        <Box component="li" key={row.label} sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.label}
          </Typography>
          <Typography variant="body2" sx={{ textAlign: 'right' }}>
            <Money {...args} amount={row.amount} />
          </Typography>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['+100.00 USDT', '−12.50 USDT', '+9,876,543,210.99 USDT', '−9,876,543,210.99 USDT'])
      await expect(canvas.getByText(text)).toHaveStyle({ whiteSpace: 'nowrap' });
    await expect(canvas.getByText(/Sunday Million/)).toBeVisible();
  },
};
