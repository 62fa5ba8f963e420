import { ComingSoonPage } from 'shared-ui';

export default function RoomPage() {
  return <ComingSoonPage title="Poker Table" description="The table of this room will be shown here." />;
}
