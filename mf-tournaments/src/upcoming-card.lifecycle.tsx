import { defineRemoteApp, withOwnRouter } from 'shared-ui/remote';
import { UpcomingTournamentsCard } from './upcoming/UpcomingTournamentsCard';

export const { bootstrap, mount, unmount } = defineRemoteApp(withOwnRouter(UpcomingTournamentsCard));
