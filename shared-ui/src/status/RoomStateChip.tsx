import Chip, { type ChipProps } from '@mui/material/Chip';

export type RoomBadgeState = 'waiting' | 'playing' | 'completed' | 'cancelled';

/** The room page's labels (SPEC §2 Room page). */
export const ROOM_STATE_LABELS: Record<RoomBadgeState, string> = {
  waiting: 'Waiting for Players',
  playing: 'Game in Progress',
  completed: 'Game Completed',
  cancelled: 'Cancelled',
};

const SHORT_LABELS: Record<RoomBadgeState, string> = { waiting: 'Waiting', playing: 'Playing', completed: 'Completed', cancelled: 'Cancelled' };

/** SPEC §4 badge styles: waiting default, playing secondary, completed outline, cancelled destructive. */
const STYLES: Record<RoomBadgeState, Pick<ChipProps, 'color' | 'variant'>> = {
  waiting: { color: 'default', variant: 'filled' },
  playing: { color: 'secondary', variant: 'filled' },
  completed: { color: 'default', variant: 'outlined' },
  cancelled: { color: 'error', variant: 'filled' },
};

/** A room's state badge: the long labels on the room page, short ones on cards. */
export function RoomStateChip({ state, long = false, size = 'small' }: { state: RoomBadgeState; long?: boolean; size?: ChipProps['size'] }) {
  return <Chip size={size} label={(long ? ROOM_STATE_LABELS : SHORT_LABELS)[state] ?? state} {...(STYLES[state] ?? STYLES.waiting)} />;
}
