import Button from '@mui/material/Button';
import { buysEntry, type AttendAction } from '../attend/attend-action';

/** The Attend cell's button: what it says and whether it can be pressed come from attendAction. */
export function AttendButton({ action, tournamentName, onPress }: { action: AttendAction; tournamentName: string; onPress: () => void }) {
  const primary = buysEntry(action.kind) || action.kind === 'enter-lobby';
  return (
    <Button
      size="small"
      variant={primary ? 'contained' : 'outlined'}
      disabled={action.disabled}
      onClick={onPress}
      aria-label={`${action.label}: ${tournamentName}`}
      sx={{ minWidth: 128, minHeight: 32, whiteSpace: 'nowrap', width: { xs: '100%', sm: 'auto' } }}
    >
      {action.label}
    </Button>
  );
}
