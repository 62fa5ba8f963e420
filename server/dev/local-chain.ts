import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFaucet } from './chain-faucet';
import { HOT_WALLET_USDT, HOT_WALLET_WEI, startLocalChain, WALLET_USDT, type PlatformChainEnv } from './local-chain-setup';
import { microsToDecimal } from '../src/money/micro-usdt';

/**
 * `npm run chain -w server [-- options]`: a local EVM chain to run the platform with PAYMENTS=evm (README, "Payments").
 *
 *   npm run chain -w server                          starts it; prints a summary and the platform's environment
 *   npm run chain -w server -- --json                the same as one JSON line, for programs (the browser test)
 *       --block-time <s>     an empty block every s seconds (default 2; 0: blocks only per transaction or `mine`)
 *       --confirmations <n>  CONFIRMATIONS for the platform (default 3)
 *       --state <file>       where the running chain is recorded for the sub-commands (default: in the temp dir)
 *   npm run chain -w server -- send <address> <amount>   sends USDT from the developer wallet, as a wallet app would
 *   npm run chain -w server -- mine [blocks]             mines empty blocks now (default 1)
 *   npm run chain -w server -- balance <address>         an address's USDT
 *
 * The sub-commands find the running chain's faucet through the state file.
 */
interface ChainState {
  pid: number;
  rpcUrl: string;
  faucetUrl: string;
  env: PlatformChainEnv;
}

const USAGE =
  'usage: npm run chain -w server -- [--json] [--block-time s] [--confirmations n] [--state file] | send <address> <amount> | mine [blocks] | balance <address>';

type Options = { json: boolean; 'block-time': string; confirmations: string; stateFile: string };

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      'block-time': { type: 'string', default: '2' },
      confirmations: { type: 'string', default: '3' },
      state: { type: 'string', default: path.join(os.tmpdir(), 'poker-local-chain', 'chain.json') },
    },
  });
  const options: Options = { ...values, stateFile: path.resolve(values.state) };
  const [command, ...args] = positionals;
  const send = (method: 'GET' | 'POST', route: string, body?: unknown) => faucet(options.stateFile, method, route, body).then(print);
  if (command === undefined) await serve(options);
  else if (command === 'send' && args.length === 2) await send('POST', '/send', { to: args[0], amount: args[1] });
  else if (command === 'mine' && args.length <= 1) await send('POST', '/mine', { blocks: Number(args[0] ?? 1) });
  else if (command === 'balance' && args.length === 1) await send('GET', `/balance?address=${encodeURIComponent(args[0])}`);
  else throw new Error(USAGE);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

function wholeNumber(name: string, text: string, minimum: number): number {
  if (!/^[0-9]+$/.test(text) || Number(text) < minimum) throw new Error(`--${name} must be a whole number of at least ${minimum}, got "${text}"`);
  return Number(text);
}

async function serve({ json, stateFile, ...values }: Options): Promise<void> {
  const options = {
    blockTimeSeconds: wholeNumber('block-time', values['block-time'], 0),
    confirmations: wholeNumber('confirmations', values.confirmations, 1),
  };
  const running = readState(stateFile);
  if (running && isAlive(running.pid))
    throw new Error(`a local chain is already running (pid ${running.pid}, ${running.rpcUrl}): stop it, or pass --state <another file>`);

  const chain = await startLocalChain(options);
  const faucet = await startFaucet(chain);
  const state: ChainState = { pid: process.pid, rpcUrl: chain.node.rpcUrl, faucetUrl: faucet.url, env: chain.env };
  mkdirSync(path.dirname(stateFile), { recursive: true });
  // The file holds the chain's keys: for this machine's user only (they guard nothing of value, but are keys still).
  writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (readState(stateFile)?.pid === process.pid) rmSync(stateFile, { force: true });
    await faucet.close();
    await chain.node.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  const summary = {
    rpcUrl: chain.node.rpcUrl,
    chainId: chain.node.chainId,
    faucetUrl: faucet.url,
    token: chain.token,
    hotWallet: chain.hotWallet,
    wallet: chain.wallet.address,
    blockTimeSeconds: options.blockTimeSeconds,
    stateFile,
    env: chain.env,
  };
  if (json) console.log(JSON.stringify(summary));
  else console.log(humanSummary(summary));
}

function humanSummary(chain: {
  rpcUrl: string;
  chainId: number;
  faucetUrl: string;
  token: string;
  hotWallet: string;
  wallet: string;
  blockTimeSeconds: number;
  env: PlatformChainEnv;
}): string {
  const pace = chain.blockTimeSeconds > 0 ? `a block every ${chain.blockTimeSeconds} s` : 'a block per transaction (and `mine`)';
  // A fresh database per chain: the platform keeps the chain's blocks and deposit addresses, and this chain is new.
  const dataDir = path.join(os.tmpdir(), 'poker-local-chain', `data-${Date.now()}`);
  const env = { ...chain.env, DATA_DIR: dataDir };
  const quoted = Object.entries(env).map(([name, value]) => `${name}=${/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value}'`}`);
  return [
    `Local EVM chain ${chain.chainId} (hardhat) at ${chain.rpcUrl}: ${pace}`,
    `  USDT (6 decimals)   ${chain.token}`,
    `  hot wallet          ${chain.hotWallet}: ${HOT_WALLET_WEI / 10n ** 18n} ETH for gas, ${microsToDecimal(HOT_WALLET_USDT)} USDT to pay withdrawals`,
    `  your wallet         ${chain.wallet}: ${microsToDecimal(WALLET_USDT)} USDT to deposit with`,
    `  faucet              ${chain.faucetUrl}`,
    '',
    'Start the platform against it (another terminal, repository root):',
    '',
    `  ${quoted.join(' ')} npm start`,
    '',
    'The same as environment lines:',
    '',
    ...quoted.map((line) => `  ${line}`),
    '',
    "Then open the wallet card's Deposit, and send USDT to the address it shows:",
    '',
    '  npm run chain -w server -- send <address> 25',
    '',
    'Ctrl+C stops the chain. The next one is new (new keys, new token): start the platform again with its lines.',
  ].join('\n');
}

function readState(stateFile: string): ChainState | undefined {
  if (!existsSync(stateFile)) return undefined;
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8')) as ChainState;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function faucet(stateFile: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<unknown> {
  const state = readState(stateFile);
  if (!state || !isAlive(state.pid)) throw new Error(`no local chain is running (${stateFile}): start one with npm run chain -w server`);
  const response = await fetch(`${state.faucetUrl}${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { message?: string };
  if (!response.ok) throw new Error(answer.message ?? `faucet answered ${response.status}`);
  return answer;
}

function print(answer: unknown): void {
  console.log(JSON.stringify(answer));
}
