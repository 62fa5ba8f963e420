import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseAbi,
  type Address,
  type Chain,
  type LocalAccount,
  type PrivateKeyAccount,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import type { PaymentsNetwork } from 'shared-events/contracts';
import { networkName, type EvmPaymentsConfig } from '../payments-config';
import { depositKeys, hotWalletAccount, type DepositKeys } from './keys';

/** The pieces of ERC-20 the site uses: balances, transfers and their event. */
export const erc20Abi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'function balanceOf(address owner) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function transfer(address to, uint256 value) returns (bool)',
]);

/** USDT's unit is a millionth, which is also the wallet's micro-USDT: token amounts are micros as they are. */
export const USDT_DECIMALS = 6;

/**
 * Everything PAYMENTS=evm talks to the chain with, connected once at start-up (connectEvmChain):
 * - `publicClient` reads (blocks, logs, receipts, balances);
 * - `hotWallet` + `hotWalletClient` sign and send from the hot wallet (withdrawals; gas of sweeps);
 * - `depositKeys` derives each player's deposit address and its signer;
 * - `network` is what players are shown.
 */
export interface EvmChain {
  config: EvmPaymentsConfig;
  chainId: number;
  chain: Chain;
  network: PaymentsNetwork;
  token: Address;
  publicClient: PublicClient<Transport, Chain>;
  hotWallet: PrivateKeyAccount;
  hotWalletClient: WalletClient<Transport, Chain, PrivateKeyAccount>;
  depositKeys: DepositKeys;
  /** A wallet client signing with another local account of this chain (a deposit address's, for its sweep). */
  walletClientFor(account: LocalAccount): WalletClient<Transport, Chain, LocalAccount>;
}

/**
 * Connects to EVM_RPC_URL and checks what the settings claim before anything is shown to a player: the node answers
 * a chain id, and USDT_CONTRACT is a contract there with 6 decimals (any other token would be credited at the wrong
 * scale). Errors name the variable, never a key or the RPC URL.
 */
export async function connectEvmChain(config: EvmPaymentsConfig): Promise<EvmChain> {
  const transport = http(config.rpcUrl, { retryCount: 2 });
  let chainId: number;
  try {
    chainId = await createPublicClient({ transport }).getChainId();
  } catch {
    throw new Error('EVM_RPC_URL: the node did not answer eth_chainId');
  }
  const name = networkName(config, chainId);
  const chain = defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
  });
  const publicClient = createPublicClient({ chain, transport });
  const decimals = await publicClient.readContract({ address: config.tokenContract, abi: erc20Abi, functionName: 'decimals' }).catch(() => undefined);
  if (decimals === undefined) throw new Error(`USDT_CONTRACT ${config.tokenContract} is not an ERC-20 contract on chain ${chainId}`);
  if (decimals !== USDT_DECIMALS) throw new Error(`USDT_CONTRACT ${config.tokenContract} has ${decimals} decimals; USDT has ${USDT_DECIMALS}`);
  const hotWallet = hotWalletAccount(config.hotWalletKey);
  const walletClientFor = (account: LocalAccount) => createWalletClient({ account, chain, transport });
  return {
    config,
    chainId,
    chain,
    network: { name, chainId, tokenContract: config.tokenContract, confirmations: config.confirmations },
    token: config.tokenContract,
    publicClient,
    hotWallet,
    hotWalletClient: createWalletClient({ account: hotWallet, chain, transport }),
    depositKeys: depositKeys(config.masterKey),
    walletClientFor,
  };
}
