// Money is formatted by shared-ui/status; this name stays only until WalletOperationDialog imports formatUsd from there.
export { formatUsd as formatMoney } from 'shared-ui/status';
