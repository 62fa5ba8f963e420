import { defineRemoteApp } from 'shared-ui/remote';
import { WalletCard } from './WalletCard';

export const { bootstrap, mount, unmount } = defineRemoteApp(WalletCard);
