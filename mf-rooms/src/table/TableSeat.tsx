import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PlayerAvatar } from './PlayerAvatar';
import type { Seat } from './seats';

// Pixel sizes: MUI reads a bare 1 as 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One seat of the oval: its player (avatar, username, "You") or an empty seat. Fixed size, so filling it moves nothing. */
export function TableSeat({ seat }: { seat: Seat }) {
  const { member } = seat;
  return (
    <Box
      sx={{
        position: 'relative',
        width: { xs: '100%', sm: 116 },
        height: 76,
        px: 1,
        display: 'flex',
        flexDirection: { xs: 'row', sm: 'column' },
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 1.5, sm: 0.5 },
        borderRadius: 2,
        border: 1,
        borderStyle: member ? 'solid' : 'dashed',
        borderColor: seat.isYou ? 'primary.main' : member ? 'divider' : 'text.disabled',
        bgcolor: 'background.paper',
        boxShadow: member ? 2 : 0,
      }}
    >
      <Box component="span" sx={visuallyHidden}>{`Seat ${seat.number}: `}</Box>
      {member ? (
        <>
          <PlayerAvatar member={member} size={32} />
          <Box sx={{ minWidth: 0, maxWidth: '100%', textAlign: { xs: 'left', sm: 'center' } }}>
            <Typography variant="body2" noWrap title={member.username} sx={{ fontWeight: 600 }}>
              {member.username}
            </Typography>
            {seat.isYou && (
              <Typography variant="caption" component="p" sx={{ color: 'primary.main', fontWeight: 700, lineHeight: 1.2 }}>
                You
              </Typography>
            )}
          </Box>
        </>
      ) : (
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Empty Seat
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary">
            Join to play
          </Typography>
        </Box>
      )}
    </Box>
  );
}
