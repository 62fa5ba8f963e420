import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ChipStack, discCount } from './ChipStack';

/** Chips on the felt: a bet in front of a seat, or a pot pushed to its winner. Shown on the felt's green. */
const meta = {
  title: 'Poker/ChipStack',
  component: ChipStack,
  tags: ['autodocs'],
  args: { amount: 400, kind: 'bet' },
  argTypes: { kind: { control: 'inline-radio', options: ['bet', 'win'] }, pot: { control: 'text' } },
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: '#166534', p: 2, display: 'inline-block' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChipStack>;
export default meta;
type Story = StoryObj<typeof meta>;

const discs = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[aria-hidden="true"] > span').length;

/** A bet: the amount on screen, "Bet 400" to a screen reader, two discs for hundreds. */
export const Bet: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Bet 400');
    await expect(within(canvasElement).getByText('Bet', { exact: false })).toBeInTheDocument();
    await expect(discs(canvasElement)).toBe(2);
  },
};

/** A big bet is a taller stack, shortened to fit, the exact count on hover. */
export const BigBet: Story = {
  args: { amount: 2_750_000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Bet 2.75M');
    await expect(within(canvasElement).getByTitle('2,750,000 chips')).toBeInTheDocument();
    await expect(discs(canvasElement)).toBe(4);
  },
};

/** Counted in big blinds when the player asks for it. */
export const InBigBlinds: Story = {
  args: { amount: 250, bigBlind: 100 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Bet 2.5 BB');
  },
};

/** The pot pushed to its winner: "Wins" on screen. */
export const Won: Story = {
  args: { amount: 1_240, kind: 'win' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Wins 1,240$/)).toBeVisible();
  },
};

/** With side pots each award names its pot. */
export const WonASidePot: Story = {
  args: { amount: 300, kind: 'win', pot: 'side pot 1' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Wins 300side pot 1');
    await expect(within(canvasElement).getByText('side pot 1')).toBeInTheDocument();
  },
};

/** The blinds: one disc still shows for the smallest bet. */
export const SmallestBet: Story = {
  args: { amount: 5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Bet 5');
    await expect(discCount(5)).toBe(1);
    await expect(discCount(10_000_000)).toBe(4);
  },
};
