import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { MOBILE_VIEWPORT } from '../catalogue/preview';
import { CARD_SIZES } from './PlayingCard';
import { PlayingCards } from './PlayingCards';

/** A hand or the board: cards side by side as one labelled list, so a screen reader hears how many and which. */
const meta = {
  title: 'Poker/PlayingCards',
  component: PlayingCards,
  tags: ['autodocs'],
  args: { cards: ['Ah', 'Kh'], label: 'Your hand', size: 'medium', wrap: false, fourColour: false, fanned: false },
  argTypes: {
    size: { control: 'inline-radio', options: Object.keys(CARD_SIZES) },
    label: { control: 'text' },
  },
} satisfies Meta<typeof PlayingCards>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('img')
    .map((card) => card.getAttribute('aria-label'));

/** No-Limit Hold'em: two hole cards. */
export const HoldemHand: Story = {
  play: async ({ canvasElement }) => {
    const hand = within(canvasElement).getByRole('list', { name: 'Your hand' });
    await expect(within(hand).getAllByRole('listitem')).toHaveLength(2);
    await expect(cardNames(hand)).toEqual(['Ace of Hearts', 'King of Hearts']);
  },
};

/** Pot-Limit Omaha: four hole cards, here in the four-colour deck. */
export const OmahaHand: Story = {
  args: { cards: ['As', 'Ad', 'Kc', 'Qh'], fourColour: true },
  play: async ({ canvasElement }) => {
    const hand = within(canvasElement).getByRole('list', { name: 'Your hand' });
    await expect(cardNames(hand)).toEqual(['Ace of Spades', 'Ace of Diamonds', 'King of Clubs', 'Queen of Hearts']);
    await expect(within(hand).getByRole('img', { name: 'King of Clubs' })).toHaveStyle({ color: '#2e7d32' });
  },
};

/** Another player's hand before the showdown: backs only. */
export const HiddenHand: Story = {
  args: { cards: ['??', '??'], label: 'Hole cards' },
  play: async ({ canvasElement }) => {
    const hand = within(canvasElement).getByRole('list', { name: 'Hole cards' });
    await expect(cardNames(hand)).toEqual(['Hidden card', 'Hidden card']);
  },
};

const BOARD = ['Ad', 'Kc', '7h', '2s', 'Td'];

/** The five community cards, large as on the table. */
export const Board: Story = {
  args: { cards: BOARD, label: 'Board', size: 'large' },
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('list', { name: 'Board' });
    await expect(cardNames(board)).toEqual(['Ace of Diamonds', 'King of Clubs', 'Seven of Hearts', 'Two of Spades', 'Ten of Diamonds']);
    for (const card of within(board).getAllByRole('img')) await expect(card).toHaveAttribute('width', '60');
  },
};

/** The flop alone: a board of three is as much a board as one of five. */
export const Flop: Story = {
  args: { cards: BOARD.slice(0, 3), label: 'Board', size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** At 375 px in a narrow column the large board wraps onto a second line instead of overflowing. */
export const BoardWrapsAt375: Story = {
  args: { cards: BOARD, label: 'Board', size: 'large', wrap: true },
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  render: (args) => (
    <Box sx={{ width: 200 }}>
      <PlayingCards {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('list', { name: 'Board' });
    await expect(board).toHaveStyle({ flexWrap: 'wrap' });
    await expect(cardNames(board)).toHaveLength(5);
  },
};

/** Without `wrap` a row of cards stays on one line (a hand in a table cell). */
export const NoWrap: Story = {
  args: { cards: BOARD, label: 'Board', size: 'small' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Board' })).toHaveStyle({ flexWrap: 'nowrap' });
  },
};

/** Fanned, as four Omaha cards sit in a seat: each card over the one before, its rank and suit still showing. */
export const Fanned: Story = {
  args: { cards: ['As', 'Ad', 'Kc', 'Qh'], label: 'Hole cards', size: 'small', fanned: true },
  play: async ({ canvasElement }) => {
    const hand = within(canvasElement).getByRole('list', { name: 'Hole cards' });
    const [first, second] = within(hand).getAllByRole('listitem');
    await expect(first).not.toHaveStyle({ marginLeft: '-9px' });
    await expect(second).toHaveStyle({ marginLeft: '-9px' });
    await expect(cardNames(hand)).toHaveLength(4);
  },
};

/** The end of a showdown: the board's cards in the winning five raised above the others, and named so. */
export const WinningCardsRaised: Story = {
  args: { cards: ['Kd', 'Kc', '7s', '4d', '2s'], label: 'Board', raised: ['Kd', 'Kc', '7s'] },
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('list', { name: 'Board' });
    const raised = within(board)
      .getAllByRole('listitem')
      .map((card) => card.textContent?.endsWith('in the winning hand'));
    await expect(raised).toEqual([true, true, true, false, false]);
    await expect(cardNames(board)).toEqual(['King of Diamonds', 'King of Clubs', 'Seven of Spades', 'Four of Diamonds', 'Two of Spades']);
  },
};
