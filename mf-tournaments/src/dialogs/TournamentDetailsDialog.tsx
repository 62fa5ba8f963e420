import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events';
import type { Tournament } from 'shared-events/contracts';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { TournamentStatusChip } from 'shared-ui/status';
import { useRegistration } from '../api/tournament-queries';
import { attendAction } from '../attend/attend-action';
import { clockStatus } from '../attend/clock-status';
import { useAttendViewer } from '../attend/use-attend-viewer';
import { useEnteringLobby, useEnterLobby } from '../attend/use-enter-lobby';
import { useSecondsClock } from 'shared-ui/status';
import { FactList } from './FactList';
import { BalanceRequirement } from './BalanceRequirement';
import { balanceWarning } from './registration-balance';
import { prizeRows, tournamentFacts } from './tournament-facts';

export interface TournamentDetailsDialogProps {
  /** Keep it current (e.g. the list's row): after Register or Unregister the refetched row updates the dialog. */
  tournament: Tournament;
  onClose: () => void;
}

/**
 * A tournament's details (SPEC §2): what it is, when it runs, its prize structure; Register or Unregister while
 * it is registering, Enter Lobby once it runs (late registration included) for a registered player, Re-enter during
 * late registration for an eliminated one whose tournament sells another entry.
 */
export default function TournamentDetailsDialog({ tournament, onClose }: TournamentDetailsDialogProps) {
  const now = useSecondsClock();
  const enterLobby = useEnterLobby();
  const entering = useEnteringLobby(tournament.id);
  const status = clockStatus(tournament, now);
  const viewer = useAttendViewer(tournament);
  const { signedIn, registered } = viewer;
  const balance = useSession((state) => state.user?.balance ?? 0);
  const { register, unregister } = useRegistration();
  const busy = register.isPending || unregister.isPending || entering;
  const registering = status === 'registering';
  const running = status === 'late reg' || status === 'running';
  const reEnter = attendAction(tournament, now, viewer).kind === 're-enter';
  const buying = (registering && signedIn && !registered) || reEnter;
  const shortOfBalance = buying ? balanceWarning(balance, tournament.requiredBalance, tournament.currency) : undefined;

  // A failure is already a toast (useRegistration); the dialog stays as it was.
  const ignoreFailure = () => undefined;
  const buyEntry = () => void register.mutateAsync(tournament.id).catch(ignoreFailure);

  // One action besides Close, or none: a visitor or a player outside the running tournament only looks.
  const pickAction = (): { label: string; destructive?: boolean; run: () => void } | undefined => {
    if (registering && registered)
      return { label: 'Unregister', destructive: true, run: () => void unregister.mutateAsync(tournament.id).catch(ignoreFailure) };
    if (registering) return { label: 'Register', run: buyEntry };
    if (reEnter) return { label: 'Re-enter', run: buyEntry };
    if (running && registered) return { label: 'Enter Lobby', run: () => enterLobby(tournament) };
    return undefined;
  };
  const action = pickAction();

  const title = (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{tournament.name}</span>
      <TournamentStatusChip status={status} />
    </Stack>
  );

  return (
    <ConfirmDialog
      title={title}
      maxWidth="sm"
      cancelLabel="Close"
      onCancel={onClose}
      confirmLabel={action?.label}
      onConfirm={action?.run}
      destructive={action?.destructive}
      busy={busy}
      confirmDisabled={Boolean(shortOfBalance)}
    >
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
      {registering && !signedIn && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Log in to register for this tournament.
        </Typography>
      )}
      {buying && <BalanceRequirement tournament={tournament} balance={balance} reEntry={reEnter} />}
    </ConfirmDialog>
  );
}
