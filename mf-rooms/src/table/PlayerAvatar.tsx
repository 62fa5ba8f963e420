import Avatar from '@mui/material/Avatar';
import { assetUrl } from 'shared-events';
import type { RoomMember } from 'shared-events/contracts';

/** SPEC §2: without an avatar image, the first two letters of the username in upper case. */
export function avatarInitials(username: string): string {
  return username.trim().slice(0, 2).toUpperCase();
}

export function PlayerAvatar({ member, size = 40 }: { member: Pick<RoomMember, 'username' | 'avatar'>; size?: number }) {
  return (
    // The username stands beside every avatar, so the image adds nothing for a screen reader.
    <Avatar
      src={assetUrl(member.avatar)}
      alt=""
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {avatarInitials(member.username)}
    </Avatar>
  );
}
