import { getAddress, type Address, type LocalAccount } from 'viem';
import { english, generateMnemonic, generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { MICROS_PER_USDT } from '../src/money/micro-usdt';
import { startEvmNode, type EvmNode } from './evm-node';

export interface LocalChainOptions {
  /** An empty block every this many seconds, besides each transaction's own block; 0: blocks only on demand. */
  blockTimeSeconds: number;
  /** CONFIRMATIONS the platform is told to wait for: few, since blocks here are never reorganised. */
  confirmations: number;
}

/** The settings of the platform against this chain: what `npm start` needs with PAYMENTS=evm (server/docs/environment.md). */
export interface PlatformChainEnv {
  PAYMENTS: 'evm';
  EVM_RPC_URL: string;
  USDT_CONTRACT: Address;
  CONFIRMATIONS: string;
  PAYMENTS_MASTER_KEY: string;
  PAYMENTS_HOT_WALLET_KEY: string;
  PAYMENTS_START_BLOCK: string;
  EVM_POLL_MS: string;
}

export interface LocalChain {
  node: EvmNode;
  token: Address;
  hotWallet: Address;
  /** The developer's wallet: hardhat's first account, holding USDT to send to deposit addresses as a wallet app would. */
  wallet: LocalAccount;
  env: PlatformChainEnv;
}

/** The hot wallet's gas money and working USDT, and the developer wallet's USDT. */
export const HOT_WALLET_WEI = 100n * 10n ** 18n;
export const HOT_WALLET_USDT = 10_000n * MICROS_PER_USDT;
export const WALLET_USDT = 1_000_000n * MICROS_PER_USDT;

/**
 * A fresh chain for trying PAYMENTS=evm: the node, a 6-decimal USDT, a new master key (mnemonic) and hot-wallet key
 * (never hardhat's well-known ones: the platform is run as it would be against a real chain), the hot wallet funded
 * with ETH for gas and USDT to pay withdrawals before any deposit is swept to it, and the developer wallet's USDT.
 * The deposit watcher starts at the block after this set-up, so a deposit sent before the platform starts is seen.
 */
export async function startLocalChain(options: LocalChainOptions): Promise<LocalChain> {
  const node = await startEvmNode();
  try {
    const token = getAddress(await node.deployToken({ symbol: 'USDT', name: 'Tether USD (local)', decimals: 6 }));
    const masterKey = generateMnemonic(english);
    const hotWalletKey = generatePrivateKey();
    const hotWallet = privateKeyToAccount(hotWalletKey).address;
    await node.fund(hotWallet, HOT_WALLET_WEI);
    await node.mint(token, hotWallet, HOT_WALLET_USDT);
    await node.mint(token, node.deployer.address, WALLET_USDT);
    const startBlock = (await node.client.getBlockNumber({ cacheTime: 0 })) + 1n;
    if (options.blockTimeSeconds > 0) await node.mineEvery(options.blockTimeSeconds);
    return {
      node,
      token,
      hotWallet,
      wallet: node.deployer,
      env: {
        PAYMENTS: 'evm',
        EVM_RPC_URL: node.rpcUrl,
        USDT_CONTRACT: token,
        CONFIRMATIONS: String(options.confirmations),
        PAYMENTS_MASTER_KEY: masterKey,
        PAYMENTS_HOT_WALLET_KEY: hotWalletKey,
        PAYMENTS_START_BLOCK: startBlock.toString(),
        // Twice a block at the default pace: a deposit's count follows the chain closely.
        EVM_POLL_MS: '1000',
      },
    };
  } catch (error) {
    await node.stop();
    throw error;
  }
}
