import { restoreSession } from 'shared-events';
import { mountStandalone } from 'shared-ui/remote';
import { NotificationBell } from './bell/NotificationBell';

restoreSession();
mountStandalone(NotificationBell);
