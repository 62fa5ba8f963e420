import { defineRemoteApp } from 'shared-ui/remote';
import { DepositOnRequest } from './DepositOnRequest.component';

export const { bootstrap, mount, unmount } = defineRemoteApp(DepositOnRequest);
