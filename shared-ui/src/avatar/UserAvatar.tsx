import Avatar from '@mui/material/Avatar';
import { avatarInitials } from './avatar-initials';

export interface UserAvatarProps {
  username: string;
  /** The picture's address; without one, or while it fails to load, the username's initials show. */
  src?: string;
  /** Diameter in px. */
  size?: number;
  /**
   * The accessible name, for an avatar that stands alone. Without it the avatar is decorative: the username
   * stands beside it, so a screen reader would only hear it twice.
   */
  label?: string;
}

/** A user's picture, or the first two letters of the username on the primary colour (>= 4.5:1 in both themes). */
export function UserAvatar({ username, src, size = 40, label }: UserAvatarProps) {
  const initials = avatarInitials(username);
  return (
    <Avatar
      src={src || undefined}
      alt={label ?? ''}
      aria-hidden={label === undefined ? true : undefined}
      sx={{ width: size, height: size, fontSize: Math.round(size * 0.4), bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {/* MUI shows the children when there is no picture or it failed: the name goes with the initials then. */}
      {label === undefined ? (
        initials
      ) : (
        <span role="img" aria-label={label}>
          {initials}
        </span>
      )}
    </Avatar>
  );
}
