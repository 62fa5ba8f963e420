import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export interface PasswordPromptDialogProps {
  roomLabel: string;
  /** The typed password; an empty one too, so the caller decides that nothing is sent (SPEC §5). */
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** The join prompt of a password-protected room. */
export default function PasswordPromptDialog({ roomLabel, onSubmit, onCancel }: PasswordPromptDialogProps) {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="room-password-title" aria-describedby="room-password-text" maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="room-password-title">Join Room #{roomLabel}</DialogTitle>
        <DialogContent>
          <DialogContentText id="room-password-text" sx={{ mb: 2 }}>
            This room is password protected. Enter its password to join.
          </DialogContentText>
          <TextField
            fullWidth
            type="password"
            label="Room password"
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 128 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Join
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
