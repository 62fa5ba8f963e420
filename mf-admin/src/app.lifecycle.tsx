import { defineRemoteApp, withOwnRouter } from 'shared-ui/remote';
import { App } from './App';

export const { bootstrap, mount, unmount } = defineRemoteApp(withOwnRouter(App));
