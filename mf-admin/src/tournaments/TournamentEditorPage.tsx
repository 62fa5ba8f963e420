import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams, useSearchParams } from 'shared-ui/router';
import { toast } from 'shared-ui';
import { ErrorState, LoadingState } from 'shared-ui/feedback';
import { useSaveTournament, useTournament } from '../api/admin-tournaments.api';
import { TournamentForm } from './TournamentForm';
import { newTournamentValues, tournamentRequest, tournamentValues } from './tournament-form.values';

const idOf = (value: string | null | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/**
 * /admin/tournaments/new (with `?from=<id>`: a copy of that tournament) and /admin/tournaments/:tournamentId/edit:
 * every field the server keeps of a tournament, saved through the admin API.
 */
export default function TournamentEditorPage() {
  const navigate = useNavigate();
  const editing = idOf(useParams().tournamentId);
  const copying = idOf(useSearchParams()[0].get('from'));
  const source = useTournament(editing ?? copying);
  const save = useSaveTournament(editing);
  const initialValues = useMemo(
    () => (source.data ? tournamentValues(source.data, { copy: editing === undefined }) : newTournamentValues(new Date())),
    [source.data, editing],
  );
  const title = editing !== undefined ? 'Edit tournament' : copying !== undefined ? 'Copy of a tournament' : 'New tournament';
  const back = () => navigate('/admin/tournaments');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {source.isLoading && <LoadingState label="Loading the tournament" placeholders={6} placeholderHeight={56} />}
      {source.isError && (
        <ErrorState message="Failed to load the tournament." onRetry={() => void source.refetch()} retrying={source.isFetching} align="start" />
      )}
      {(source.data || (editing === undefined && copying === undefined)) && (
        <TournamentForm
          key={source.data?.id ?? 'new'}
          initialValues={initialValues}
          submitLabel={editing !== undefined ? 'Save changes' : 'Create tournament'}
          save={async (values) => {
            const tournament = await save.mutateAsync(tournamentRequest(values));
            toast.success(editing !== undefined ? `${tournament.name} saved.` : `${tournament.name} created.`);
            back();
          }}
          failure="The tournament was not saved."
          onCancel={back}
          started={editing !== undefined && source.data?.status !== 'registering'}
        />
      )}
    </Paper>
  );
}
