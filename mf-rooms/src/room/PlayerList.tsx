import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { assetUrl } from 'shared-events';
import { UserAvatar } from 'shared-ui/avatar';
import { playerLabel, type Seat } from './seats';
import { SidePanel } from './SidePanel';

/** The seated players in seat order: "You" or "Player n", the username, the host and the current player marked. */
export function PlayerList({ seats, hostId }: { seats: Seat[]; hostId: number | null }) {
  const seated = seats.filter((seat) => seat.member !== null);
  return (
    <SidePanel title="Players">
      {seated.length === 0 ? (
        <Typography color="text.secondary">Nobody is seated at this table.</Typography>
      ) : (
        <Stack component="ul" aria-label="Players" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {seated.map((seat) => (
            <Stack component="li" key={seat.number} direction="row" spacing={1.5} sx={{ alignItems: 'center', minHeight: 44 }}>
              <UserAvatar username={seat.member!.username} src={assetUrl(seat.member!.avatar)} size={36} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {playerLabel(seat)}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap title={seat.member!.username}>
                  {seat.member!.username}
                </Typography>
              </Box>
              {seat.member!.id === hostId && <Chip size="small" label="Host" color="secondary" />}
              {seat.isYou && <Chip size="small" label="Current" color="primary" variant="outlined" />}
            </Stack>
          ))}
        </Stack>
      )}
    </SidePanel>
  );
}
