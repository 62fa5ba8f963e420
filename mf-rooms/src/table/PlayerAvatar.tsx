import { assetUrl } from 'shared-events';
import type { RoomMember } from 'shared-events/contracts';
import { UserAvatar } from 'shared-ui/avatar';

// Kept for TableSeat until the seat moves to shared-ui/poker; then this file goes.
export function PlayerAvatar({ member, size = 40 }: { member: Pick<RoomMember, 'username' | 'avatar'>; size?: number }) {
  return <UserAvatar username={member.username} src={assetUrl(member.avatar)} size={size} />;
}
