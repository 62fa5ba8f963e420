import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  parseAbi,
  publicActions,
  walletActions,
  type Address,
  type Hash,
  type Hex,
  type LocalAccount,
  type TransactionReceipt,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

/**
 * A real local EVM node, the one harness of the payments tests and of `npm run chain` (dev/local-chain.ts): `hardhat
 * node` (the hardhat@2 npm package, nothing downloaded) on a free 127.0.0.1 port, chain 31337, every transaction mined
 * into its own block at once. Confirmations are made by mining empty blocks (`mine`, or `mineEvery` for a steady pace),
 * reorganisations by `snapshot` + `revert` (the blocks after the snapshot leave the chain).
 *
 *   const node = await startEvmNode();
 *   const usdt = await node.deployToken({ symbol: 'USDT', decimals: 6 });
 *   await node.mint(usdt, playerAddress, 25_000_000n); // 25 USDT, mined in its own block
 *   await node.mine(11);
 *   await node.stop();
 *
 * Test tokens come from dev/evm/TestToken.sol, compiled with the solc npm package (~0.3 s, once per process).
 */
export interface EvmNode {
  rpcUrl: string;
  chainId: number;
  /** Reads, test actions (mine, snapshot, revert, setBalance) and sends from hardhat's funded accounts. */
  client: ReturnType<typeof testClient>;
  /** Hardhat's first funded account: deploys and mints. */
  deployer: LocalAccount;
  /** Deploys a TestToken (name defaults to the symbol); returns its address. */
  deployToken(token: { symbol: string; decimals: number; name?: string }): Promise<Address>;
  /** Mints `amount` (the token's smallest units) to `to`, in a block of its own: a Transfer from the zero address. */
  mint(token: Address, to: Address, amount: bigint): Promise<TransactionReceipt>;
  /** Sends `amount` of a token from a local account (funded with ETH for gas by `fund`) to `to`. */
  transfer(token: Address, from: LocalAccount, to: Address, amount: bigint): Promise<TransactionReceipt>;
  tokenBalance(token: Address, owner: Address): Promise<bigint>;
  /** Sets an address's ETH balance (wei). */
  fund(address: Address, wei: bigint): Promise<void>;
  /** Mines `blocks` empty blocks. */
  mine(blocks: number): Promise<void>;
  /** Mines an empty block every `seconds` besides the transactions' own blocks, as a live chain does; 0 stops it. */
  mineEvery(seconds: number): Promise<void>;
  snapshot(): Promise<Hex>;
  /** Back to the snapshot: every block mined after it leaves the chain, and its transactions with it. */
  revert(id: Hex): Promise<void>;
  stop(): Promise<void>;
}

// import.meta.url, not __dirname: tsx runs this file as an ES module (npm run chain), jest as CommonJS (swc maps it).
const devDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(devDir, '..');
const hardhatConfig = path.join(devDir, 'evm', 'hardhat.config.cjs');
/** Hardhat's well-known development mnemonic: its accounts start with 10,000 ETH each. */
const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk';

export const testTokenAbi = parseAbi([
  'constructor(string name_, string symbol_, uint8 decimals_)',
  'function mint(address to, uint256 value)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
]);

let compiled: Hex | undefined;

/** TestToken's bytecode, compiled once per process by solc-js (offline). */
function testTokenBytecode(): Hex {
  if (compiled) return compiled;
  const input = {
    language: 'Solidity',
    sources: { 'TestToken.sol': { content: readFileSync(path.join(devDir, 'evm', 'TestToken.sol'), 'utf8') } },
    settings: { outputSelection: { '*': { TestToken: ['evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>;
  };
  const failures = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (failures.length) throw new Error(`TestToken.sol does not compile:\n${failures.map((error) => error.formattedMessage).join('\n')}`);
  compiled = `0x${output.contracts['TestToken.sol'].TestToken.evm.bytecode.object}`;
  return compiled;
}

function testClient(rpcUrl: string, chainId: number) {
  const chain = defineChain({
    id: chainId,
    name: 'Hardhat',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  return createTestClient({ chain, mode: 'hardhat', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);
}

/** Starts the node and resolves once it answers eth_chainId; fails with its output if it exits first. */
export async function startEvmNode(): Promise<EvmNode> {
  const cli = createRequire(path.join(serverDir, 'package.json')).resolve('hardhat/internal/cli/cli');
  const child = spawn(process.execPath, [cli, '--config', hardhatConfig, 'node', '--hostname', '127.0.0.1', '--port', '0'], {
    cwd: serverDir,
    env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const rpcUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /JSON-RPC server at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`hardhat node exited (${code}) before it listened:\n${output}`)));
  });
  // The log of every call would fill the pipe: read and forget.
  child.stdout.resume();
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const chainId = await createPublicClient({ transport: http(rpcUrl) }).getChainId();
    const client = testClient(rpcUrl, chainId);
    const deployer = mnemonicToAccount(HARDHAT_MNEMONIC);
    const send = async (hash: Hash) => {
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
      return receipt;
    };
    const walletOf = (account: LocalAccount) => createWalletClient({ account, chain: client.chain, transport: http(rpcUrl) });
    return {
      rpcUrl,
      chainId,
      client,
      deployer,
      async deployToken({ symbol, decimals, name = symbol }) {
        const hash = await walletOf(deployer).deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode(), args: [name, symbol, decimals] });
        return (await send(hash)).contractAddress!;
      },
      mint: async (token, to, amount) =>
        send(await walletOf(deployer).writeContract({ address: token, abi: testTokenAbi, functionName: 'mint', args: [to, amount] })),
      transfer: async (token, from, to, amount) =>
        send(await walletOf(from).writeContract({ address: token, abi: testTokenAbi, functionName: 'transfer', args: [to, amount] })),
      tokenBalance: (token, owner) => client.readContract({ address: token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] }),
      fund: (address, wei) => client.setBalance({ address, value: wei }),
      mine: (blocks) => client.mine({ blocks }),
      mineEvery: (seconds) => client.setIntervalMining({ interval: seconds }),
      snapshot: () => client.snapshot(),
      revert: (id) => client.revert({ id }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
