import { ComingSoonPage } from 'shared-ui';

export default function TournamentLobbyPage() {
  return <ComingSoonPage title="Tournament Lobby" description="Scheduled tournaments will be listed here." />;
}
