import { restoreSession } from 'shared-events';
import { mountStandalone } from 'shared-ui/remote';
import { WalletCard } from './WalletCard.component';

restoreSession();
// The harness page (src/index.html, from routes.json) previews the card in the place of its extension.
mountStandalone(WalletCard, document.getElementById('extension-walletCard') ?? undefined);
