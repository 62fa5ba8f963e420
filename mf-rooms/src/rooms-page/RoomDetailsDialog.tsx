import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { assetUrl } from 'shared-events';
import type { Room } from 'shared-events/contracts';
import { RoomStateChip } from 'shared-ui/status';
import { clockTime, playersText } from '../room-cards/room-format';

/** A room's details: its state, seats and who sits there, the host marked. */
export default function RoomDetailsDialog({ room, onClose }: { room: Room; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="room-details-title" maxWidth="xs" fullWidth>
      <DialogTitle id="room-details-title">Room #{room.roomId}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <RoomStateChip state={room.roomState} long />
          {room.hasPassword && <Chip size="small" variant="outlined" label="Password Protected" />}
        </Stack>
        <Typography variant="body2">
          Players {playersText(room)} · Min {room.minMembers} · Created {clockTime(room.createdDate)}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          Members
        </Typography>
        {room.members.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            No players seated.
          </Typography>
        ) : (
          <List dense aria-label="Members">
            {room.members.map((member) => (
              <ListItem
                key={member.id}
                disableGutters
                secondaryAction={member.id === room.createdBy ? <Chip size="small" color="primary" label="Host" /> : undefined}
              >
                <ListItemAvatar>
                  <Avatar src={assetUrl(member.avatar)} alt="">
                    {member.username.slice(0, 2).toUpperCase()}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={member.firstName || member.username} secondary={`@${member.username}`} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
