import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { SeatMarkers } from './SeatMarkers';

/** The dealer button and the blinds beside a seat's cards: short on screen, full words for a screen reader. */
const meta = {
  title: 'Poker/SeatMarkers',
  component: SeatMarkers,
  tags: ['autodocs'],
  args: { dealer: true },
  argTypes: { blind: { control: 'inline-radio', options: [undefined, 'small', 'big'] } },
} satisfies Meta<typeof SeatMarkers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dealer: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTitle('Dealer');
    await expect(button).toHaveTextContent('DDealer');
    await expect(within(button).getByText('D')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const SmallBlind: Story = {
  args: { dealer: false, blind: 'small' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Small blind')).toHaveTextContent('SBSmall blind');
    await expect(within(canvasElement).queryByTitle('Dealer')).toBeNull();
  },
};

export const BigBlind: Story = {
  args: { dealer: false, blind: 'big' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Big blind')).toHaveTextContent('BBBig blind');
  },
};

/** Heads-up the dealer posts the small blind: both marks on one seat. */
export const HeadsUpDealer: Story = {
  args: { blind: 'small' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Dealer')).toBeInTheDocument();
    await expect(within(canvasElement).getByTitle('Small blind')).toBeInTheDocument();
  },
};

/** Most seats carry no mark: nothing is drawn. */
export const NoMarks: Story = {
  args: { dealer: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};

/** On the felt in front of a seat: larger, and only a picture (the seat names its markers). */
export const OnTheFelt: Story = {
  args: { blind: 'small', onFelt: true },
  render: (args) => (
    <Box sx={{ bgcolor: '#166534', p: 2, display: 'inline-block' }}>
      <SeatMarkers {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTitle('Dealer');
    await expect(button.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(within(canvasElement).getByTitle('Small blind')).toBeInTheDocument();
  },
};

/** The seat's side of markers drawn on the felt: their names for a screen reader, nothing on screen. */
export const WordsOnly: Story = {
  args: { blind: 'big', wordsOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTitle('Dealer')).toBeNull();
    await expect(within(canvasElement).getByText('Dealer')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Big blind')).toBeInTheDocument();
  },
};
