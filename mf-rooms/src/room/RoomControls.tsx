import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Room } from 'shared-events/contracts';
import { RoomStateChip } from 'shared-ui/status';
import { useLeaving, useRoomStateChange } from '../api/room-page';

const LeaveTournamentDialog = lazy(() => import('./LeaveTournamentDialog'));

export interface RoomControlsProps {
  room: Room;
  tournamentName: string | undefined;
  isHost: boolean;
  isMember: boolean;
  /** Whether the player still holds an entry to give up. */
  canLeaveTournament: boolean;
  /** Set while a waiting room is short of players: the host's Start Game waits for them (described by this id). */
  startBlockedBy?: string;
  refreshing: boolean;
  onBack: () => void;
  onRefresh: () => void;
  onLeftRoom: () => void;
  onLeftTournament: () => void;
}

/** The sidebar's head and Game Controls (SPEC §2 Room page): no demo buttons, only what the server does. */
export function RoomControls(props: RoomControlsProps) {
  const { room, isHost, isMember } = props;
  const { start, end } = useRoomStateChange(room);
  const { leaveRoom, leaveTournament } = useLeaving(room);
  const [confirming, setConfirming] = useState(false);
  const busy = start.isPending || end.isPending || leaveRoom.isPending || leaveTournament.isPending;

  return (
    <Paper component="section" aria-label="Room controls" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button variant="outlined" onClick={props.onBack}>
          Back
        </Button>
        <Button variant="outlined" onClick={props.onRefresh} loading={props.refreshing}>
          Refresh
        </Button>
      </Stack>
      <Typography variant="overline" component="p" color="text.secondary">
        Room
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {room.roomId}
        </Typography>
        <RoomStateChip state={room.roomState} long />
      </Stack>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Game Controls
      </Typography>
      <Stack spacing={1}>
        {isHost && room.roomState === 'waiting' && (
          <Button
            variant="contained"
            disabled={busy || props.startBlockedBy !== undefined}
            aria-describedby={props.startBlockedBy}
            loading={start.isPending}
            onClick={() => start.mutate()}
          >
            Start Game
          </Button>
        )}
        {isHost && room.roomState === 'playing' && (
          <Button variant="contained" color="secondary" disabled={busy} loading={end.isPending} onClick={() => end.mutate()}>
            End Game
          </Button>
        )}
        <Button
          variant="outlined"
          disabled={busy || !isMember}
          loading={leaveRoom.isPending}
          onClick={() => leaveRoom.mutate(undefined, { onSuccess: props.onLeftRoom })}
        >
          Leave Room
        </Button>
        <Button variant="outlined" color="error" disabled={busy || !props.canLeaveTournament} onClick={() => setConfirming(true)}>
          Leave Tournament
        </Button>
      </Stack>
      {confirming && (
        <Suspense fallback={null}>
          <LeaveTournamentDialog
            tournamentName={props.tournamentName}
            leaving={leaveTournament.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              leaveTournament.mutate(undefined, {
                onSuccess: props.onLeftTournament,
                onSettled: () => setConfirming(false),
              })
            }
          />
        </Suspense>
      )}
    </Paper>
  );
}
