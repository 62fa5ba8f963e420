import type { ChainDeposit, DepositAddressResponse, PaymentsNetwork, SessionUser, WalletPaymentsResponse, Withdrawal } from 'shared-events';

export const player: SessionUser = {
  id: 7,
  username: 'river_rat',
  email: 'ada@example.com',
  firstName: 'Ada',
  country: 'Chad',
  avatar: null,
  balance: 0,
  role: 'player',
  registeredTournamentIds: [],
};

export const network: PaymentsNetwork = {
  name: 'Hardhat (local)',
  chainId: 31337,
  tokenContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  confirmations: 12,
};

/** A chain site: 10 USDT minimum and 1,000 a day, of which 200 are used; above 500 an operator approves. */
export const EVM_PAYMENTS: WalletPaymentsResponse = {
  mode: 'evm',
  network,
  minimumDeposit: 5,
  withdrawal: { minimum: 10, dailyLimit: 1000, usedToday: 200, approvalThreshold: 500 },
};

export const DEPOSIT_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

export const depositAddress: DepositAddressResponse = { address: DEPOSIT_ADDRESS, network, minimumDeposit: 5, qrSvg: QR_SVG };

export const chainDeposit = (id: number, fields: Partial<ChainDeposit> = {}): ChainDeposit => ({
  id,
  txHash: `0x${String(id).padStart(2, '0')}${'ab'.repeat(31)}`,
  logIndex: 0,
  blockNumber: 100 + id,
  amount: 50,
  state: 'pending',
  confirmations: 3,
  requiredConfirmations: 12,
  seenAt: '2026-11-23T12:00:00.000Z',
  creditedAt: null,
  ...fields,
});

export const OWN_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

export const withdrawal = (id: number, fields: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
  amount: 25,
  toAddress: OWN_ADDRESS,
  state: 'requested',
  txHash: null,
  reason: null,
  requestedAt: '2026-11-23T12:00:00.000Z',
  sentAt: null,
  confirmedAt: null,
  refundedAt: null,
  ...fields,
});

export const page = <Row>(rows: Row[], count = rows.length) => ({ status: 200, body: { rows, count, page: 1, limit: 10 } });
