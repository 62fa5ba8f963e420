import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from 'shared-events';
import { toast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useTournamentPause } from '../api/admin-live-control.api';

export interface TournamentPauseButtonProps {
  tournamentId: number;
  /** The tournament is paused now: the button resumes it. */
  paused: boolean;
}

const PAUSE = {
  label: 'Pause',
  title: 'Pause the tournament?',
  description: 'Hands in progress finish; no new hand is dealt and the blind clock stops until you resume.',
  detail: 'Late registration and the scheduled end wait for the clock too. Players see that the operator paused the tournament.',
  keep: 'Keep playing',
  done: 'The tournament is paused: its tables stop after the hands in progress.',
  failed: 'The tournament was not paused.',
};

const RESUME = {
  label: 'Resume',
  title: 'Resume the tournament?',
  description: 'Every table deals its next hand at once, and the blind clock goes on from where it stopped.',
  detail: 'The level in play keeps the time it had left when you paused.',
  keep: 'Stay paused',
  done: 'The tournament is resumed: its tables deal again.',
  failed: 'The tournament was not resumed.',
};

/** Pause (between hands) or Resume a tournament in play, each behind a confirmation that says what happens. */
export function TournamentPauseButton({ tournamentId, paused }: TournamentPauseButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const change = useTournamentPause(tournamentId);
  const text = paused ? RESUME : PAUSE;
  return (
    <>
      <Button size="small" variant="outlined" color={paused ? 'primary' : 'warning'} onClick={() => setConfirming(true)}>
        {`${text.label}…`}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={text.title}
          description={text.description}
          cancelLabel={text.keep}
          confirmLabel={text.label}
          busy={change.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            change.mutate(!paused, {
              onSuccess: () => {
                toast.success(text.done);
                setConfirming(false);
              },
              // The server's reason (already paused, no longer in play…), the dialog left open to try again or cancel.
              onError: (error) => toast.error(errorMessage(error, text.failed)),
            })
          }
        >
          <Typography variant="body2" color="text.secondary">
            {text.detail}
          </Typography>
        </ConfirmDialog>
      )}
    </>
  );
}
