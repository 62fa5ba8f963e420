import { render, screen } from '@testing-library/react';
import { formatAmount, formatUsd } from './money';
import { RoomStateChip } from './RoomStateChip';
import { TournamentStatusChip } from './TournamentStatusChip';

describe('money display (SPEC §9 USD format)', () => {
  it('formats dollars with grouping and two decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd('10')).toBe('$10.00');
    expect(formatUsd(0)).toBe('$0.00');
  });
  it('writes an amount with its currency', () => {
    expect(formatAmount(20, 'USDT')).toBe('20.00 USDT');
    expect(formatAmount('1234.567')).toBe('1,234.57 USDT');
  });
});

describe('status badges', () => {
  it('labels completed tournaments "Finished" and late registration "Late Reg"', () => {
    render(
      <>
        <TournamentStatusChip status="completed" />
        <TournamentStatusChip status="late reg" />
      </>,
    );
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(screen.getByText('Late Reg')).toBeInTheDocument();
  });
  it('shows the room page labels of SPEC §2 and short ones on cards', () => {
    render(
      <>
        <RoomStateChip state="playing" long />
        <RoomStateChip state="waiting" />
      </>,
    );
    expect(screen.getByText('Game in Progress')).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
  });
});
