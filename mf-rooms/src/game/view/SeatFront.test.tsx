import { render, screen, within } from '@testing-library/react';
import { SeatFront } from './SeatFront';

const SEAT = { number: 3, username: 'river_rat', stack: 4_800 };
const OFFSET = { x: 0, y: -100 };

describe('the felt in front of a seat', () => {
  it('lays the bet as chips read "Bet 400", and the dealer button and blind as pictures the seat names', () => {
    const { container } = render(<SeatFront seat={{ ...SEAT, bet: 400, dealer: true, blind: 'small' }} offset={OFFSET} />);
    expect(container).toHaveTextContent('Bet 400');
    expect(screen.getByText('400')).toBeVisible();
    expect(screen.getByText('D').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('SB').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('counts the bet in big blinds when the player asks', () => {
    const { container } = render(<SeatFront seat={{ ...SEAT, bet: 250, bigBlind: 100 }} offset={OFFSET} />);
    expect(container).toHaveTextContent('Bet 2.5 BB');
  });

  it('keeps its place with nothing on it', () => {
    const { container } = render(<SeatFront seat={SEAT} offset={OFFSET} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('shows each pot the seat wins in place of its bet, the pots named and read out when there are several', () => {
    const { container } = render(
      <SeatFront
        seat={{
          ...SEAT,
          bet: 100,
          wins: [
            { amount: 600, pot: 'main pot' },
            { amount: 200, pot: 'side pot 1' },
          ],
        }}
        offset={OFFSET}
      />,
    );
    expect(container).not.toHaveTextContent('Bet');
    expect(within(container).getByText('main pot').parentElement).toHaveTextContent('Wins 600main pot');
    expect(within(container).getByText('side pot 1').closest('[aria-hidden]')).toBeNull();
  });

  it('hides a single pot from a screen reader: the seat already says what it wins', () => {
    const { container } = render(<SeatFront seat={{ ...SEAT, wins: [{ amount: 1_240 }] }} offset={OFFSET} />);
    expect(within(container).getByText('Wins 1,240').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
