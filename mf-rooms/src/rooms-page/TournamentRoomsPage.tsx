import { ComingSoonPage } from 'shared-ui';

export default function TournamentRoomsPage() {
  return <ComingSoonPage title="Tournament Rooms" description="The rooms of this tournament will be listed here." />;
}
