import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events';
import type { Tournament } from 'shared-events/contracts';
import { TournamentStatusChip } from 'shared-ui/status';
import { useRegistration } from '../api/tournament-queries';
import { enterLobby } from '../attend/attend-navigation';
import { clockStatus } from '../attend/clock-status';
import { useAttendViewer } from '../attend/use-attend-viewer';
import { useSecondsClock } from '../countdown/use-seconds-clock';
import { BusyButton } from './BusyButton';
import { FactList } from './FactList';
import { balanceWarning } from './registration-balance';
import { prizeRows, tournamentFacts } from './tournament-facts';

export interface TournamentDetailsDialogProps {
  /** Keep it current (e.g. the list's row): after Register or Unregister the refetched row updates the dialog. */
  tournament: Tournament;
  onClose: () => void;
}

/**
 * A tournament's details (SPEC §2): what it is, when it runs, its prize structure; Register or Unregister while
 * it is registering, Enter Lobby once it runs (late registration included) for a registered player.
 */
export default function TournamentDetailsDialog({ tournament, onClose }: TournamentDetailsDialogProps) {
  const now = useSecondsClock();
  const status = clockStatus(tournament, now);
  const { signedIn, registered } = useAttendViewer(tournament);
  const balance = useSession((state) => state.user?.balance ?? 0);
  const { register, unregister } = useRegistration();
  const busy = register.isPending || unregister.isPending;
  const shortOfBalance = signedIn && !registered ? balanceWarning(balance, tournament.requiredBalance, tournament.currency) : undefined;

  // A failure is already a toast (useRegistration); the dialog stays as it was.
  const ignoreFailure = () => undefined;

  return (
    <Dialog open fullWidth maxWidth="sm" onClose={busy ? undefined : onClose} aria-labelledby="tournament-details-title">
      <DialogTitle id="tournament-details-title" sx={{ pr: 3 }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{tournament.name}</span>
          <TournamentStatusChip status={status} />
        </Stack>
      </DialogTitle>
      <DialogContent>
        <FactList facts={tournamentFacts(tournament)} />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5, mb: 1 }}>
          Prize structure
        </Typography>
        <Box component="ul" aria-label="Prize structure" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
          {prizeRows(tournament.prizeStructure).map(({ places, share }) => (
            <Box component="li" key={places} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1, py: 0.5, typography: 'body2' }}>
              {places}: {share}
            </Box>
          ))}
        </Box>
        {status === 'registering' && !signedIn && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Log in to register for this tournament.
          </Typography>
        )}
        {status === 'registering' && shortOfBalance && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {shortOfBalance}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        {status === 'registering' &&
          (registered ? (
            <BusyButton
              variant="outlined"
              color="error"
              busy={unregister.isPending}
              disabled={busy}
              onClick={() => unregister.mutateAsync(tournament.id).catch(ignoreFailure)}
            >
              Unregister
            </BusyButton>
          ) : (
            <BusyButton
              variant="contained"
              busy={register.isPending}
              disabled={busy || Boolean(shortOfBalance)}
              onClick={() => register.mutateAsync(tournament.id).catch(ignoreFailure)}
            >
              Register
            </BusyButton>
          ))}
        {(status === 'late reg' || status === 'running') && registered && (
          <Button variant="contained" onClick={() => enterLobby(tournament)}>
            Enter Lobby
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
