import { restoreSession } from 'shared-events';
import { mountStandalone, withOwnRouter } from 'shared-ui/remote';
import { App } from './App';

restoreSession();
// At `/` the harness lists this module's routes (src/index.html, from routes.json); every other path is a screen.
if (window.location.pathname !== '/') mountStandalone(withOwnRouter(App));
