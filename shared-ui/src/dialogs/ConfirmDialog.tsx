import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

export interface ConfirmDialogProps extends Omit<DialogFrameProps, 'actions' | 'onClose'> {
  /** Cancel, Escape and the backdrop (the last two not while busy). */
  onCancel: () => void;
  cancelLabel?: ReactNode;
  /** Without it only the cancel button shows: a dialog whose action depends on state may have none right now. */
  confirmLabel?: ReactNode;
  /** Confirm's click; in form mode (onSubmit) Confirm submits the form instead. */
  onConfirm?: () => void;
  /** Confirm shows a spinner beside its label; both buttons are disabled and the dialog stays open. */
  busy?: boolean;
  confirmDisabled?: boolean;
  /** An action that cannot be undone: the confirm button is error-coloured. */
  destructive?: boolean;
}

/** A decision: Cancel or Confirm, optionally a form whose Enter submits. */
export function ConfirmDialog({
  onCancel,
  cancelLabel = 'Cancel',
  confirmLabel,
  onConfirm,
  busy = false,
  confirmDisabled = false,
  destructive = false,
  ...frame
}: ConfirmDialogProps) {
  const actions = (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      {confirmLabel !== undefined && (
        <Button
          type={frame.onSubmit ? 'submit' : 'button'}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={frame.onSubmit ? undefined : onConfirm}
          disabled={confirmDisabled}
          loading={busy}
          // The label stays visible beside the spinner, so the button keeps saying what is running.
          loadingPosition="start"
          aria-busy={busy}
        >
          {confirmLabel}
        </Button>
      )}
    </>
  );
  return <DialogFrame {...frame} busy={busy} onClose={onCancel} actions={actions} />;
}
