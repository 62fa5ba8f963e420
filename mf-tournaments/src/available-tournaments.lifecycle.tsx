import { defineRemoteApp, withOwnRouter } from 'shared-ui/remote';
import { TournamentsQueryProvider } from './api/TournamentsQueryProvider';
import { AvailableTournaments } from './dashboard/AvailableTournaments';

function AvailableTournamentsSection() {
  return (
    <TournamentsQueryProvider>
      <AvailableTournaments />
    </TournamentsQueryProvider>
  );
}

export const { bootstrap, mount, unmount } = defineRemoteApp(withOwnRouter(AvailableTournamentsSection));
