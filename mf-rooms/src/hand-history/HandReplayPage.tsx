import { Suspense } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Link, useParams } from 'shared-ui/router';
import { useHandReplay } from '../api/hand-replay.api';
import { isNotFound } from '../api/rooms-tournament-query';
import { HandReplayView } from '../game';
import { GAME_NAMES } from './hand-result';
import { handDateFormat } from './HandHistoryTable';
import { VerifyDeal } from '../fairness/VerifyDeal';
import { HandDownloads } from './HandDownloads';

/** /hand-history/{handId}: one of the player's hands replayed on the table's felt, to download and to verify. */
export default function HandReplayPage() {
  const { handId: param } = useParams<'handId'>();
  const handId = Number(param);
  const valid = Number.isSafeInteger(handId) && handId > 0;
  const hand = useHandReplay(handId, valid);
  const missing = !valid || isNotFound(hand.error);
  const replay = hand.data;

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <div>
        <Button component={Link} to="/hand-history" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          Hand History
        </Button>
        <Typography variant="h4" component="h1">
          {replay ? `Hand #${replay.handNumber}` : 'Hand review'}
        </Typography>
        {replay && (
          <Typography color="text.secondary">
            {`${replay.tournamentName} · Room ${replay.roomId} · ${GAME_NAMES[replay.gameType]} · blinds ${replay.stakes} · ${handDateFormat.format(new Date(replay.endedAt))}`}
          </Typography>
        )}
      </div>
      {missing && <EmptyState title="This hand is not in your hand history." align="start" />}
      {!missing && hand.isPending && <LoadingState label="Loading the hand" placeholders={3} placeholderHeight={120} />}
      {!missing && hand.isError && (
        <ErrorState message="Failed to load the hand." onRetry={() => void hand.refetch()} retrying={hand.isFetching} align="start" />
      )}
      {replay?.voided && (
        <Typography role="note" sx={{ fontWeight: 600 }}>
          This hand was stopped before its end: it is void, and every player kept the chips they had before it.
        </Typography>
      )}
      {replay && (
        <>
          <Suspense fallback={<LoadingState label="Loading the table" placeholders={1} placeholderHeight={360} />}>
            <HandReplayView replay={replay} />
          </Suspense>
          <VerifyDeal replay={replay} />
          <HandDownloads replay={replay} />
        </>
      )}
    </Stack>
  );
}
