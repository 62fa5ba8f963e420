import Button from '@mui/material/Button';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

export interface InfoDialogProps extends Omit<DialogFrameProps, 'actions' | 'busy' | 'onSubmit'> {
  /** Close, Escape and the backdrop. */
  onClose: () => void;
}

/** Something to look at, then Close: results, a hand, details with nothing to decide. */
export function InfoDialog({ maxWidth = 'sm', ...frame }: InfoDialogProps) {
  const close = (
    <Button variant="contained" onClick={frame.onClose}>
      Close
    </Button>
  );
  return <DialogFrame {...frame} maxWidth={maxWidth} actions={close} />;
}
