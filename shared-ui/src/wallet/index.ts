/**
 * A wallet's transactions ('shared-ui/wallet'): the player's own history (mf-wallet) and an operator's view of a
 * player's ledger (mf-admin) show them one way. A subpath entry, bundled into the remotes that use it.
 */
export { TransactionTable } from './TransactionTable';
