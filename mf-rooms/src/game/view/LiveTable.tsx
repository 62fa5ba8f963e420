import { useRef } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TablePrivateView, TableView } from 'shared-events/contracts';
import { useSecondsClock } from 'shared-ui/status';
import { ActionControls } from './ActionControls';
import type { BlindSchedule } from './BlindLevels';
import { useChipMoves } from '../controller/chip-moves';
import { HandLog } from './HandLog';
import { LiveFelt } from './LiveFelt';
import { PreActions } from './PreActions';
import { chipsInTheMiddle, seatProps, seatWins } from '../controller/seat-view';
import { useShowdownStage, winningCards } from '../controller/showdown';
import { SeatFlags } from './SeatFlags';
import { ShowCards } from './ShowCards';
import { SittingOutNotice } from './SittingOutNotice';
import { TableCentre, type TableCentreProps } from './TableCentre';
import { TableHeader } from './TableHeader';
import { TurnNotifications } from './TurnNotifications';
import { useTablePreference } from '../controller/use-table-preference';
import { SHORTCUTS_HINT, useActionShortcuts } from '../controller/use-action-shortcuts';
import { useHandLog } from '../controller/use-hand-log';
import type { LiveTable as LiveTableState } from '../controller/use-live-table';
import { usePreAction } from '../controller/use-pre-action';
import { useTurnAlert } from './use-turn-alert';
import { useRevealYourSeat } from './use-reveal-your-seat';

export interface LiveTableProps {
  table: LiveTableState & { view: TableView };
  userId: number | undefined;
  /** Seats the room has, so empty ones show where a player may sit. */
  seatCount: number;
  /** The tournament's blind structure, once its detail has loaded. */
  blinds: BlindSchedule | undefined;
  /** What the felt says once the table has finished. */
  closedLines: TableCentreProps['closedLines'];
}

/**
 * A hand being played: the seats round the felt, the board and pots, and your controls below within a thumb's reach
 * (on a phone a bar held at the bottom of the screen, just under your seat).
 */
export function LiveTable({ table, userId, seatCount, blinds, closedLines }: LiveTableProps) {
  const { view, mine, seatState } = table;
  const now = useSecondsClock();
  const [fourColour, setFourColour] = useTablePreference('fourColourDeck');
  const [shortcuts, setShortcuts] = useTablePreference('keyboardShortcuts');
  const [inBigBlinds, setInBigBlinds] = useTablePreference('stacksInBigBlinds');
  const log = useHandLog(view);
  const chips = useChipMoves(view);
  const showdown = useShowdownStage(view);
  const count = Math.max(seatCount, ...view.seats.map((seat) => seat.seat));
  const seats = Array.from({ length: count }, (_, index) => {
    const seat = view.seats.find((taken) => taken.seat === index + 1);
    return seat
      ? {
          ...seatProps(seat, view, mine, userId, now, showdown),
          wins: seatWins(view, seat.seat, showdown),
          fourColour,
          bigBlind: inBigBlinds ? view.level.bigBlind : undefined,
        }
      : { number: index + 1 };
  });
  const you = view.seats.find((seat) => seat.userId === userId);
  // Your seat at the bottom, the others clockwise after it.
  const yours = you ? you.seat - 1 : 0;
  const controls = useRef<HTMLElement>(null);
  useRevealYourSeat(Boolean(mine?.legalActions), you?.seat, controls);
  useActionShortcuts(shortcuts && Boolean(mine?.legalActions), controls);
  const clockwise = [...seats.slice(yours), ...seats.slice(0, yours)];

  return (
    <Stack spacing={2}>
      <TableHeader view={view} blinds={blinds} />
      {seatState?.sittingOut && <SittingOutNotice disabled={table.sending} onBack={() => void table.back()} />}
      <LiveFelt you={you && clockwise[0]} others={you ? clockwise.slice(1) : clockwise} chips={chips}>
        <TableCentre
          view={view}
          fourColour={fourColour}
          now={now}
          closedLines={closedLines}
          raised={showdown.settled ? winningCards(view) : undefined}
        />
      </LiveFelt>
      {/* A finished table has nothing left to decide: its seats stay as the last hand left them. */}
      {you && view.status !== 'finished' && (
        <>
          <Paper
            ref={controls}
            component="section"
            aria-label="Your controls"
            elevation={3}
            sx={{
              p: 1.5,
              pb: 'calc(12px + env(safe-area-inset-bottom, 0px))',
              // Held at the bottom edge of the window, on a desk as on a phone: you never scroll to act.
              position: 'sticky',
              bottom: 0,
              zIndex: 3,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              // Nothing to decide and no hand: no empty bar over the table.
              '&:empty': { display: 'none' },
            }}
          >
            {mine?.bestHand && <Typography sx={{ fontWeight: 600 }}>{`Your hand: ${mine.bestHand}`}</Typography>}
            <Decision table={table} mine={mine} stack={you.stack} myBet={you.bet} inHand={you.status === 'active'} shortcuts={shortcuts} />
          </Paper>
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
            <SeatFlags
              values={{
                sitOutNextHand: seatState?.sitOutNextHand ?? false,
                leaveAfterHand: seatState?.leaveAfterHand ?? you.leavingAfterHand,
              }}
              onChange={table.setFlag}
            />
            <TurnNotifications />
          </Stack>
        </>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        <FormControlLabel
          label="Stacks in big blinds"
          control={<Switch checked={inBigBlinds} onChange={(event) => setInBigBlinds(event.target.checked)} />}
          sx={{ minHeight: 44 }}
        />
        <FormControlLabel
          label="Four-colour deck"
          control={<Switch checked={fourColour} onChange={(event) => setFourColour(event.target.checked)} />}
          sx={{ minHeight: 44 }}
        />
        {/* Only a seat in play has decisions to take by key. */}
        {you && you.status !== 'busted' && (
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
            <FormControlLabel
              label="Keyboard shortcuts"
              control={
                <Switch
                  checked={shortcuts}
                  onChange={(event) => setShortcuts(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': 'table-shortcuts-hint' } }}
                />
              }
              sx={{ minHeight: 44, mr: 0 }}
            />
            <Typography id="table-shortcuts-hint" variant="body2" sx={{ color: 'text.secondary' }}>
              {SHORTCUTS_HINT}
            </Typography>
          </Stack>
        )}
      </Stack>
      <HandLog lines={log} />
    </Stack>
  );
}

interface DecisionProps {
  table: LiveTableProps['table'];
  mine: TablePrivateView | undefined;
  stack: number;
  myBet: number;
  inHand: boolean;
  shortcuts: boolean;
}

/**
 * Your turn: the action buttons; before it, while you are still in the hand: the pre-action boxes; after a hand you won
 * uncontested: Show cards.
 */
function Decision({ table, mine, stack, myBet, inHand, shortcuts }: DecisionProps) {
  const { view } = table;
  const [choice, choose] = usePreAction(view, mine, table.act);
  const legal = mine?.legalActions;
  useTurnAlert(Boolean(legal));
  if (legal) {
    const situation = { legal, pot: chipsInTheMiddle(view), bigBlind: view.level.bigBlind, gameType: view.gameType, stack, myBet };
    return (
      <ActionControls
        key={`${mine.handNumber}:${JSON.stringify(legal)}`}
        situation={situation}
        disabled={table.sending}
        shortcuts={shortcuts}
        onAct={(action, amount) => void table.act(action, amount)}
      />
    );
  }
  if (mine?.mayShowCards) return <ShowCards disabled={table.sending} onShow={() => void table.act('show')} />;
  const street = view.hand?.street;
  if (!inHand || !street || street === 'showdown' || street === 'complete') return null;
  return <PreActions choice={choice} onChoose={choose} />;
}
