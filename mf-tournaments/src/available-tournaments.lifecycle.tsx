import { defineRemoteApp, withOwnRouter } from 'shared-ui/remote';
import { LiveTournaments } from './api/live-tournaments';
import { AvailableTournaments } from './dashboard/AvailableTournaments';

function AvailableTournamentsSection() {
  return (
    <LiveTournaments>
      <AvailableTournaments />
    </LiveTournaments>
  );
}

export const { bootstrap, mount, unmount } = defineRemoteApp(withOwnRouter(AvailableTournamentsSection));
