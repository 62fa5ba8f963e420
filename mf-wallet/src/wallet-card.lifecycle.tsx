import { defineRemoteApp } from 'shared-ui/remote';
import { WalletCard } from './WalletCard.component';

export const { bootstrap, mount, unmount } = defineRemoteApp(WalletCard);
