import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TableView } from 'shared-events/contracts';
import { PlayingCards } from 'shared-ui/poker';
import { CHIP_ANCHOR } from '../controller/chip-moves';
import { potLines } from '../controller/pots';
import { breakText, pausedText } from '../controller/standing';

const ON_FELT = { color: '#ffffff', fontWeight: 700, textAlign: 'center' } as const;

export interface TableCentreProps {
  view: Pick<TableView, 'hand' | 'nextHandAt' | 'breakEndsAt' | 'pausedAt' | 'status'>;
  fourColour: boolean;
  now: number;
  /** What a finished table says (the tournament's winner, or that its players moved on): never an empty felt. */
  closedLines: readonly [headline: string, detail: string];
  /** At the end of a showdown, the cards of the winning hands: those on the board are raised. */
  raised?: readonly string[];
}

/**
 * The middle of the felt: the board, the pots (main, then side pots, and their total) and when the next hand comes,
 * or that the operator paused the tournament, or its break, or what became of a table that closed.
 */
export function TableCentre({ view: { hand, nextHandAt, breakEndsAt, pausedAt, status }, fourColour, now, closedLines, raised }: TableCentreProps) {
  const handInPlay = hand !== null && hand.street !== 'complete';
  const nextHand =
    status === 'finished' ? (
      <Closed lines={closedLines} />
    ) : pausedAt ? (
      <Typography role="status" sx={{ ...ON_FELT, ...ON_A_BAND }}>
        {pausedText(handInPlay)}
      </Typography>
    ) : breakEndsAt ? (
      <Typography role="timer" sx={{ ...ON_FELT, ...ON_A_BAND }}>
        {breakText(breakEndsAt, now, handInPlay)}
      </Typography>
    ) : (
      nextHandAt && <NextHandIn at={Date.parse(nextHandAt)} now={now} />
    );
  if (!hand) {
    return (
      <Box sx={{ display: 'grid', gap: 1, p: 1 }}>
        {status !== 'finished' && (
          <Typography role="status" sx={ON_FELT}>
            Waiting for the next hand
          </Typography>
        )}
        {nextHand}
      </Box>
    );
  }
  const pots = potLines(hand.pots);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 1, minWidth: 0 }}>
      <Typography sx={{ ...ON_FELT, fontSize: '0.8rem' }}>{`Hand #${hand.handNumber}`}</Typography>
      {hand.board.length > 0 && <PlayingCards cards={hand.board} label="Board" size="medium" fourColour={fourColour} raised={raised} />}
      <Box
        component="ul"
        aria-label="Pots"
        {...{ [CHIP_ANCHOR]: 'pot' }}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 1.5 }}
      >
        {pots.map((line) => (
          <Typography component="li" key={line.name} sx={{ ...ON_FELT, fontWeight: line.total ? 800 : 700 }}>
            {`${line.name} ${line.amount}`}
          </Typography>
        ))}
      </Box>
      {nextHand}
    </Box>
  );
}

const ON_A_BAND = { fontSize: '0.9rem', bgcolor: 'rgba(0, 0, 0, 0.35)', px: 1.5, borderRadius: 1 } as const;

/** The seconds until the next deal; a timer, so a screen reader reads it when asked rather than every second. */
function NextHandIn({ at, now }: { at: number; now: number }) {
  const seconds = Math.max(0, Math.ceil((at - now) / 1000));
  return <Typography role="timer" sx={{ ...ON_FELT, ...ON_A_BAND }}>{`Next hand in ${seconds} s`}</Typography>;
}

/** A finished table's last word, announced when it comes. */
function Closed({ lines: [headline, detail] }: { lines: TableCentreProps['closedLines'] }) {
  return (
    <Box role="status" sx={{ ...ON_A_BAND, py: 0.5, textAlign: 'center' }}>
      <Typography sx={{ ...ON_FELT, fontSize: { xs: '1rem', sm: '1.25rem' }, fontWeight: 800 }}>{headline}</Typography>
      <Typography sx={ON_FELT}>{detail}</Typography>
    </Box>
  );
}
