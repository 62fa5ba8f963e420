import {
  http,
  type ChainDepositsResponse,
  type DepositAddressResponse,
  type EvmWithdrawRequest,
  type Withdrawal,
  type WithdrawalAddress,
  type WithdrawalAddressesResponse,
  type WithdrawalsResponse,
} from 'shared-events';

/** The calls of PAYMENTS=evm (contracts/payments.ts), loaded with the dialogs that make them. */

const WALLET = '/api/users/wallet';

export async function fetchDepositAddress(): Promise<DepositAddressResponse> {
  return (await http.get<DepositAddressResponse>(`${WALLET}/deposit-address`)).data;
}

export async function fetchChainDeposits(page: number, limit: number): Promise<ChainDepositsResponse> {
  return (await http.get<ChainDepositsResponse>(`${WALLET}/deposits`, { params: { page, limit } })).data;
}

export async function fetchWithdrawals(page: number, limit: number): Promise<WithdrawalsResponse> {
  return (await http.get<WithdrawalsResponse>(`${WALLET}/withdrawals`, { params: { page, limit } })).data;
}

export async function fetchWithdrawalAddresses(): Promise<WithdrawalAddress[]> {
  return (await http.get<WithdrawalAddressesResponse>(`${WALLET}/withdrawal-addresses`)).data.rows;
}

/** Adds a destination; the server e-mails the code that confirms it. */
export async function addWithdrawalAddress(address: string): Promise<void> {
  await http.post(`${WALLET}/withdrawal-addresses`, { address });
}

export async function confirmWithdrawalAddress(address: string, code: string): Promise<void> {
  await http.post(`${WALLET}/withdrawal-addresses/confirm`, { address, code });
}

/** What this module reads of the answer to an evm withdrawal. */
export interface EvmWithdrawResult {
  newBalance: number;
  withdrawal: Withdrawal;
}

/** The amount goes as the typed decimal string, as in demo mode, with the destination. */
export async function submitEvmWithdrawal(amount: string, address: string, idempotencyKey: string): Promise<EvmWithdrawResult> {
  const body: EvmWithdrawRequest = { amount: amount.trim(), currency: 'USDT', address };
  return (await http.post<EvmWithdrawResult>(`${WALLET}/withdraw`, body, { idempotencyKey })).data;
}
