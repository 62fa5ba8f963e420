import type {
  ChannelFrame,
  TableHandView,
  TableMovedFrame,
  TablePrivateView,
  TableSeatView,
  TableView,
  TournamentStanding,
} from 'shared-events/contracts';

/** A hand of room 5's table: the host (flop_queen, seat 1, the button and small blind) and you (river_rat, seat 2). */
export function tableSeat(seat: number, userId: number, username: string, patch: Partial<TableSeatView> = {}): TableSeatView {
  return {
    seat,
    userId,
    username,
    avatar: null,
    stack: 4800,
    bet: 0,
    status: 'active',
    connected: true,
    holeCardCount: 2,
    revealedCards: null,
    timeBankMs: 30_000,
    timeouts: 0,
    leavingAfterHand: false,
    ...patch,
  };
}

export function tableHand(patch: Partial<TableHandView> = {}): TableHandView {
  return {
    handNumber: 3,
    dealerSeat: 1,
    smallBlindSeat: 1,
    bigBlindSeat: 2,
    street: 'preflop',
    board: [],
    // The blinds: pots hold this street's bets, as the server builds them.
    pots: [{ amount: 150, eligibleSeats: [1, 2] }],
    actingSeat: 1,
    actionDeadline: new Date(Date.now() + 15_000).toISOString(),
    lastAction: { sequence: 3, seat: 2, type: 'post', amount: 100, allIn: false, auto: null },
    awards: null,
    showsFirst: null,
    ...patch,
  };
}

export function tableView(patch: Partial<TableView> = {}): TableView {
  return {
    tableId: 5,
    tournamentId: 12,
    gameType: 'NLH',
    status: 'playing',
    level: { level: 2, smallBlind: 50, bigBlind: 100, ante: 0 },
    nextLevelAt: new Date(Date.now() + 300_000).toISOString(),
    nextLevel: { level: 3, smallBlind: 100, bigBlind: 200, ante: 200 },
    seats: [tableSeat(1, 3, 'flop_queen', { bet: 50 }), tableSeat(2, 7, 'river_rat', { bet: 100 })],
    hand: tableHand(),
    clock: { actionSeconds: 15, timeBankSeconds: 30 },
    nextHandAt: null,
    breakEndsAt: null,
    nextBreakAt: new Date(Date.now() + 1_800_000).toISOString(),
    pausedAt: null,
    ...patch,
  };
}

export function privateView(patch: Partial<TablePrivateView> = {}): TablePrivateView {
  return {
    tableId: 5,
    handNumber: 3,
    seat: 2,
    cards: ['As', 'Kd'],
    bestHand: 'Ace High',
    legalActions: null,
    sitOutNextHand: false,
    leaveAfterHand: false,
    sittingOut: false,
    ...patch,
  };
}

export const stateFrame = (seq: number, view: TableView): ChannelFrame => ({ channel: 'table:5', seq, event: 'table:state', data: { view } });
export const privateFrame = (seq: number, view: TablePrivateView): ChannelFrame => ({
  channel: 'user:7',
  seq,
  event: 'table:private',
  data: { view },
});

export const movedFrame = (seq: number, move: Partial<TableMovedFrame> = {}): ChannelFrame => ({
  channel: 'user:7',
  seq,
  event: 'table:moved',
  data: { tournamentId: 12, fromTableId: 5, toTableId: 9, seat: 4, ...move },
});

/** Tournament 12 in play as every table shows it; `you` is river_rat (user 7), 2nd by chips at table 5 (null: a spectator). */
export function tournamentStanding(
  patch: Partial<TournamentStanding> = {},
  you: Partial<NonNullable<TournamentStanding['you']>> | null = {},
): TournamentStanding {
  return {
    tournamentId: 12,
    phase: 'playing',
    entries: 40,
    playersLeft: 18,
    averageStack: 6_667,
    paidPlaces: 6,
    handForHand: false,
    level: { level: 2, smallBlind: 50, bigBlind: 100, ante: 0 },
    nextLevel: { level: 3, smallBlind: 100, bigBlind: 200, ante: 200 },
    nextLevelAt: new Date(Date.now() + 300_000).toISOString(),
    breakEndsAt: null,
    nextBreakAt: new Date(Date.now() + 1_800_000).toISOString(),
    pausedAt: null,
    winner: null,
    you: you && { stack: 4_800, rank: 2, place: null, prize: null, tableId: 5, ...you },
    ...patch,
  };
}
