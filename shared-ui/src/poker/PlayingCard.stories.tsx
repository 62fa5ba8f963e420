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

const KINGS = ['Ks', 'Kh', 'Kd', 'Kc'];

/** A king of each suit, and the colour each must be printed in. */
const kingsOfEverySuit = (colours: [spades: string, hearts: string, diamonds: string, clubs: string]): Story => ({
  render: (args) => (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {KINGS.map((card) => (
        <PlayingCard key={card} {...args} card={card} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const names = ['King of Spades', 'King of Hearts', 'King of Diamonds', 'King of Clubs'];
    for (const [index, name] of names.entries()) await expect(cardNamed(canvasElement, name)).toHaveStyle({ color: colours[index] });
  },
});

/** The classic deck: hearts and diamonds red, spades and clubs black. */
export const EverySuit: Story = kingsOfEverySuit(['#1a1a1a', '#c62828', '#c62828', '#1a1a1a']);

/** The four-colour deck: no two suits share a colour (diamonds blue, clubs green). */
export const FourColour: Story = { ...kingsOfEverySuit(['#1a1a1a', '#c62828', '#1565c0', '#2e7d32']), args: { fourColour: true } };

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
    const sizes = (['small', 'medium', 'large'] as const).map((size) => CARD_SIZES[size]);
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
