import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { assetUrl, useSession } from 'shared-events';
import type { Room, Tournament, TournamentDetail } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';
import { ErrorState } from 'shared-ui/feedback';
import { TournamentStatusChip } from 'shared-ui/status';
import { useEnterLobby, useRefreshStatistics, useTriggerRoomCreation } from '../api/gamestage-actions';
import { ArrowBackIcon, RefreshIcon } from '../room-cards/icons';
import { StatTile } from '../room-cards/StatTile';
import { hasEnteredLobby, lobbyStatusText, participantCount, prizePoolText } from './lobby-stats';

/** The In Lobby panel's height (Chip and one line in its padding): the skeleton and Enter Lobby keep its place. */
const LOBBY_ENTRY_HEIGHT = 86;

export interface GameStageSidebarProps {
  tournament: Tournament;
  /** The fresh detail (registrations); undefined while it loads. */
  detail: TournamentDetail | undefined;
  /** The tournament's rooms; undefined while they load. */
  rooms: readonly Room[] | undefined;
  /** The tournament screen entered the lobby on the way here. */
  inLobby: boolean;
  /** The detail could not be read (after its retries): say so where its figures would be. */
  onRetryDetail?: () => void;
}

/** The game stage's left column (SPEC §2): back, banner, statistics, the lobby and the debug trigger. */
export function GameStageSidebar({ tournament, detail, rooms, inLobby, onRetryDetail }: GameStageSidebarProps) {
  const refresh = useRefreshStatistics(tournament.id);
  const trigger = useTriggerRoomCreation(tournament.id);
  const participants = detail && participantCount(detail);
  const pool = detail && prizePoolText(participantCount(detail), detail.entryFeeAmount, detail.currency);

  return (
    <Stack spacing={2} component="aside" aria-label="Tournament lobby">
      <Button component={Link} to="/tournaments" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Back to Tournaments
      </Button>
      <Banner tournament={tournament} />
      <Paper variant="outlined" component="section" aria-labelledby="stage-statistics-title" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="stage-statistics-title" variant="h6" component="h2">
            Statistics
          </Typography>
          <IconButton aria-label="Refresh statistics" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
            <RefreshIcon />
          </IconButton>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          <StatTile label="Participants" value={participants?.toString()} />
          <StatTile label="Game Rooms" value={rooms?.length.toString()} />
          <StatTile label="Prize Pool" value={pool?.total} detail={pool?.breakdown ?? ''} />
        </Box>
      </Paper>
      {onRetryDetail ? (
        <ErrorState inline message="Failed to load room data" onRetry={onRetryDetail} />
      ) : (
        <LobbyEntry tournamentId={tournament.id} detail={detail} rooms={rooms} inLobby={inLobby} />
      )}
      <Button variant="outlined" color="secondary" onClick={() => trigger.mutate()} disabled={trigger.isPending}>
        Trigger Room Creation (Debug)
      </Button>
    </Stack>
  );
}

function Banner({ tournament }: { tournament: Tournament }) {
  const image = assetUrl(tournament.banner);
  return (
    <Box
      sx={{
        position: 'relative',
        height: 140,
        borderRadius: 1,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        gap: 1,
        p: 2,
        color: '#fff',
        // Text sits on the dark end of the gradient: white stays above 4.5:1 whatever the banner shows.
        backgroundImage: `linear-gradient(to top, rgba(0,0,0,0.88), rgba(0,0,0,0.3))${image ? `, url("${image}")` : ', linear-gradient(135deg, #1b5e20, #0d2b12)'}`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
        {tournament.name}
      </Typography>
      <Box>
        <TournamentStatusChip status={tournament.dynamicStatus} />
      </Box>
    </Box>
  );
}

interface LobbyEntryProps {
  tournamentId: number;
  detail: TournamentDetail | undefined;
  rooms: readonly Room[] | undefined;
  inLobby: boolean;
}

/**
 * Enter Lobby while not_entered; then the In Lobby indicator, whose text follows the rooms. The lobby is known as
 * entered from the screen that entered it, this button, or the detail (which remembers it across reloads).
 */
function LobbyEntry({ tournamentId, detail, rooms, inLobby }: LobbyEntryProps) {
  const userId = useSession((state) => state.user?.id);
  const enter = useEnterLobby(tournamentId);
  const entered = inLobby || enter.isSuccess || (detail !== undefined && hasEnteredLobby(detail, userId));
  if (!detail && !entered) return <Skeleton variant="rounded" height={LOBBY_ENTRY_HEIGHT} />;
  if (entered) {
    return (
      <Paper variant="outlined" role="status" sx={{ p: 2, minHeight: LOBBY_ENTRY_HEIGHT }}>
        <Chip color="success" label="In Lobby" size="small" />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {lobbyStatusText(rooms, userId)}
        </Typography>
      </Paper>
    );
  }
  return (
    <Button variant="contained" size="large" onClick={() => enter.mutate()} disabled={enter.isPending} sx={{ minHeight: LOBBY_ENTRY_HEIGHT }}>
      {enter.isPending ? 'Entering Lobby...' : 'Enter Lobby'}
    </Button>
  );
}
