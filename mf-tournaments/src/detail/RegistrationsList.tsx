import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { assetUrl, useSession } from 'shared-events';
import type { TournamentRegistrationView } from 'shared-events/contracts';
import { UserAvatar } from 'shared-ui/avatar';
import { formatDateTime } from '../countdown/countdown-format';

/** SPEC §4: a player's tournament state reads registered, playing or completed; any other is styled destructive. */
const STATES: Record<TournamentRegistrationView['state'], { label: string; color: 'default' | 'secondary' | 'error' } | undefined> = {
  registered: undefined,
  playing: { label: 'Playing', color: 'secondary' },
  completed: { label: 'Completed', color: 'default' },
  left: { label: 'Left', color: 'error' },
};

export interface RegistrationsListProps {
  /** Undefined while the detail loads (the page may already show the tournament from the lobby list). */
  registrations: readonly TournamentRegistrationView[] | undefined;
  players: number;
  maxPlayers: number;
  failed?: boolean;
}

/** The registered players: avatar (initials when there is none), username, country, registration time. */
export function RegistrationsList({ registrations, players, maxPlayers, failed = false }: RegistrationsListProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="registrations-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="registrations-heading" variant="h6" component="h2">
          Registered Players
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {players} / {maxPlayers}
        </Typography>
      </Box>
      <RegistrationsBody registrations={registrations} failed={failed} />
    </Paper>
  );
}

function RegistrationsBody({ registrations, failed }: Pick<RegistrationsListProps, 'registrations' | 'failed'>) {
  if (!registrations) {
    if (failed) return <Typography color="text.secondary">Could not load the registered players.</Typography>;
    return (
      <Box aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <RowSkeleton key={row} />
        ))}
      </Box>
    );
  }
  if (registrations.length === 0) return <Typography color="text.secondary">No players registered yet.</Typography>;
  return (
    <Box component="ul" aria-labelledby="registrations-heading" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {registrations.map((registration) => (
        <RegistrationRow key={registration.userId} registration={registration} />
      ))}
    </Box>
  );
}

const ROW_SX = { display: 'flex', alignItems: 'center', gap: 1.5, py: 1, minHeight: 56 } as const;

function RegistrationRow({ registration }: { registration: TournamentRegistrationView }) {
  const { User: user } = registration;
  const state = STATES[registration.state];
  const own = useSession((session) => session.user?.id === registration.userId);
  return (
    <Box component="li" sx={{ ...ROW_SX, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <UserAvatar username={user.username} src={assetUrl(user.avatar)} size={40} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {user.username}
            {own && ' (You)'}
          </Typography>
          {state && <Chip size="small" label={state.label} color={state.color} variant={state.color === 'default' ? 'outlined' : 'filled'} />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {user.country} · registered <time dateTime={registration.registeredAt}>{formatDateTime(registration.registeredAt)}</time>
        </Typography>
        {user.email && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function RowSkeleton() {
  return (
    <Box sx={ROW_SX}>
      <Skeleton variant="circular" width={40} height={40} />
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="25%" sx={{ typography: 'body2' }} />
      </Box>
    </Box>
  );
}
