import { lazy, Suspense, useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HandHistoryRow } from 'shared-events/contracts';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Pagination } from 'shared-ui/pagination';
import { HAND_HISTORY_PAGE_SIZE, useHandHistory } from '../api/hand-history.api';
import { HAND_ROW_HEIGHT, HandHistoryTable } from './HandHistoryTable';

const HandReviewDialog = lazy(() => import('./HandReviewDialog'));

/** /hand-history (SPEC §2): the player's recorded hands, ten a page, each open to review. Never sample hands. */
export default function HandHistoryPage() {
  const [reviewing, setReviewing] = useState<HandHistoryRow | null>(null);
  const { page, setPage, query: history } = useHandHistory();

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
        {history.data && history.data.rows.length > 0 && <HandHistoryTable rows={history.data.rows} onReview={setReviewing} />}
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
      </Paper>
      {reviewing && (
        <Suspense fallback={null}>
          <HandReviewDialog hand={reviewing} onClose={() => setReviewing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
