import { InfoDialog } from 'shared-ui/dialogs';
import { ErrorState } from 'shared-ui/feedback';

export interface PaymentsUnavailableDialogProps {
  title: string;
  onRetry: () => void;
  retrying: boolean;
  onClose: () => void;
}

/** In the place of Deposit or Withdraw while the site's way of paying is unknown: no form that may be the wrong one. */
export default function PaymentsUnavailableDialog({ title, onRetry, retrying, onClose }: PaymentsUnavailableDialogProps) {
  return (
    <InfoDialog title={title} onClose={onClose}>
      <ErrorState message="Failed to load the wallet’s payment options." onRetry={onRetry} retrying={retrying} align="start" />
    </InfoDialog>
  );
}
