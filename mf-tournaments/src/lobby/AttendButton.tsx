import Button from '@mui/material/Button';
import { buysEntry, type AttendAction } from '../attend/attend-action';
import { useEnteringLobby } from '../attend/use-enter-lobby';

/** The Attend cell's button: what it says and whether it can be pressed come from attendAction; busy while its lobby is entered. */
export function AttendButton({
  action,
  tournament,
  onPress,
}: {
  action: AttendAction;
  tournament: { id: number; name: string };
  onPress: () => void;
}) {
  const entering = useEnteringLobby(tournament.id) && action.kind === 'enter-lobby';
  const label = entering ? 'Entering Lobby...' : action.label;
  const primary = buysEntry(action.kind) || action.kind === 'enter-lobby';
  return (
    <Button
      size="small"
      variant={primary ? 'contained' : 'outlined'}
      disabled={action.disabled || entering}
      aria-busy={entering}
      onClick={onPress}
      aria-label={`${label}: ${tournament.name}`}
      sx={{ minWidth: 128, minHeight: 32, whiteSpace: 'nowrap', width: { xs: '100%', sm: 'auto' } }}
    >
      {label}
    </Button>
  );
}
