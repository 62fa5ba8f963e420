import { restoreSession } from 'shared-events';
import { mountStandalone } from 'shared-ui/remote';
import { App } from './App';

restoreSession();
mountStandalone(App);
