import { useState } from 'react';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { PasswordField } from 'shared-ui/forms';

export interface PasswordPromptDialogProps {
  roomLabel: string;
  /** The typed password; an empty one too, so the caller decides that nothing is sent (SPEC §5). */
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** The join prompt of a password-protected room. */
export default function PasswordPromptDialog({ roomLabel, onSubmit, onCancel }: PasswordPromptDialogProps) {
  const [password, setPassword] = useState('');
  return (
    <ConfirmDialog
      title={`Join Room #${roomLabel}`}
      description="This room is password protected. Enter its password to join."
      confirmLabel="Join"
      onSubmit={() => onSubmit(password)}
      onCancel={onCancel}
    >
      <PasswordField
        fullWidth
        label="Room password"
        autoComplete="off"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
    </ConfirmDialog>
  );
}
