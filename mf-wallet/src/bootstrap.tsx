import { restoreSession } from 'shared-events';
import { mountStandalone } from 'shared-ui/remote';
import { WalletCard } from './WalletCard.component';

restoreSession();
mountStandalone(WalletCard);
