import { encodeFunctionData, isAddressEqual, keccak256, parseTransaction, TransactionReceiptNotFoundError, type Address, type Hex } from 'viem';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { erc20Abi, type EvmChain } from '../evm/chain';
import { takeHotWalletNonce } from '../evm/hot-wallet-nonce';
import {
  failSweep,
  finishSweep,
  openSweeps,
  recordFunding,
  recordSweepTransaction,
  startSweep,
  unsweptAddresses,
  type SweepRow,
} from './deposit-sweeps.repository';

/** A plain ETH transfer's gas, for the funding of a deposit address. */
const FUNDING_GAS = 21_000n;

export interface DepositSweepDeps {
  db: Database;
  chain: EvmChain;
  now: Clock;
}

/**
 * One pass of the sweeps (the scheduled job 'deposit-sweeps'): every open sweep takes its next step, and every deposit
 * address with credited deposits not yet swept gets a sweep of its whole token balance to the hot wallet.
 * A sweep: 'started' → (the address lacks gas: the hot wallet sends it, 'funding') → the address sends the token to the
 * hot wallet ('sweeping') → 'done' once mined; 'failed' if a transaction reverted or its nonce went to another one
 * (the next pass starts a new sweep). Each transaction is signed and stored before it is broadcast and re-broadcast
 * while unmined, so a crash never signs (nor pays) a second funding. Safe twice at once: one open sweep per address
 * (a unique index), and each step is a conditional UPDATE from the state it left.
 */
export async function sweepDeposits(deps: DepositSweepDeps): Promise<void> {
  for (const sweep of await openSweeps(deps.db, deps.chain.chainId)) await advance(deps, sweep);
  for (const candidate of await unsweptAddresses(deps.db, deps.chain.chainId)) {
    const amount = await deps.chain.publicClient.readContract({
      address: deps.chain.token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [candidate.address as Address],
    });
    // Nothing on the address (moved by hand): no transaction to make; the deposits stay unswept and are looked at again.
    if (amount === 0n) continue;
    const sweep = await startSweep(deps.db, {
      chainId: deps.chain.chainId,
      userId: candidate.userId,
      from: candidate.address,
      to: deps.chain.hotWallet.address,
      amountMicros: amount,
      upToDepositId: candidate.upToDepositId,
      at: deps.now(),
    });
    if (sweep) await advance(deps, sweep);
  }
}

async function advance(deps: DepositSweepDeps, sweep: SweepRow): Promise<void> {
  if (sweep.state === 'started') return fundOrSweep(deps, sweep);
  const sending = sweep.state === 'funding';
  const raw = (sending ? sweep.gas_funding_raw_tx : sweep.sweep_raw_tx) as Hex;
  const outcome = await sentOutcome(deps.chain, raw, (sending ? deps.chain.hotWallet.address : sweep.from_address) as Address);
  if (outcome === 'unmined') return;
  if (outcome !== 'success') return failSweep(deps.db, sweep.id, `The ${sending ? 'gas funding' : 'sweep'} transaction ${outcome}.`, deps.now());
  if (sending) return signSweep(deps, sweep);
  await deps.db.transaction((tx) => finishSweep(tx, sweep, deps.now()));
}

/** What became of a stored transaction; one not mined yet is broadcast again (the node ignores a copy it holds). */
async function sentOutcome(chain: EvmChain, raw: Hex, sender: Address): Promise<'success' | 'reverted' | 'was replaced' | 'unmined'> {
  const hash = keccak256(raw);
  const receipt = await chain.publicClient.getTransactionReceipt({ hash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  });
  if (receipt) return receipt.status;
  const mined = await chain.publicClient.getTransactionCount({ address: sender, blockTag: 'latest' });
  if (mined > parseTransaction(raw).nonce!) return 'was replaced';
  await broadcast(chain, raw);
  return 'unmined';
}

/** Sends signed bytes; a refusal (already known, underpriced) is left to the next look at the receipt. */
async function broadcast(chain: EvmChain, raw: Hex): Promise<void> {
  await chain.publicClient.sendRawTransaction({ serializedTransaction: raw }).catch(() => undefined);
}

const transferData = (sweep: SweepRow, chain: EvmChain): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [chain.hotWallet.address, BigInt(sweep.amount_micros)] });

/** The token transfer's gas, with a fifth more than the node's estimate (unused gas is not paid). */
async function sweepGas(chain: EvmChain, sweep: SweepRow): Promise<bigint> {
  const estimate = await chain.publicClient.estimateGas({
    account: sweep.from_address as Address,
    to: chain.token,
    data: transferData(sweep, chain),
  });
  return (estimate * 12n) / 10n;
}

/** Funds the address's gas from the hot wallet when it lacks it (twice the fee now, for rising fees), else sweeps at once. */
async function fundOrSweep(deps: DepositSweepDeps, sweep: SweepRow): Promise<void> {
  const { chain } = deps;
  const [gas, fees, balance] = await Promise.all([
    sweepGas(chain, sweep),
    chain.publicClient.estimateFeesPerGas(),
    chain.publicClient.getBalance({ address: sweep.from_address as Address }),
  ]);
  if (balance >= gas * fees.maxFeePerGas) return signSweep(deps, sweep);
  const value = 2n * gas * fees.maxFeePerGas - balance;
  // Read from the node before the transaction: a database transaction never waits on the network.
  const chainCount = await chain.publicClient.getTransactionCount({ address: chain.hotWallet.address, blockTag: 'pending' });
  const funded = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query(`SELECT id FROM deposit_sweeps WHERE id = $1 AND state = 'started' FOR UPDATE`, [sweep.id]);
    if (rows.length === 0) return undefined;
    const nonce = await takeHotWalletNonce(tx, chain.chainId, chain.hotWallet.address, chainCount);
    const raw = await chain.hotWallet.signTransaction({
      type: 'eip1559',
      chainId: chain.chainId,
      nonce: Number(nonce),
      to: sweep.from_address as Address,
      value,
      gas: FUNDING_GAS,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    });
    return recordFunding(tx, sweep.id, { wei: value, hash: keccak256(raw), raw, at: deps.now() });
  });
  if (funded) await broadcast(chain, funded.gas_funding_raw_tx as Hex);
}

/** Signs the token transfer from the deposit address to the hot wallet with the gas the address holds, stores it, sends it. */
async function signSweep(deps: DepositSweepDeps, sweep: SweepRow): Promise<void> {
  const { chain } = deps;
  const account = chain.depositKeys.account(sweep.user_id);
  if (!isAddressEqual(account.address, sweep.from_address as Address))
    throw new Error(`sweep ${sweep.id}: the master key does not sign for ${sweep.from_address}`);
  const [gas, fees, balance, nonce] = await Promise.all([
    sweepGas(chain, sweep),
    chain.publicClient.estimateFeesPerGas(),
    chain.publicClient.getBalance({ address: account.address }),
    chain.publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' }),
  ]);
  // Whatever the fees did since the funding, the transfer may spend at most what the address holds.
  const maxFeePerGas = balance / gas;
  const raw = await account.signTransaction({
    type: 'eip1559',
    chainId: chain.chainId,
    nonce,
    to: chain.token,
    data: transferData(sweep, chain),
    gas,
    maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas < maxFeePerGas ? fees.maxPriorityFeePerGas : maxFeePerGas,
  });
  const signed = await recordSweepTransaction(deps.db, sweep.id, { hash: keccak256(raw), raw, at: deps.now() });
  if (signed) await broadcast(chain, raw);
}
