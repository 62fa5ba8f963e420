import { defineRemoteApp } from 'shared-ui/remote';
import { App } from './App';

export const { bootstrap, mount, unmount } = defineRemoteApp(App);
