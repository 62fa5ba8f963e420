import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import { UserAvatar } from 'shared-ui/avatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { assetUrl } from 'shared-events';
import type { Room } from 'shared-events/contracts';
import { InfoDialog } from 'shared-ui/dialogs';
import { RoomStateChip } from 'shared-ui/status';
import { clockTime, playersText } from '../room-cards/room-format';

/** A room's details: its state, seats and who sits there, the host marked. */
export default function RoomDetailsDialog({ room, onClose }: { room: Room; onClose: () => void }) {
  return (
    <InfoDialog title={`Room #${room.roomId}`} onClose={onClose} maxWidth="xs">
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
                <UserAvatar username={member.username} src={assetUrl(member.avatar)} />
              </ListItemAvatar>
              <ListItemText primary={member.firstName || member.username} secondary={`@${member.username}`} />
            </ListItem>
          ))}
        </List>
      )}
    </InfoDialog>
  );
}
