import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HandReplay } from 'shared-events/contracts';
import { useChipMoves } from '../controller/chip-moves';
import { seatProps, seatWins } from '../controller/seat-view';
import { winningCards } from '../controller/showdown';
import { LiveFelt } from '../view/LiveFelt';
import { TableCentre } from '../view/TableCentre';
import { ReplayControls } from './ReplayControls';
import { replaySteps } from './replay-steps';
import { resultText, stepText } from './replay-text';
import { replayTableView, viewerUserId } from './replay-view';
import { useReplayPlayer } from './use-replay-player';

const SEATS = 8;
const NEVER_CLOSED = ['', ''] as const;

/**
 * A recorded hand played again on the live table's felt, step by step, through the poker engine in the browser: the
 * stacks, bets, pots and board after each action, and the hands shown at the showdown. Cards the viewer was not
 * entitled to see arrive as `??` and stay face down.
 */
export default function HandReplayView({ replay }: { replay: HandReplay }) {
  const steps = useMemo(() => replaySteps(replay.phh), [replay.phh]);
  const player = useReplayPlayer(steps.length);
  const step = steps[player.index];
  const view = useMemo(() => replayTableView(replay, step.state), [replay, step]);
  const lines = useMemo(() => steps.map((candidate, index) => stepText(replay, candidate.state, index === 0)), [replay, steps]);
  const chips = useChipMoves(view);
  const userId = viewerUserId(replay);
  const seats = Array.from({ length: SEATS }, (_, index) => {
    const seat = view.seats.find((taken) => taken.seat === index + 1);
    return seat ? { ...seatProps(seat, view, undefined, userId, 0), wins: seatWins(view, seat.seat) } : { number: index + 1 };
  });
  const you = view.seats.find((seat) => seat.userId === userId);
  const yours = you ? you.seat - 1 : 0;
  const clockwise = [...seats.slice(yours), ...seats.slice(0, yours)];
  const result = resultText(replay, step.state);

  return (
    <Stack spacing={2}>
      <LiveFelt you={you && clockwise[0]} others={you ? clockwise.slice(1) : clockwise} chips={chips}>
        <TableCentre view={view} fourColour={false} now={0} closedLines={NEVER_CLOSED} raised={view.hand?.awards ? winningCards(view) : undefined} />
      </LiveFelt>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
        <ReplayControls player={player} stepCount={steps.length} />
        <Typography role="status" aria-live="polite" sx={{ textAlign: 'center', fontWeight: 600 }}>
          {lines[player.index]}
          {result && player.index === steps.length - 1 ? `. ${result}.` : ''}
        </Typography>
      </Paper>
      <Box component="section" aria-labelledby="replay-actions">
        <Typography id="replay-actions" variant="h6" component="h2" sx={{ mb: 1 }}>
          Actions
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.25 }}>
          {lines.map((line, index) => (
            <Box component="li" key={index} aria-current={index === player.index ? 'step' : undefined}>
              <Box
                component="button"
                type="button"
                onClick={() => player.go(index)}
                sx={{
                  all: 'unset',
                  // A block: the list's number stands by the first line of a step that wraps.
                  display: 'block',
                  width: 'fit-content',
                  cursor: 'pointer',
                  minHeight: 24,
                  px: 0.5,
                  borderRadius: 1,
                  fontWeight: index === player.index ? 700 : 400,
                  color: index > player.index ? 'text.secondary' : 'text.primary',
                  bgcolor: index === player.index ? 'action.selected' : 'transparent',
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
                }}
              >
                {line}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
