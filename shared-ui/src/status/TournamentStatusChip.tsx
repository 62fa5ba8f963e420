import Chip, { type ChipProps } from '@mui/material/Chip';

/** A tournament's stored or clock status, or its dynamicStatus (SPEC §3, §4). */
export type TournamentBadgeStatus = 'registering' | 'late reg' | 'running' | 'completed' | 'finished' | 'cancelled';

const LABELS: Record<TournamentBadgeStatus, string> = {
  registering: 'Registering',
  'late reg': 'Late Reg',
  running: 'Running',
  completed: 'Finished',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

const STYLES: Record<TournamentBadgeStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  registering: { color: 'success', variant: 'filled' },
  'late reg': { color: 'warning', variant: 'filled' },
  running: { color: 'secondary', variant: 'filled' },
  completed: { color: 'default', variant: 'outlined' },
  finished: { color: 'default', variant: 'outlined' },
  cancelled: { color: 'error', variant: 'filled' },
};

export function tournamentStatusLabel(status: TournamentBadgeStatus): string {
  return LABELS[status] ?? status;
}

/** The one badge every screen shows a tournament's status with ("completed" reads "Finished", SPEC §2). */
export function TournamentStatusChip({ status, size = 'small' }: { status: TournamentBadgeStatus; size?: ChipProps['size'] }) {
  return <Chip size={size} label={tournamentStatusLabel(status)} {...(STYLES[status] ?? STYLES.completed)} />;
}
