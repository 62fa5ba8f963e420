import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import TollIcon from '@mui/icons-material/Toll';
import { UserAvatar } from '../avatar';
import { ActionClock, type ActionClockProps } from './ActionClock';
import { ClockRing } from './ClockRing';
import { bigBlinds, chipCount, exactChips } from './chip-count';
import { PlayingCards } from './PlayingCards';
import { isDimmed, SEAT_STATUS_TEXT, seatHighlight, winnerText, type SeatHighlight, type SeatStatus } from './seat-state';
import { SeatMarkers, type Blind } from './SeatMarkers';
import { visuallyHidden } from './visually-hidden';

/** A seat's size from the small breakpoint up (a column); on a phone it is a row as wide as its container. */
export const SEAT_SIZE = { width: 168, height: 140 } as const;
const ROW_HEIGHT = 78;
/** Your seat holds your cards large: 84 px tall where the others' are 35. */
export const HERO_SEAT_SIZE = { width: 184, height: 189, rowHeight: 100 } as const;
/** A compact seat on a phone: half the width of a row, so opponents take two to a line above the table. */
const COMPACT_ROW_HEIGHT = 102;

export interface SeatProps {
  /** 1-based, as the players count the seats. */
  number: number;
  /** Nobody sits here without one: the seat reads "Empty Seat", "Join to play". */
  username?: string;
  avatarSrc?: string;
  isYou?: boolean;
  /** Chips behind; not shown without it. */
  stack?: number;
  /** Chips put in on this betting round. */
  bet?: number;
  /** Hole cards in notation: your own face up, the others "??" until a showdown reveals them. */
  cards?: readonly string[];
  status?: SeatStatus;
  dealer?: boolean;
  blind?: Blind;
  /** The player is to act: the clock counts down in the seat. */
  clock?: ActionClockProps;
  winner?: boolean;
  /** The winning hand's name, with the winner at a showdown: "Full House, Kings over Twos". */
  handName?: string;
  /** The chips the winner takes from the pots ("Wins 1,240 with …"). */
  won?: number;
  fourColour?: boolean;
  /** Counts the stack and the bet in big blinds of this size ("149 BB"; the chips on hover), when set. */
  bigBlind?: number;
  /** Your own seat at a live table: your hole cards large (more than twice as tall as the others'), the seat grown to hold them. */
  hero?: boolean;
  /**
   * On a phone, an opponent's seat two to a line: name and markers, then chips and cards, then the state (the clock
   * without the time bank's line until it runs). From the small breakpoint up it is the usual column.
   */
  compact?: boolean;
  /**
   * At a live table that draws the bet and the dealer and blind markers on the felt in front of the seat: the seat
   * leaves them out, keeping the markers' names for a screen reader (the chips on the felt say the bet).
   */
  onFelt?: boolean;
  /** At a showdown, the seat's cards that make the winning hand: raised. */
  raisedCards?: readonly string[];
}

/**
 * The border, and for the winner a ring outside it (the player to act has the clock's ring): it stands out without
 * resizing the seat.
 */
const FRAMES: Record<SeatHighlight, { border: string; ring?: 'primary' | 'secondary' }> = {
  winner: { border: 'secondary.main', ring: 'secondary' },
  acting: { border: 'primary.main' },
  you: { border: 'primary.main' },
  none: { border: 'divider' },
};

/**
 * One seat of the table: its player (avatar, name, chips, cards, dealer button and blinds, the clock when acting,
 * how the hand went) or an empty seat. Every state fits the same fixed box, so a change of state moves nothing; it
 * reads as a group named "Seat 3: river_rat" and says each state in words.
 */
export function Seat(props: SeatProps) {
  const id = useId();
  const empty = props.username === undefined;
  const frame = FRAMES[seatHighlight({ winner: props.winner ?? false, acting: props.clock !== undefined, isYou: props.isYou ?? false })];
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-seat ${id}-name`}
      sx={{
        position: 'relative',
        boxSizing: 'border-box',
        width: { xs: '100%', sm: props.hero && !empty ? HERO_SEAT_SIZE.width : SEAT_SIZE.width },
        height:
          props.hero && !empty
            ? { xs: HERO_SEAT_SIZE.rowHeight, sm: HERO_SEAT_SIZE.height }
            : { xs: props.compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT, sm: SEAT_SIZE.height },
        p: '6px',
        borderRadius: 2,
        border: 1,
        borderStyle: empty ? 'dashed' : 'solid',
        borderColor: empty ? 'text.disabled' : frame.border,
        bgcolor: 'background.paper',
        boxShadow: (theme) => (frame.ring ? `0 0 0 2px ${theme.palette[frame.ring].main}` : empty ? 'none' : theme.shadows[2]),
      }}
    >
      <Box component="span" id={`${id}-seat`} sx={visuallyHidden}>{`Seat ${props.number}:`}</Box>
      {empty ? <EmptySeat nameId={`${id}-name`} /> : <SeatPlayer {...props} username={props.username!} nameId={`${id}-name`} />}
      {!empty && props.clock && !props.winner && <ClockRing {...props.clock} />}
    </Box>
  );
}

function EmptySeat({ nameId }: { nameId: string }) {
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}>
      <Typography id={nameId} variant="body2" sx={{ fontWeight: 600 }}>
        Empty Seat
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        Join to play
      </Typography>
    </Box>
  );
}

const layout = (compact: boolean, hero: boolean): SxProps<Theme> => ({
  height: '100%',
  display: 'grid',
  alignItems: 'center',
  columnGap: compact ? 0.5 : 1,
  gridTemplateAreas: {
    xs: compact
      ? '"avatar name name" "chips chips cards" "status status status"'
      : hero
        ? '"avatar name cards" "avatar chips cards" "status status cards"'
        : '"avatar name cards" "avatar chips cards" "status status status"',
    sm: '"cards cards" "avatar name" "chips chips" "status status"',
  },
  gridTemplateColumns: { xs: '28px minmax(0, 1fr) auto', sm: '28px minmax(0, 1fr)' },
  gridTemplateRows: {
    xs: compact ? '28px 35px 20px' : hero ? '28px 28px 28px' : '20px 18px 21px',
    sm: hero ? '84px 28px 18px 36px' : '35px 28px 18px 36px',
  },
  rowGap: { xs: hero ? 0 : '2px', sm: '3px' },
});

function SeatPlayer({
  username,
  nameId,
  status = 'playing',
  compact = false,
  hero = false,
  onFelt = false,
  ...seat
}: SeatProps & { username: string; nameId: string }) {
  const dimmed = isDimmed(status);
  // A compact row has no room beside the cards: the markers follow the name.
  const markers = <SeatMarkers dealer={seat.dealer} blind={seat.blind} wordsOnly={onFelt} />;
  // Nor for the time bank's line beside the clock's, until the bank runs.
  const clock = compact && seat.clock && !seat.clock.onTimeBank ? { ...seat.clock, timeBank: undefined } : seat.clock;
  return (
    <Box sx={layout(compact, hero)}>
      {/* Grey, not faded: the initials keep their contrast. */}
      <Box sx={{ gridArea: 'avatar', filter: dimmed ? 'grayscale(1)' : 'none' }}>
        <UserAvatar username={username} src={seat.avatarSrc} size={28} />
      </Box>
      <Box sx={{ gridArea: 'name', display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography id={nameId} variant="body2" noWrap title={username} sx={{ fontWeight: 600, lineHeight: '20px', minWidth: 0 }}>
          {username}
        </Typography>
        {seat.isYou && (
          <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 700, lineHeight: '20px' }}>
            You
          </Typography>
        )}
        {compact && markers}
      </Box>
      <Box sx={{ gridArea: 'cards', display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, height: '100%' }}>
        {seat.cards && seat.cards.length > 0 && (
          <Box sx={{ opacity: dimmed ? 0.45 : 1 }}>
            <PlayingCards
              cards={seat.cards}
              label="Hole cards"
              size={hero ? 'large' : 'small'}
              fourColour={seat.fourColour}
              // Two cards sit side by side even in a compact row (a hand shown down is read whole); Omaha's four fan.
              fanned={seat.cards.length > 2}
              raised={seat.raisedCards}
            />
          </Box>
        )}
        {!compact && markers}
      </Box>
      <Box sx={{ gridArea: 'chips', display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {seat.stack !== undefined && (
          <Typography variant="caption" noWrap sx={{ display: 'flex', alignItems: 'center', gap: 0.25, fontWeight: 700, minWidth: 0 }}>
            <TollIcon sx={{ fontSize: 14, color: 'secondary.main' }} />
            <Box component="span" sx={visuallyHidden}>
              Stack
            </Box>
            <Chips amount={seat.stack} bigBlind={seat.bigBlind} />
          </Typography>
        )}
        {!onFelt && seat.bet !== undefined && seat.bet > 0 && (
          <Typography variant="caption" noWrap sx={{ ml: 'auto', minWidth: 0 }}>
            Bet <Chips amount={seat.bet} bigBlind={seat.bigBlind} />
          </Typography>
        )}
      </Box>
      <Box sx={{ gridArea: 'status', alignSelf: 'start', minWidth: 0 }}>
        <SeatStatusLine status={status} clock={clock} winner={seat.winner} handName={seat.handName} won={seat.won} />
      </Box>
    </Box>
  );
}

/** A big count shortened to fit ("1.23B"), or counted in big blinds, the exact count on hover. */
function Chips({ amount, bigBlind }: { amount: number; bigBlind?: number }) {
  const shown = bigBlind ? bigBlinds(amount, bigBlind) : chipCount(amount);
  const exact = exactChips(amount);
  return shown === exact ? (
    <span>{shown}</span>
  ) : (
    <Box component="abbr" title={`${exact} chips`} sx={{ textDecoration: 'none' }}>
      {shown}
    </Box>
  );
}

const CLAMP = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  WebkitLineClamp: { xs: 1, sm: 2 },
  lineHeight: '15px',
} as const;

function SeatStatusLine({ status, clock, winner, handName, won }: Pick<SeatProps, 'clock' | 'winner' | 'handName' | 'won'> & { status: SeatStatus }) {
  if (winner) {
    const text = winnerText(handName, won);
    return (
      <Typography variant="caption" component="p" title={text} sx={{ ...CLAMP, color: 'secondary.main', fontWeight: 700 }}>
        {text}
      </Typography>
    );
  }
  if (clock) return <ActionClock {...clock} bar={false} />;
  const text = SEAT_STATUS_TEXT[status];
  if (!text) return null;
  return (
    <Typography variant="caption" component="p" sx={{ ...CLAMP, fontWeight: 700, color: status === 'all-in' ? 'secondary.main' : 'text.secondary' }}>
      {text}
    </Typography>
  );
}
