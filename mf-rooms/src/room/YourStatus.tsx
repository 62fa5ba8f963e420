import Chip from '@mui/material/Chip';
import type { Room } from 'shared-events/contracts';
import { ROOM_STATE_LABELS } from 'shared-ui/status';
import { isDestructiveTournamentState, type TournamentState } from './player-status';
import { StatRows } from './StatRows';
import { TextPlaceholder } from './TextPlaceholder';
import { SidePanel } from './SidePanel';

export interface YourStatusProps {
  room: Room;
  /** Undefined while the tournament loads. */
  tournamentState: TournamentState | undefined;
  /** The table the player sits at in this tournament; null when none, undefined while unknown. */
  currentRoom: Room | null | undefined;
}

const pending = <TextPlaceholder width={64} />;

/** The player's own standing: this room's state, their tournament state and where they sit (SPEC §2, §4). */
export function YourStatus({ room, tournamentState, currentRoom }: YourStatusProps) {
  const inTournament = tournamentState !== undefined && tournamentState !== 'left' && tournamentState !== 'not registered';
  return (
    <SidePanel title="Your Status">
      <StatRows
        rows={[
          ['Room State', ROOM_STATE_LABELS[room.roomState]],
          [
            'Tournament State',
            tournamentState ? (
              <Chip size="small" label={tournamentState} color={isDestructiveTournamentState(tournamentState) ? 'error' : 'default'} />
            ) : (
              pending
            ),
          ],
          ['Current Room ID', currentRoom === undefined ? pending : (currentRoom?.roomId ?? 'None')],
          ['Current Tournament ID', tournamentState === undefined ? pending : inTournament ? String(room.tournamentId) : 'None'],
        ]}
      />
    </SidePanel>
  );
}
