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
import { stickyFirstColumn } from './lobby-columns';
import { TournamentNameCell } from './TournamentNameCell';

export type RowIntent = 'details' | 'banner' | AttendAction['kind'];

export interface TournamentRowProps {
  tournament: Tournament;
  /** A moment with the current statuses (useStatusClock): the row re-renders only when its status changes. */
  statusTime: number;
  onIntent: (tournament: Tournament, intent: RowIntent) => void;
}

/** One tournament of the lobby: the eight columns of SPEC §2. */
export const TournamentRow = memo(function TournamentRow({ tournament, statusTime, onIntent }: TournamentRowProps) {
  const viewer = useAttendViewer(tournament);
  const action = attendAction(tournament, statusTime, viewer);
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={stickyFirstColumn}>
        <TournamentNameCell tournament={tournament} onOpenBanner={() => onIntent(tournament, 'banner')} />
      </TableCell>
      <TableCell sx={nowrap}>{tournament.buyIn}</TableCell>
      <TableCell sx={nowrap}>{tournament.prizePool}</TableCell>
      <TableCell>
        <StartsInCountdown tournament={tournament} />
      </TableCell>
      <TableCell>
        <TournamentStatusChip status={clockStatus(tournament, statusTime)} />
      </TableCell>
      <TableCell sx={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
        {tournament.players} / {tournament.maxPlayers}
      </TableCell>
      <TableCell>
        <Button
          size="small"
          variant="text"
          onClick={() => onIntent(tournament, 'details')}
          aria-label={`Details: ${tournament.name}`}
          sx={{ minHeight: 32 }}
        >
          Details
        </Button>
      </TableCell>
      <TableCell>
        <AttendButton action={action} tournamentName={tournament.name} onPress={() => onIntent(tournament, action.kind)} />
      </TableCell>
    </TableRow>
  );
});
