/** A user's avatar with the initials fallback ('shared-ui/avatar'): header, profile, registrations, the table. */
export { UserAvatar, type UserAvatarProps } from './UserAvatar';
export { avatarInitials } from './avatar-initials';
