import { restoreSession } from 'shared-events';
import { mountStandalone } from 'shared-ui/remote';
import { NotificationBell } from './bell/NotificationBell';

restoreSession();
// The harness page (src/index.html, from routes.json) previews the bell in the place of its extension.
mountStandalone(NotificationBell, document.getElementById('extension-bell') ?? undefined);
