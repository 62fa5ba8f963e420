import type { TablePrivateView, TableSeatView, TableView } from 'shared-events/contracts';
import { assetUrl } from 'shared-events';
import type { SeatProps, SeatStatus } from 'shared-ui/poker';
import type { ShowdownStage } from './showdown';

const STATUS: Record<TableSeatView['status'], SeatStatus> = {
  active: 'playing',
  folded: 'folded',
  allIn: 'all-in',
  sittingOut: 'sitting out',
  busted: 'sitting out',
};

/** A face-down card: the seat shows how many a player holds, never what they are. */
const HIDDEN = '??';

/** Every hand shown and the pots pushed: a view as it comes, without a showdown being turned over. */
const SETTLED: ShowdownStage = { faceUp: new Set(), settled: true };

/**
 * What a seat shows of one player: your own cards face up, everyone else's face down until a showdown turns them
 * over (`showdown`: one after the other); the dealer button and blinds; the clock of the player to act; once every
 * shown hand is face up, the winner with the hand's name and its five cards raised.
 */
export function seatProps(
  seat: TableSeatView,
  view: TableView,
  mine: TablePrivateView | undefined,
  userId: number | undefined,
  now: number,
  showdown: ShowdownStage = SETTLED,
): SeatProps {
  const hand = view.hand;
  const isYou = seat.userId === userId;
  const awards = showdown.settled ? (hand?.awards?.filter((award) => award.seat === seat.seat) ?? []) : [];
  const cards = cardsOf(seat, isYou ? mine : undefined, showdown);
  return {
    number: seat.seat,
    username: seat.username,
    avatarSrc: seat.avatar ? assetUrl(seat.avatar) : undefined,
    isYou,
    stack: seat.stack,
    bet: seat.bet,
    cards,
    // Away says more than how the hand went; a busted seat has no player to wait for.
    status: !seat.connected && seat.status !== 'busted' ? 'disconnected' : STATUS[seat.status],
    dealer: hand?.dealerSeat === seat.seat,
    blind: hand?.smallBlindSeat === seat.seat ? 'small' : hand?.bigBlindSeat === seat.seat ? 'big' : undefined,
    clock: hand?.actingSeat === seat.seat && hand.actionDeadline ? clockOf(seat, view.clock, Date.parse(hand.actionDeadline) - now) : undefined,
    winner: awards.length > 0,
    handName: awards.find((award) => award.handName)?.handName ?? undefined,
    won: awards.length > 0 ? awards.reduce((sum, award) => sum + award.amount, 0) : undefined,
    raisedCards: cards.filter((card) => awards.some((award) => award.cards?.includes(card))),
  };
}

function cardsOf(seat: TableSeatView, mine: TablePrivateView | undefined, showdown: ShowdownStage): string[] {
  if (mine && mine.seat === seat.seat) return mine.cards;
  if (seat.revealedCards && (showdown.settled || showdown.faceUp.has(seat.seat))) return seat.revealedCards;
  return Array.from({ length: seat.holeCardCount }, () => HIDDEN);
}

/**
 * The seat's clock: the table's decision clock until the deadline, then the seat's time bank counting down from
 * there. The bar's full length is the clock's (a deadline further off, a clock that ran fast, fills it).
 */
function clockOf(seat: TableSeatView, clock: TableView['clock'], msLeft: number): SeatProps['clock'] {
  const bankSeconds = seat.timeBankMs / 1000;
  if (msLeft >= 0)
    return { secondsLeft: msLeft / 1000, totalSeconds: Math.max(clock.actionSeconds, msLeft / 1000), timeBank: Math.round(bankSeconds) };
  return { secondsLeft: Math.max(0, bankSeconds + msLeft / 1000), totalSeconds: bankSeconds, onTimeBank: true };
}

/** A pot a seat takes, as the felt calls it out by the winner: the pot named when there are several. */
export interface SeatWin {
  amount: number;
  pot?: string;
}

/** What `seat` wins, pot by pot ("main pot", "side pot 1" when the hand had side pots), once the hands are shown. */
export function seatWins(view: TableView, seat: number, showdown: ShowdownStage = SETTLED): SeatWin[] {
  const awards = (showdown.settled && view.hand?.awards) || [];
  const severalPots = awards.some((award) => award.potIndex > 0);
  return awards
    .filter((award) => award.seat === seat)
    .map((award) => ({
      amount: award.amount,
      pot: severalPots ? (award.potIndex === 0 ? 'main pot' : `side pot ${award.potIndex}`) : undefined,
    }));
}

/**
 * Every chip in the middle. The pots already hold this street's bets: the server builds them from what each player
 * committed over the hand (server/src/tables/table-views.ts), so the seats' bets are not added again.
 */
export function chipsInTheMiddle(view: TableView): number {
  return view.hand?.pots.reduce((sum, pot) => sum + pot.amount, 0) ?? 0;
}
