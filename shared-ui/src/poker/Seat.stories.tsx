import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { MOBILE_VIEWPORT } from '../catalogue/preview';
import { Seat, type SeatProps } from './Seat';

// A picture that loads in Storybook and in jsdom alike, without a server.
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#7c2d12"/><circle cx="20" cy="15" r="7" fill="#fed7aa"/><rect x="8" y="25" width="24" height="15" rx="7" fill="#fed7aa"/></svg>',
  );
const LONG_NAME = 'the_longest_username_anyone_ever_chose_at_the_poker_table_60';

/** A player at the table as the others see it: face-down cards, chips behind. */
const PLAYER = { username: 'river_rat', avatarSrc: PICTURE, stack: 12_500, cards: ['??', '??'] } satisfies Partial<SeatProps>;
/** The signed-in player: own cards face up. */
const YOU = { username: 'flop_queen', isYou: true, stack: 8_240, cards: ['Ah', 'Kh'] } satisfies Partial<SeatProps>;

/**
 * One seat of the table, empty or taken, in every state a hand goes through. The box never changes size, so the
 * table does not move as the hand goes on; from the small breakpoint up it is a column, on a phone a row.
 */
const meta = {
  title: 'Poker/Seat',
  component: Seat,
  tags: ['autodocs'],
  args: { number: 3 },
  argTypes: {
    status: { control: 'inline-radio', options: ['playing', 'folded', 'all-in', 'sitting out', 'disconnected'] },
    blind: { control: 'inline-radio', options: [undefined, 'small', 'big'] },
    username: { control: 'text' },
    handName: { control: 'text' },
  },
} satisfies Meta<typeof Seat>;
export default meta;
type Story = StoryObj<typeof meta>;

const seatNamed = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('group', { name });
const cardsOf = (seat: HTMLElement) =>
  within(within(seat).getByRole('list', { name: 'Hole cards' }))
    .getAllByRole('img')
    .map((card) => card.getAttribute('aria-label'));

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: Empty Seat');
    await expect(seat).toHaveTextContent('Empty SeatJoin to play');
    await expect(within(seat).queryByRole('list')).toBeNull();
  },
};

/** Someone else: picture, name, stack, two cards face down. */
export const Player: Story = {
  args: PLAYER,
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: river_rat');
    await expect(within(seat).getByText('river_rat')).toHaveAttribute('title', 'river_rat');
    await expect(within(seat).getByText('12,500')).toBeInTheDocument();
    await expect(seat).toHaveTextContent('Stack12,500');
    await expect(cardsOf(seat)).toEqual(['Hidden card', 'Hidden card']);
    await expect(within(seat).queryByText('You')).toBeNull();
  },
};

/** Your own seat: marked "You", your cards face up, a bet in front. */
export const You: Story = {
  args: { ...YOU, number: 1, bet: 200 },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 1: flop_queen');
    await expect(within(seat).getByText('You')).toBeInTheDocument();
    // Initials beside the name: decorative, the name is read once.
    await expect(within(seat).getByText('FL').closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(cardsOf(seat)).toEqual(['Ace of Hearts', 'King of Hearts']);
    await expect(seat).toHaveTextContent('Bet 200');
  },
};

/** The player to act: a ring around the seat, the seconds left and the time bank. */
export const YouAtALiveTable: Story = {
  name: 'You at a live table (large cards)',
  args: { ...YOU, number: 1, hero: true, dealer: true },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 1: flop_queen');
    // Your cards at 60 × 84, where the others' are 25 × 35.
    for (const card of within(within(seat).getByRole('list', { name: 'Hole cards' })).getAllByRole('img')) {
      await expect(card).toHaveAttribute('height', '84');
    }
  },
};

export const YouWithFourCards: Story = {
  name: 'You at a live table, Omaha (large, fanned)',
  args: { ...YOU, number: 1, hero: true, cards: ['Ah', 'Kh', 'Qd', 'Jc'] },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 1: flop_queen');
    await expect(cardsOf(seat)).toEqual(['Ace of Hearts', 'King of Hearts', 'Queen of Diamonds', 'Jack of Clubs']);
    // Fanned inside the seat: the last card's right edge within the seat's.
    const cards = within(seat).getAllByRole('img');
    await expect(cards.at(-1)!.getBoundingClientRect().right).toBeLessThanOrEqual(seat.getBoundingClientRect().right);
  },
};

export const InBigBlinds: Story = {
  name: 'Stack and bet in big blinds',
  args: { ...PLAYER, bet: 400, bigBlind: 200 },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: river_rat');
    await expect(seat).toHaveTextContent('Stack62.5 BB');
    await expect(seat).toHaveTextContent('Bet 2 BB');
    await expect(within(seat).getByTitle('12,500 chips')).toBeInTheDocument();
  },
};

export const Acting: Story = {
  args: { ...PLAYER, bet: 400, clock: { secondsLeft: 12, totalSeconds: 20, timeBank: 30 } },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: river_rat');
    await expect(within(seat).getByText('Acting: 12 s')).toBeInTheDocument();
    await expect(within(seat).getByText('Time bank: 30 s')).toBeInTheDocument();
    await expect(within(seat).getByRole('progressbar', { name: 'Time to act' })).toHaveAttribute('aria-valuetext', '12 seconds left');
  },
};

/** The clock ran out: the time bank is being spent. */
export const OnTimeBank: Story = {
  args: { ...YOU, clock: { secondsLeft: 7, totalSeconds: 30, onTimeBank: true } },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: flop_queen');
    await expect(within(seat).getByText('Time bank: 7 s')).toBeInTheDocument();
    await expect(within(seat).getByRole('progressbar', { name: 'Time bank' })).toHaveAttribute('aria-valuenow', String(Math.round((100 * 7) / 30)));
  },
};

/** Out of the hand: the avatar and cards fade, and the seat says "Folded". */
export const Folded: Story = {
  args: { ...PLAYER, status: 'folded', cards: [] },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: river_rat');
    await expect(within(seat).getByText('Folded')).toBeInTheDocument();
    await expect(within(seat).queryByRole('list', { name: 'Hole cards' })).toBeNull();
  },
};

export const AllIn: Story = {
  args: { ...PLAYER, status: 'all-in', stack: 0, bet: 12_500 },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: river_rat');
    await expect(within(seat).getByText('All-in')).toBeInTheDocument();
    await expect(seat).toHaveTextContent('Stack0');
    await expect(seat).toHaveTextContent('Bet 12,500');
  },
};

export const SittingOut: Story = {
  args: { ...PLAYER, status: 'sitting out', cards: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(seatNamed(canvasElement, 'Seat 3: river_rat')).getByText('Sitting out')).toBeInTheDocument();
  },
};

/** Still dealt in while the connection is gone: the cards stay, faded. */
export const Disconnected: Story = {
  args: { ...PLAYER, status: 'disconnected' },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: river_rat');
    await expect(within(seat).getByText('Disconnected')).toBeInTheDocument();
    await expect(cardsOf(seat)).toHaveLength(2);
  },
};

/** The showdown's winner: cards revealed, a gold ring, what they win and the hand's name. */
export const Winner: Story = {
  args: { ...PLAYER, cards: ['Kd', 'Ks'], winner: true, handName: 'Full House, Kings over Twos', won: 1_240 },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: river_rat');
    const line = 'Wins 1,240 with Full House, Kings over Twos';
    await expect(within(seat).getByText(line)).toHaveAttribute('title', line);
    await expect(cardsOf(seat)).toEqual(['King of Diamonds', 'King of Spades']);
  },
};

/** Everyone else folded: a winner with no hand shown. */
export const WinnerWithoutShowdown: Story = {
  args: { ...PLAYER, winner: true },
  play: async ({ canvasElement }) => {
    await expect(within(seatNamed(canvasElement, 'Seat 3: river_rat')).getByText('Winner')).toBeInTheDocument();
  },
};

/**
 * At the live table the bet and the markers lie on the felt in front of the seat: the seat leaves them out and keeps
 * the markers' names for a screen reader.
 */
export const OnTheFelt: Story = {
  args: { ...PLAYER, bet: 400, dealer: true, blind: 'small', onFelt: true, clock: { secondsLeft: 9, totalSeconds: 15, timeBank: 30 } },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: river_rat');
    await expect(seat).not.toHaveTextContent('Bet');
    await expect(within(seat).queryByText('D')).toBeNull();
    await expect(within(seat).getByText('Dealer')).toBeInTheDocument();
    await expect(within(seat).getByText('Small blind')).toBeInTheDocument();
    // The clock is the ring round the seat, its seconds in words inside.
    await expect(within(seat).getAllByRole('progressbar')).toHaveLength(1);
    await expect(within(seat).getByRole('progressbar', { name: 'Time to act' })).toHaveAttribute('aria-valuenow', '60');
    await expect(within(seat).getByText('Acting: 9 s')).toBeInTheDocument();
  },
};

/** The showdown's winner: the hole cards that make the winning five raised, and named so. */
export const WinningCardsRaised: Story = {
  args: {
    ...PLAYER,
    cards: ['Kd', '7c'],
    winner: true,
    handName: 'Four of a Kind, Kings',
    won: 2_400,
    raisedCards: ['Kd'],
    onFelt: true,
  },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: river_rat');
    const [king, seven] = within(within(seat).getByRole('list', { name: 'Hole cards' })).getAllByRole('listitem');
    await expect(king).toHaveTextContent('in the winning hand');
    await expect(seven).not.toHaveTextContent('in the winning hand');
    await expect(within(seat).getByText('Wins 2,400 with Four of a Kind, Kings')).toBeInTheDocument();
  },
};

/** The dealer button and the blinds: short marks on screen, full words for a screen reader. */
export const DealerAndBlinds: Story = {
  render: () => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Seat number={1} {...PLAYER} username="button_bob" dealer />
      <Seat number={2} {...PLAYER} username="small_sue" blind="small" bet={50} />
      <Seat number={3} {...YOU} blind="big" bet={100} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(seatNamed(canvasElement, 'Seat 1: button_bob')).toHaveTextContent('Dealer');
    await expect(seatNamed(canvasElement, 'Seat 2: small_sue')).toHaveTextContent('Small blind');
    await expect(seatNamed(canvasElement, 'Seat 3: flop_queen')).toHaveTextContent('Big blind');
    await expect(within(seatNamed(canvasElement, 'Seat 1: button_bob')).getByText('D')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A 60-character name is cut with an ellipsis; the whole name is in its title and in the seat's name. */
export const LongUsername: Story = {
  args: { ...PLAYER, username: LONG_NAME, isYou: true, dealer: true, blind: 'small' },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, `Seat 3: ${LONG_NAME}`);
    const name = within(seat).getByText(LONG_NAME);
    await expect(name).toHaveAttribute('title', LONG_NAME);
    await expect(name).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    await expect(within(seat).getByText('You')).toBeInTheDocument();
  },
};

/** A count past a million is shortened ("1.23B"); the exact count is its title. */
export const HugeStack: Story = {
  args: { ...PLAYER, stack: 1_234_567_890, bet: 250_000_000 },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: river_rat');
    await expect(within(seat).getByTitle('1,234,567,890 chips')).toHaveTextContent('1.23B');
    await expect(within(seat).getByTitle('250,000,000 chips')).toHaveTextContent('250M');
  },
};

/** Pot-Limit Omaha: four hole cards, here face up in the four-colour deck. */
export const OmahaFourCards: Story = {
  args: { ...YOU, cards: ['As', 'Ad', 'Kc', 'Qh'], fourColour: true, dealer: true },
  play: async ({ canvasElement }) => {
    const seat = seatNamed(canvasElement, 'Seat 3: flop_queen');
    await expect(cardsOf(seat)).toEqual(['Ace of Spades', 'Ace of Diamonds', 'King of Clubs', 'Queen of Hearts']);
    await expect(within(seat).getByRole('img', { name: 'Ace of Diamonds' })).toHaveStyle({ color: '#1565c0' });
  },
};

/** On a phone each seat is a row: avatar, name and chips, cards at the end, the state below. */
export const Phone375: Story = {
  args: { ...PLAYER, bet: 400, clock: { secondsLeft: 12, totalSeconds: 20, timeBank: 30 }, blind: 'big' },
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box component="ul" aria-label="Seats" sx={{ listStyle: 'none', m: 0, p: 2, display: 'grid', gap: 1 }}>
      <li>
        <Seat {...args} />
      </li>
      <li>
        <Seat number={4} {...YOU} cards={['Ts', '9s', '8d', '7c']} winner handName="Straight, Queen high" />
      </li>
      <li>
        <Seat number={5} />
      </li>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(seatNamed(canvasElement, 'Seat 3: river_rat')).getByText('Acting: 12 s')).toBeInTheDocument();
    await expect(within(seatNamed(canvasElement, 'Seat 4: flop_queen')).getByText('Winner: Straight, Queen high')).toBeInTheDocument();
    await expect(seatNamed(canvasElement, 'Seat 5: Empty Seat')).toHaveTextContent('Join to play');
  },
};

const STATES: Array<[label: string, props: Partial<SeatProps>]> = [
  ['playing', {}],
  ['acting', { clock: { secondsLeft: 5, totalSeconds: 20, timeBank: 10 } }],
  ['folded', { status: 'folded', cards: [] }],
  ['all-in', { status: 'all-in' }],
  ['sitting out', { status: 'sitting out', cards: [] }],
  ['disconnected', { status: 'disconnected' }],
  ['winner', { winner: true, handName: 'Four of a Kind, Aces', cards: ['Ac', 'Ad'] }],
];

/** Every state side by side: the boxes are all the same size. */
export const EveryState: Story = {
  render: () => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {STATES.map(([label, props], index) => (
        <Seat key={label} number={index + 1} {...PLAYER} username={label.replace(' ', '_')} {...props} />
      ))}
      <Seat number={STATES.length + 1} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(STATES.length + 1);
    for (const text of ['Acting: 5 s', 'Folded', 'All-in', 'Sitting out', 'Disconnected', 'Winner: Four of a Kind, Aces', 'Empty Seat'])
      await expect(within(canvasElement).getByText(text)).toBeInTheDocument();
  },
};

/**
 * The live table on a phone: the opponents compact, two to a line (markers after the name, two cards side by side so
 * a hand shown down reads whole, the clock without the time bank's line), your own seat a full row below.
 */
export const CompactOpponentsPhone375: Story = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box
        component="ul"
        aria-label="Other seats"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 1 }}
      >
        <li>
          <Seat number={4} {...PLAYER} compact bet={400} blind="big" clock={{ secondsLeft: 9, totalSeconds: 15, timeBank: 30 }} />
        </li>
        <li>
          <Seat number={5} username={LONG_NAME} stack={1_234_567_890} cards={['??', '??']} compact dealer />
        </li>
        <li>
          <Seat number={6} username="ace_high" stack={3_000} compact status="sitting out" />
        </li>
        <li>
          <Seat number={7} username="nut_flush" stack={900} cards={['??', '??']} compact status="disconnected" />
        </li>
        <li>
          <Seat number={8} username="flop_queen" stack={1_510} cards={['Ks', 'Qd']} compact />
        </li>
      </Box>
      <Seat number={3} {...YOU} bet={200} blind="small" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const acting = seatNamed(canvasElement, 'Seat 4: river_rat');
    await expect(within(acting).getByText('Acting: 9 s')).toBeInTheDocument();
    await expect(within(acting).queryByText(/Time bank/)).toBeNull();
    await expect(within(acting).getByTitle('Big blind')).toBeInTheDocument();
    await expect(within(seatNamed(canvasElement, 'Seat 6: ace_high')).getByText('Sitting out')).toBeInTheDocument();
    await expect(within(seatNamed(canvasElement, 'Seat 7: nut_flush')).getByText('Disconnected')).toBeInTheDocument();
    // A hand shown down in a compact seat: both cards whole, the second beside the first, not over it.
    const [king, queen] = within(within(seatNamed(canvasElement, 'Seat 8: flop_queen')).getByRole('list', { name: 'Hole cards' }))
      .getAllByRole('listitem')
      .map((card) => card.getBoundingClientRect());
    await expect(queen.left).toBeGreaterThanOrEqual(king.right);
    // Two to a line: the second opponent's seat starts beside the first.
    // (The list's own items: a seat's cards are list items too.)
    const [first, second] = [...within(canvasElement).getByRole('list', { name: 'Other seats' }).children];
    await expect(second.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
  },
};
