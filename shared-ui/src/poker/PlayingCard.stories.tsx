import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { MOBILE_VIEWPORT } from '../catalogue/preview';
import { FULL_DECK } from './card-face';
import { CARD_SIZES, PlayingCard } from './PlayingCard';

/** One card drawn by us (SVG, crisp at any size), named as a player says it; "??" or face down shows the back. */
const meta = {
  title: 'Poker/PlayingCard',
  component: PlayingCard,
  tags: ['autodocs'],
  args: { card: 'As', size: 'large', faceDown: false, fourColour: false },
  argTypes: {
    card: { control: 'select', options: [...FULL_DECK, '??'] },
    size: { control: 'inline-radio', options: Object.keys(CARD_SIZES) },
  },
} satisfies Meta<typeof PlayingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardNamed = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('img', { name });

export const AceOfSpades: Story = {
  play: async ({ canvasElement }) => {
    const card = cardNamed(canvasElement, 'Ace of Spades');
    await expect(card).toHaveTextContent('A');
    await expect(card).toHaveAttribute('width', '60');
  },
};

/** "T" on the wire, "10" on the card, "Ten" read aloud. */
export const Ten: Story = {
  args: { card: 'Th' },
  play: async ({ canvasElement }) => {
    await expect(cardNamed(canvasElement, 'Ten of Hearts')).toHaveTextContent('10');
  },
};

const SUITS = [
  ['Ks', 'King of Spades', '#1a1a1a'],
  ['Kh', 'King of Hearts', '#c62828'],
  ['Kd', 'King of Diamonds', '#c62828'],
  ['Kc', 'King of Clubs', '#1a1a1a'],
] as const;

/** The classic deck: hearts and diamonds red, spades and clubs black. */
export const EverySuit: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {SUITS.map(([card]) => (
        <PlayingCard key={card} {...args} card={card} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    for (const [, name, colour] of SUITS) await expect(cardNamed(canvasElement, name)).toHaveStyle({ color: colour });
  },
};

const FOUR_COLOURS = [
  ['Ks', 'King of Spades', '#1a1a1a'],
  ['Kh', 'King of Hearts', '#c62828'],
  ['Kd', 'King of Diamonds', '#1565c0'],
  ['Kc', 'King of Clubs', '#2e7d32'],
] as const;

/** The four-colour deck: no two suits share a colour (diamonds blue, clubs green). */
export const FourColour: Story = {
  args: { fourColour: true },
  render: (args) => (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {FOUR_COLOURS.map(([card]) => (
        <PlayingCard key={card} {...args} card={card} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    for (const [, name, colour] of FOUR_COLOURS) await expect(cardNamed(canvasElement, name)).toHaveStyle({ color: colour });
  },
};

/** A known card shown by its back: it says nothing of itself. */
export const FaceDown: Story = {
  args: { faceDown: true },
  play: async ({ canvasElement }) => {
    const card = cardNamed(canvasElement, 'Hidden card');
    await expect(card).toHaveTextContent('');
    await expect(within(canvasElement).queryByRole('img', { name: 'Ace of Spades' })).toBeNull();
  },
};

/** "??": a card nobody outside its holder may see. */
export const Unknown: Story = {
  args: { card: '??' },
  play: async ({ canvasElement }) => {
    await expect(cardNamed(canvasElement, 'Hidden card')).toBeInTheDocument();
  },
};

/** Small in lists and seats, medium on the board, large for your own hand: the same drawing at each size. */
export const Sizes: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Box key={size} sx={{ display: 'flex', gap: 0.5 }}>
          <PlayingCard {...args} card="Qd" size={size} />
          <PlayingCard {...args} card="??" size={size} />
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const queens = within(canvasElement).getAllByRole('img', { name: 'Queen of Diamonds' });
    const backs = within(canvasElement).getAllByRole('img', { name: 'Hidden card' });
    const sizes = Object.values(CARD_SIZES);
    for (const [index, { width, height }] of sizes.entries()) {
      for (const card of [queens[index], backs[index]]) {
        await expect(card).toHaveAttribute('width', String(width));
        await expect(card).toHaveAttribute('height', String(height));
        await expect(card).toHaveAttribute('viewBox', '0 0 50 70');
      }
    }
  },
};

/** All 52 cards, suit by suit; switch `fourColour` in the controls. */
export const FullDeck: Story = {
  args: { size: 'medium' },
  render: (args) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 40px)', gap: 0.5, maxWidth: 13 * 44 }}>
      {FULL_DECK.map((card) => (
        <PlayingCard key={card} {...args} card={card} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('img')
      .map((card) => card.getAttribute('aria-label'));
    await expect(new Set(names).size).toBe(52);
    await expect(names).not.toContain('Hidden card');
    await expect(names.slice(0, 3)).toEqual(['Ace of Spades', 'King of Spades', 'Queen of Spades']);
  },
};

/** On a phone the deck wraps to the width; the cards keep their size. */
export const Phone375: Story = {
  ...FullDeck,
  args: { size: 'small' },
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('img');
    await expect(cards).toHaveLength(52);
    await expect(cards[51]).toHaveAccessibleName('Two of Clubs');
    await expect(cards[51]).toHaveAttribute('width', '25');
  },
};
