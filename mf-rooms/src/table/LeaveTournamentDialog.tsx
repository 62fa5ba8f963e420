import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface LeaveTournamentDialogProps {
  tournamentName: string | undefined;
  leaving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Leaving a running tournament cannot be undone and is not refunded, so the player confirms it first. */
export default function LeaveTournamentDialog({ tournamentName, leaving, onCancel, onConfirm }: LeaveTournamentDialogProps) {
  return (
    <Dialog open onClose={leaving ? undefined : onCancel} aria-labelledby="leave-tournament-title" aria-describedby="leave-tournament-text">
      <DialogTitle id="leave-tournament-title">Leave {tournamentName ?? 'this tournament'}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-tournament-text">
          You give up your seat and your entry to the tournament. Your entry fee is not refunded, and you cannot register for this tournament again.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={leaving}>
          Stay
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} loading={leaving}>
          Leave Tournament
        </Button>
      </DialogActions>
    </Dialog>
  );
}
