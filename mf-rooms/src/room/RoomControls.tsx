import { lazy, Suspense, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Room } from 'shared-events/contracts';
import { RoomStateChip } from 'shared-ui/status';
import { useLeaving, useRoomStateChange } from '../api/room-page';

const LeaveTournamentDialog = lazy(() => import('./LeaveTournamentDialog'));
const EndGameDialog = lazy(() => import('./EndGameDialog'));
// The menu's list is fetched when the player reaches for the button (pointer over it, focus), not with the table.
const loadMenuList = () => import('./TableMenuList');
const TableMenuList = lazy(loadMenuList);

export interface RoomControlsProps {
  room: Room;
  tournamentName: string | undefined;
  isHost: boolean;
  isMember: boolean;
  /** Whether the player still holds an entry to give up. */
  canLeaveTournament: boolean;
  /** Whether the player has chips at a table of the tournament (Leave Tournament says what becomes of them). */
  seated: boolean;
  /** The tournament is in play: End Game breaks this table rather than ending the game (its confirmation says so). */
  tournamentInPlay: boolean;
  /** Set while a waiting room is short of players: the host's Start Game waits for them (described by this id). */
  startBlockedBy?: string;
  refreshing: boolean;
  onBack: () => void;
  onRefresh: () => void;
  onLeftRoom: () => void;
  onLeftTournament: () => void;
  /**
   * `sidebar`: SPEC's sidebar (the room's id and state, Game Controls), while the room waits or is over. `menu`: while
   * the game is played, the same controls by the same names fold into one menu beside the table, which takes the space.
   */
  variant?: 'sidebar' | 'menu';
}

export type Command = 'back' | 'refresh' | 'start' | 'end' | 'leaveRoom' | 'leaveTournament';

/** The room's controls (SPEC §2 Room page): no demo buttons, only what the server does; End Game and Leave Tournament confirmed first. */
export function RoomControls({ variant = 'sidebar', ...props }: RoomControlsProps) {
  const { room, isHost, isMember } = props;
  const { start, end } = useRoomStateChange(room);
  const { leaveRoom, leaveTournament } = useLeaving(room);
  const [confirming, setConfirming] = useState<'end' | 'leaveTournament' | null>(null);
  const busy = start.isPending || end.isPending || leaveRoom.isPending || leaveTournament.isPending;

  const commands: { command: Command; name: string; shown: boolean; disabled: boolean }[] = [
    { command: 'back', name: 'Back', shown: true, disabled: false },
    { command: 'refresh', name: 'Refresh', shown: true, disabled: props.refreshing },
    { command: 'start', name: 'Start Game', shown: isHost && room.roomState === 'waiting', disabled: busy || props.startBlockedBy !== undefined },
    { command: 'end', name: 'End Game', shown: isHost && room.roomState === 'playing', disabled: busy },
    { command: 'leaveRoom', name: 'Leave Room', shown: true, disabled: busy || !isMember },
    { command: 'leaveTournament', name: 'Leave Tournament', shown: true, disabled: busy || !props.canLeaveTournament },
  ];
  const run = (command: Command) => {
    if (command === 'back') props.onBack();
    else if (command === 'refresh') props.onRefresh();
    else if (command === 'start') start.mutate();
    else if (command === 'leaveRoom') leaveRoom.mutate(undefined, { onSuccess: props.onLeftRoom });
    else setConfirming(command);
  };

  const dialogs: ReactNode = (
    <Suspense fallback={null}>
      {confirming === 'leaveTournament' && (
        <LeaveTournamentDialog
          tournamentName={props.tournamentName}
          seated={props.seated}
          leaving={leaveTournament.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => leaveTournament.mutate(undefined, { onSuccess: props.onLeftTournament, onSettled: () => setConfirming(null) })}
        />
      )}
      {confirming === 'end' && (
        <EndGameDialog
          tournamentInPlay={props.tournamentInPlay}
          ending={end.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => end.mutate(undefined, { onSettled: () => setConfirming(null) })}
        />
      )}
    </Suspense>
  );

  if (variant === 'menu') {
    return (
      <Stack component="section" aria-label="Room controls" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <RoomStateChip state={room.roomState} long />
        <TableMenu commands={commands.filter((entry) => entry.shown)} onRun={run} />
        {dialogs}
      </Stack>
    );
  }

  const button = (command: Command, label: string, style: { variant: 'outlined' | 'contained'; color?: 'secondary' | 'error' }) => {
    const entry = commands.find((candidate) => candidate.command === command)!;
    if (!entry.shown) return null;
    const pending = { start: start.isPending, end: end.isPending, leaveRoom: leaveRoom.isPending, refresh: props.refreshing }[command as string];
    return (
      <Button
        {...style}
        disabled={command === 'refresh' ? false : entry.disabled}
        loading={pending}
        aria-describedby={command === 'start' ? props.startBlockedBy : undefined}
        onClick={() => run(command)}
      >
        {label}
      </Button>
    );
  };
  return (
    <Paper component="section" aria-label="Room controls" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        {button('back', 'Back', { variant: 'outlined' })}
        {button('refresh', 'Refresh', { variant: 'outlined' })}
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
        {button('start', 'Start Game', { variant: 'contained' })}
        {button('end', 'End Game', { variant: 'contained', color: 'secondary' })}
        {button('leaveRoom', 'Leave Room', { variant: 'outlined' })}
        {button('leaveTournament', 'Leave Tournament', { variant: 'outlined', color: 'error' })}
      </Stack>
      {dialogs}
    </Paper>
  );
}

/** The room's controls in one menu beside the table while the game is played, by the same names. */
function TableMenu({ commands, onRun }: { commands: { command: Command; name: string; disabled: boolean }[]; onRun: (command: Command) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const prefetch = () => void loadMenuList();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<MoreVertIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'room-table-menu' : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minHeight: 40 }}
      >
        Table menu
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <TableMenuList
            id="room-table-menu"
            anchor={anchor}
            commands={commands}
            onClose={() => setAnchor(null)}
            onRun={(command) => {
              setAnchor(null);
              onRun(command);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
