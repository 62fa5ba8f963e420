/**
 * How money enters and leaves the site (issue #27), shared by the server and the modules. Types only.
 *
 * PAYMENTS=demo (the default): POST /api/users/wallet/deposit and /withdraw move demo funds at once.
 * PAYMENTS=evm: USDT (a 6-decimal ERC-20) on an EVM chain. Deposits arrive by transfer to the player's own deposit
 * address and are credited after the network's confirmations; withdrawals go to a confirmed address of the player's,
 * signed and sent by the site's hot wallet. Amounts are USDT as JSON numbers with at most 6 decimals (exact in a
 * double), as everywhere in the wallet API.
 */

export type PaymentsMode = 'demo' | 'evm';

/** The chain and token of PAYMENTS=evm. */
export interface PaymentsNetwork {
  /** Shown to players, e.g. "Ethereum", "Polygon PoS", "Hardhat (local)". */
  name: string;
  chainId: number;
  /** The token's contract address, checksummed. */
  tokenContract: string;
  /** Blocks a deposit waits before it is credited. */
  confirmations: number;
}

/** The withdrawal limits of the signed-in player, as they stand now. */
export interface WithdrawalLimits {
  /** Smallest withdrawal. */
  minimum: number;
  /** Most a player may withdraw in a UTC day (requests not refunded count). */
  dailyLimit: number;
  /** What the player has withdrawn today (UTC) so far. */
  usedToday: number;
  /** A withdrawal above this waits for an operator's approval. */
  approvalThreshold: number;
}

/** GET /api/users/wallet/payments: how this site takes and pays money, for the signed-in player. */
export interface WalletPaymentsResponse {
  mode: PaymentsMode;
  /** evm only. */
  network?: PaymentsNetwork;
  /** evm only: smaller transfers are recorded but never credited (state 'below_minimum'). */
  minimumDeposit?: number;
  /** evm only. */
  withdrawal?: WithdrawalLimits;
}

/** GET /api/users/wallet/deposit-address (evm only; 409 PAYMENTS_DEMO in demo mode). */
export interface DepositAddressResponse {
  /** The player's own deposit address, checksummed (EIP-55). Always the same for a player. */
  address: string;
  network: PaymentsNetwork;
  minimumDeposit: number;
  /** An SVG document of a QR code of the address, for the dialog (made by the server: no QR code in the bundle). */
  qrSvg: string;
}

/**
 * A token transfer to a player's deposit address, seen on chain.
 * - pending: in a block, waiting for `requiredConfirmations`;
 * - credited: added to the wallet (once per chain, transaction and log index);
 * - dropped: its block left the chain (a reorganisation) before it was confirmed; never credited;
 * - below_minimum: confirmed but under the minimum deposit; never credited.
 */
export type ChainDepositState = 'pending' | 'credited' | 'dropped' | 'below_minimum';

export interface ChainDeposit {
  id: number;
  txHash: string;
  logIndex: number;
  blockNumber: number;
  amount: number;
  state: ChainDepositState;
  confirmations: number;
  requiredConfirmations: number;
  /** ISO 8601: when the site first saw it. */
  seenAt: string;
  /** ISO 8601, when credited. */
  creditedAt: string | null;
}

/** GET /api/users/wallet/deposits?page&limit: the player's chain deposits, newest first. */
export interface ChainDepositsResponse {
  rows: ChainDeposit[];
  count: number;
  page: number;
  limit: number;
}

/**
 * A withdrawal's life:
 * - awaiting_approval: above the approval threshold, waiting for an operator;
 * - requested: queued for the signing worker;
 * - sent: signed and broadcast (`txHash` set), waiting for confirmations;
 * - confirmed: final on chain;
 * - refunded: it failed on chain, or an operator rejected it; the amount went back to the wallet (`reason` says why).
 */
export type WithdrawalState = 'awaiting_approval' | 'requested' | 'sent' | 'confirmed' | 'refunded';

export interface Withdrawal {
  id: number;
  amount: number;
  /** Checksummed destination. */
  toAddress: string;
  state: WithdrawalState;
  txHash: string | null;
  /** Why it was refunded, e.g. "Rejected by the operator: ..." or "The transaction failed on chain." */
  reason: string | null;
  /** ISO 8601. */
  requestedAt: string;
  sentAt: string | null;
  confirmedAt: string | null;
  refundedAt: string | null;
}

/** GET /api/users/wallet/withdrawals?page&limit: the player's withdrawals, newest first. */
export interface WithdrawalsResponse {
  rows: Withdrawal[];
  count: number;
  page: number;
  limit: number;
}

/**
 * POST /api/users/wallet/withdraw in evm mode: SPEC's body plus the destination, which must be one of the player's
 * confirmed withdrawal addresses. The answer is SPEC's (newBalance: the balance after the amount left it) plus the
 * withdrawal.
 */
export interface EvmWithdrawRequest {
  amount: number | string;
  currency?: 'USDT';
  address: string;
}

/** A destination a player has added; withdrawals go only to confirmed ones. */
export interface WithdrawalAddress {
  /** Checksummed. */
  address: string;
  confirmed: boolean;
  /** ISO 8601. */
  addedAt: string;
  confirmedAt: string | null;
}

/**
 * GET /api/users/wallet/withdrawal-addresses: the player's destinations.
 * POST /api/users/wallet/withdrawal-addresses { address }: adds one and e-mails a 6-character code (202).
 * POST /api/users/wallet/withdrawal-addresses/confirm { address, code }: confirms it.
 */
export interface WithdrawalAddressesResponse {
  rows: WithdrawalAddress[];
}

/** One difference between the books and the chain that a reconciliation raised; open until `resolvedAt`. */
export interface PaymentsReconciliationAlert {
  id: number;
  /** What was compared, e.g. 'deposits' or 'hot_wallet'. */
  kind: string;
  message: string;
  /** USDT: the chain's figure less the books'. */
  difference: number;
  /** ISO 8601. */
  raisedAt: string;
  resolvedAt: string | null;
}

/** GET /api/admin/payments/reconciliation (admins): the last comparison of the books with the chain. Amounts in USDT. */
export interface PaymentsReconciliationResponse {
  /** ISO 8601; null before the first reconciliation (and in demo mode). */
  checkedAt: string | null;
  /** The block the figures are as of: the chain's head less its confirmations (null before the first reconciliation). */
  blockNumber?: number | null;
  /** The deposits credited to wallets, and the confirmed transfers to deposit addresses seen on chain. */
  depositsCredited: number;
  depositsSeen: number;
  /** The hot wallet's token balance on chain, and what the books say it holds. */
  hotWalletOnChain: number;
  hotWalletInBooks: number;
  alerts: PaymentsReconciliationAlert[];
}
