import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TablePrivateView, TableView } from 'shared-events/contracts';
import { useSecondsClock } from 'shared-ui/status';
import { TableFelt } from '../table/PokerTable';
import { ActionControls } from './ActionControls';
import { HandLog } from './HandLog';
import { PreActions } from './PreActions';
import { chipsInTheMiddle, seatProps } from './seat-view';
import { SeatFlags } from './SeatFlags';
import { TableCentre } from './TableCentre';
import { TableHeader } from './TableHeader';
import { TurnNotifications } from './TurnNotifications';
import { useHandLog } from './use-hand-log';
import type { LiveTable as LiveTableState } from './use-live-table';
import { usePreAction } from './use-pre-action';
import { useTurnAlert } from './use-turn-alert';

export interface LiveTableProps {
  table: LiveTableState & { view: TableView };
  userId: number | undefined;
  /** Seats the room has, so empty ones show where a player may sit. */
  seatCount: number;
}

/** A hand being played: the seats round the felt, the board and pots, and your controls below within a thumb's reach. */
export function LiveTable({ table, userId, seatCount }: LiveTableProps) {
  const { view, mine } = table;
  const now = useSecondsClock();
  const [fourColour, setFourColour] = useState(false);
  const log = useHandLog(view);
  const count = Math.max(seatCount, ...view.seats.map((seat) => seat.seat));
  const seats = Array.from({ length: count }, (_, index) => {
    const seat = view.seats.find((taken) => taken.seat === index + 1);
    return seat ? { ...seatProps(seat, view, mine, userId, now), fourColour } : { number: index + 1 };
  });
  const you = view.seats.find((seat) => seat.userId === userId);
  // Your seat first: at the bottom of the felt, and at the top of the list on a phone; the others follow in play order.
  const yours = you ? you.seat - 1 : 0;
  const seated = [...seats.slice(yours), ...seats.slice(0, yours)];

  return (
    <Stack spacing={2}>
      <TableHeader view={view} />
      <TableFelt seats={seated}>
        <TableCentre hand={view.hand} fourColour={fourColour} />
      </TableFelt>
      {you && (
        <Paper
          component="section"
          aria-label="Your controls"
          elevation={3}
          sx={{ p: 1.5, position: { xs: 'sticky', md: 'static' }, bottom: 0, zIndex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {mine?.bestHand && <Typography sx={{ fontWeight: 600 }}>{`Your hand: ${mine.bestHand}`}</Typography>}
          <Decision table={table} mine={mine} stack={you.stack} myBet={you.bet} inHand={you.status === 'active'} />
          <SeatFlags leaving={you.leavingAfterHand} onChange={table.setFlag} />
          <TurnNotifications />
        </Paper>
      )}
      <FormControlLabel
        label="Four-colour deck"
        control={<Checkbox checked={fourColour} onChange={(event) => setFourColour(event.target.checked)} />}
      />
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
}

/** Your turn: the action buttons; before it, while you are still in the hand: the pre-action boxes. */
function Decision({ table, mine, stack, myBet, inHand }: DecisionProps) {
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
        onAct={(action, amount) => void table.act(action, amount)}
      />
    );
  }
  const street = view.hand?.street;
  if (!inHand || !street || street === 'showdown' || street === 'complete') return null;
  return <PreActions choice={choice} onChoose={choose} />;
}
