import { defineRemoteApp, withOwnRouter } from 'shared-ui/remote';
import { LiveTournaments } from './api/live-tournaments';
import { AvailableTournaments } from './dashboard/AvailableTournaments';
import { YourTables } from './dashboard/YourTables';

function AvailableTournamentsSection() {
  return (
    <LiveTournaments>
      <YourTables />
      <AvailableTournaments />
    </LiveTournaments>
  );
}

export const { bootstrap, mount, unmount } = defineRemoteApp(withOwnRouter(AvailableTournamentsSection));
