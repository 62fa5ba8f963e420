import { useState } from 'react';
import Button from '@mui/material/Button';

const canAsk = () => typeof Notification !== 'undefined' && Notification.permission === 'default';

/**
 * Asks, on the player's click (browsers ignore a request no gesture started), to notify them of their turn while the
 * tab is hidden; gone once they answered.
 */
export function TurnNotifications() {
  const [askable, setAskable] = useState(canAsk);
  if (!askable) return null;
  return (
    <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => void Notification.requestPermission().then(() => setAskable(canAsk()))}>
      Notify me when it is my turn
    </Button>
  );
}
