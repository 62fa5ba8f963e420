import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Pagination } from 'shared-ui/pagination';
import { HAND_HISTORY_PAGE_SIZE, useHandHistory } from '../api/hand-history.api';
import { useHandHistoryTournaments } from '../api/hand-replay.api';
import { downloadExport, EXPORT_FORMATS } from './HandDownloads';
import { HAND_ROW_HEIGHT, HandHistoryTable } from './HandHistoryTable';
import { TournamentFilter } from './TournamentFilter';

/** /hand-history (SPEC §2): the player's recorded hands, ten a page, of one tournament or all, each to review. */
export default function HandHistoryPage() {
  const [tournamentId, setTournamentId] = useState<number | undefined>();
  const { page, setPage, query: history } = useHandHistory(tournamentId);
  const tournaments = useHandHistoryTournaments();
  const [failed, setFailed] = useState(false);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <div>
        <Typography variant="h4" component="h1">
          Hand History
        </Typography>
        <Typography color="text.secondary">The hands you played at the tournament tables, newest first.</Typography>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5, mb: 1 }}>
          <Typography variant="h6" component="h2">
            Recent Hands
          </Typography>
          {(tournaments.data?.length ?? 0) > 0 && (
            <TournamentFilter
              options={tournaments.data ?? []}
              value={tournamentId}
              onChange={(id) => {
                setTournamentId(id);
                setPage(1);
              }}
            />
          )}
        </Stack>
        {history.isPending && <LoadingState label="Loading hand history" placeholders={5} placeholderHeight={HAND_ROW_HEIGHT} />}
        {history.isError && !history.data && (
          <ErrorState
            message="Failed to load your hand history."
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
            align="start"
          />
        )}
        {history.data?.count === 0 && <EmptyState title="No hand history available yet." align="start" />}
        {history.data && history.data.rows.length > 0 && <HandHistoryTable rows={history.data.rows} />}
        {history.data && (
          <Pagination
            page={page}
            total={history.data.count}
            pageSize={HAND_HISTORY_PAGE_SIZE}
            onChange={setPage}
            label="Hand history pages"
            showPageCount
            disabled={history.isPlaceholderData}
            sx={{ justifyContent: 'flex-end', mt: 1.5 }}
          />
        )}
        {(history.data?.count ?? 0) > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2 }}>
            <Typography variant="body2" sx={{ mr: 1 }}>
              {tournamentId === undefined ? 'Download all your hands:' : 'Download this tournament’s hands:'}
            </Typography>
            {EXPORT_FORMATS.map(({ format, label, extension }) => (
              <Button
                key={format}
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => {
                  setFailed(false);
                  const params = { format, ...(tournamentId === undefined ? {} : { tournamentId }) };
                  const name = `hand-history${tournamentId === undefined ? '' : `-${tournamentId}`}.${format === 'phh' ? 'phhs' : extension}`;
                  downloadExport('/api/users/hand-history/export', params, name).catch(() => setFailed(true));
                }}
              >
                {label}
              </Button>
            ))}
            {failed && (
              <Typography role="alert" color="error" variant="body2">
                The download failed. Please try again.
              </Typography>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
