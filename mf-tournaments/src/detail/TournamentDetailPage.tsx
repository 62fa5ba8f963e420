import { ComingSoonPage } from 'shared-ui';

export default function TournamentDetailPage() {
  return <ComingSoonPage title="Tournament" description="Tournament details will be shown here." />;
}
