import { defineRemoteApp } from 'shared-ui/remote';
import { NotificationBell } from './bell/NotificationBell';

export const { bootstrap, mount, unmount } = defineRemoteApp(NotificationBell);
