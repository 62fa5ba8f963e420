import { memo } from 'react';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Tournament } from 'shared-events/contracts';
import { TournamentStatusChip } from 'shared-ui/status';
import { attendAction, type AttendAction } from '../attend/attend-action';
import { clockStatus } from '../attend/clock-status';
import { useAttendViewer } from '../attend/use-attend-viewer';
import { StartsInCountdown } from '../countdown/StartsInCountdown';
import { AttendButton } from './AttendButton';
import { cardCell, LOBBY_COLUMNS, stickyFirstColumn } from './lobby-columns';
import { TournamentNameCell } from './TournamentNameCell';

export type RowIntent = 'details' | 'banner' | AttendAction['kind'];

export interface TournamentRowProps {
  tournament: Tournament;
  /** A moment with the current statuses (useStatusClock): the row re-renders only when its status changes. */
  statusTime: number;
  onIntent: (tournament: Tournament, intent: RowIntent) => void;
}

const [NAME, BUY_IN, PRIZE_POOL, STARTS_IN, STATUS, PLAYERS, DETAIL, ATTEND] = LOBBY_COLUMNS.map(cardCell);
const nowrap = { whiteSpace: 'nowrap' } as const;

/** One tournament of the lobby: the eight columns of SPEC §2. */
export const TournamentRow = memo(function TournamentRow({ tournament, statusTime, onIntent }: TournamentRowProps) {
  const viewer = useAttendViewer(tournament);
  const action = attendAction(tournament, statusTime, viewer);
  return (
    <TableRow hover role="row">
      <TableCell component="th" scope="row" role="rowheader" {...NAME} sx={stickyFirstColumn}>
        <TournamentNameCell tournament={tournament} onOpenBanner={() => onIntent(tournament, 'banner')} />
      </TableCell>
      <TableCell role="cell" {...BUY_IN} sx={nowrap}>
        {tournament.buyIn}
      </TableCell>
      <TableCell role="cell" {...PRIZE_POOL} sx={nowrap}>
        {tournament.prizePool}
      </TableCell>
      <TableCell role="cell" {...STARTS_IN}>
        <StartsInCountdown tournament={tournament} />
      </TableCell>
      <TableCell role="cell" {...STATUS}>
        <TournamentStatusChip status={clockStatus(tournament, statusTime)} />
      </TableCell>
      <TableCell role="cell" {...PLAYERS} sx={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
        {tournament.players} / {tournament.maxPlayers}
      </TableCell>
      <TableCell role="cell" {...DETAIL}>
        <Button
          size="small"
          variant="text"
          onClick={() => onIntent(tournament, 'details')}
          aria-label={`Details: ${tournament.name}`}
          sx={{ minHeight: 32, width: { xs: '100%', sm: 'auto' } }}
        >
          Details
        </Button>
      </TableCell>
      <TableCell role="cell" {...ATTEND}>
        <AttendButton action={action} tournament={tournament} onPress={() => onIntent(tournament, action.kind)} />
      </TableCell>
    </TableRow>
  );
});
