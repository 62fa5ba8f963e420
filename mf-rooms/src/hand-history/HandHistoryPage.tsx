import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HandHistoryRow } from 'shared-events/contracts';
import { HAND_HISTORY_PAGE_SIZE, useHandHistory } from '../api/hand-history.api';
import { HandHistorySkeleton, HandHistoryTable } from './HandHistoryTable';

const HandReviewDialog = lazy(() => import('./HandReviewDialog'));

/** /hand-history (SPEC §2): the player's recorded hands, ten a page, each open to review. Never sample hands. */
export default function HandHistoryPage() {
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<HandHistoryRow | null>(null);
  const history = useHandHistory(page);
  const pages = history.data ? Math.max(1, Math.ceil(history.data.count / HAND_HISTORY_PAGE_SIZE)) : 1;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <div>
        <Typography variant="h4" component="h1">
          Hand History
        </Typography>
        <Typography color="text.secondary">The hands you played at the tournament tables, newest first.</Typography>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Recent Hands
        </Typography>
        {history.isPending && <HandHistorySkeleton />}
        {history.isError && !history.data && (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start', py: 1 }}>
            <Typography role="alert">Failed to load your hand history.</Typography>
            <Button variant="outlined" onClick={() => void history.refetch()} loading={history.isFetching}>
              Retry
            </Button>
          </Stack>
        )}
        {history.data?.count === 0 && <Typography sx={{ py: 2 }}>No hand history available yet.</Typography>}
        {history.data && history.data.rows.length > 0 && <HandHistoryTable rows={history.data.rows} onReview={setReviewing} />}
        {pages > 1 && (
          <Stack
            component="nav"
            aria-label="Hand history pages"
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1.5 }}
          >
            <Button onClick={() => setPage(page - 1)} disabled={page <= 1 || history.isPlaceholderData}>
              Prev
            </Button>
            <Typography variant="body2" aria-live="polite">
              Page {page} of {pages}
            </Typography>
            <Button onClick={() => setPage(page + 1)} disabled={page >= pages || history.isPlaceholderData}>
              Next
            </Button>
          </Stack>
        )}
      </Paper>
      {reviewing && (
        <Suspense fallback={null}>
          <HandReviewDialog hand={reviewing} onClose={() => setReviewing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
