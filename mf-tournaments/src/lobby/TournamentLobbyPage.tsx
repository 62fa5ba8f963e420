import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Tournament } from 'shared-events/contracts';
import { useNavigate } from 'shared-ui/router';
import { useTournaments } from '../api/tournament-queries';
import { viewRooms } from '../attend/attend-navigation';
import { useEnterLobby } from '../attend/use-enter-lobby';
import { useStatusClock } from '../countdown/status-clock';
import { LobbyDialogs, type LobbyDialogKind, type OpenLobbyDialog } from './LobbyDialogs';
import { LobbyFilters } from './LobbyFilters';
import { filterTournaments, type LobbyFilter } from './lobby-filter';
import { useStatusChangeToasts } from './status-change-toasts';
import { TournamentTable, type TableState } from './TournamentTable';
import type { RowIntent } from './TournamentRow';

const DIALOG_OF: Partial<Record<RowIntent, LobbyDialogKind>> = {
  details: 'details',
  banner: 'banner',
  register: 'register',
  'late-register': 'register',
  're-enter': 'register',
  results: 'results',
};

/** /tournaments (SPEC §2 Tournament lobby list): search, status filter, the table and its dialogs. */
export default function TournamentLobbyPage() {
  const list = useTournaments();
  const navigate = useNavigate();
  const enterLobby = useEnterLobby();
  const [filter, setFilter] = useState<LobbyFilter>({ search: '', status: 'all' });
  const [open, setOpen] = useState<OpenLobbyDialog>();
  const statusTime = useStatusClock(list.data);
  useStatusChangeToasts(list.data, statusTime);

  const shown = useMemo(() => list.data && filterTournaments(list.data, filter, statusTime), [list.data, filter, statusTime]);

  const onIntent = useCallback(
    (tournament: Tournament, intent: RowIntent) => {
      if (intent === 'enter-lobby') return enterLobby(tournament);
      if (intent === 'view-rooms') return viewRooms(navigate, tournament);
      const kind = DIALOG_OF[intent];
      if (kind) setOpen({ kind, tournamentId: tournament.id });
    },
    [navigate, enterLobby],
  );
  const close = useCallback(() => setOpen(undefined), []);

  // Stale rows stay on screen when a background refresh fails; the error shows only when there is nothing to show.
  const state: TableState = shown
    ? { kind: 'rows', tournaments: shown }
    : list.isError
      ? { kind: 'error', onRetry: () => void list.refetch() }
      : { kind: 'loading' };

  return (
    <Box component="section" aria-labelledby="lobby-title">
      <Typography variant="h4" component="h1" id="lobby-title" gutterBottom>
        Tournament Lobby
      </Typography>
      <LobbyFilters filter={filter} onChange={setFilter} />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ minHeight: '1.5em', mb: 1 }}>
        {state.kind === 'loading' && 'Loading tournaments...'}
        {shown && list.data && `Showing ${shown.length} of ${list.data.length} tournaments`}
      </Typography>
      <TournamentTable state={state} statusTime={statusTime} onIntent={onIntent} />
      <LobbyDialogs open={open} tournaments={list.data ?? []} onClose={close} />
    </Box>
  );
}
