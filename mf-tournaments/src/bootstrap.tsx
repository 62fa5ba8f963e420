import { restoreSession } from 'shared-events';
import { mountStandalone, withOwnRouter } from 'shared-ui/remote';
import { App } from './App';
import { UpcomingTournamentsCard } from './upcoming/UpcomingTournamentsCard';

restoreSession();
// At `/` the harness lists this module's routes and previews its dashboard card (src/index.html, from routes.json).
if (window.location.pathname === '/')
  mountStandalone(withOwnRouter(UpcomingTournamentsCard), document.getElementById('extension-upcomingCard') ?? undefined);
else mountStandalone(withOwnRouter(App));
