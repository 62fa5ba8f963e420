import { restoreSession } from 'shared-events';
import { mountStandalone } from 'shared-ui/remote';
import { DepositOnRequest } from './DepositOnRequest.component';
import { WalletCard } from './WalletCard.component';

restoreSession();
// The harness page (src/index.html, from routes.json) previews each extension in its place.
mountStandalone(WalletCard, document.getElementById('extension-walletCard') ?? undefined);
mountStandalone(DepositOnRequest, document.getElementById('extension-depositOnRequest') ?? undefined);
