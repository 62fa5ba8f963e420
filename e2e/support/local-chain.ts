import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './platform';

/** What `npm run chain -w server -- --json` prints (server/dev/local-chain.ts): the fields these tests read. */
export interface LocalChainInfo {
  rpcUrl: string;
  faucetUrl: string;
  token: string;
  /** The platform's PAYMENTS=evm settings against this chain. */
  env: Record<string, string>;
}

export interface LocalChain extends LocalChainInfo {
  /** Sends USDT from the chain's developer wallet, as a player's wallet app would; resolves once it is in a block. */
  send(to: string, amount: string): Promise<{ txHash: string; blockNumber: number }>;
  /** Mines empty blocks now. */
  mine(blocks: number): Promise<{ blockNumber: number }>;
  /** The token balance of `owner` in micro-USDT, read with a raw eth_call of balanceOf (not through the faucet). */
  usdtMicros(owner: string): Promise<bigint>;
  stop(): Promise<void>;
}

/**
 * Starts the developers' local chain (`npm run chain -w server`) as its own process group, the way a developer does,
 * and talks to it over HTTP only: its faucet, and the node's JSON-RPC. `blockTimeSeconds` 0 leaves every block but the
 * transactions' own to `mine`, so a test decides when confirmations come.
 */
export async function startLocalChain({ blockTimeSeconds = 0, confirmations = 3 } = {}): Promise<LocalChain> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poker-e2e-chain-'));
  const args = ['run', '-s', 'chain', '-w', 'server', '--', '--json'];
  args.push('--block-time', String(blockTimeSeconds), '--confirmations', String(confirmations), '--state', path.join(stateDir, 'chain.json'));
  // Its own process group: npm, tsx and the hardhat node under it all stop together.
  const child = spawn('npm', args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
    fs.rmSync(stateDir, { recursive: true, force: true });
  };

  let info: LocalChainInfo;
  try {
    info = await new Promise<LocalChainInfo>((resolve, reject) => {
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        // Whole lines only (the last piece may be cut): the settings are the first that is JSON.
        const line = stdout
          .split('\n')
          .slice(0, -1)
          .find((text) => text.startsWith('{'));
        if (line) resolve(JSON.parse(line) as LocalChainInfo);
      });
      child.once('exit', (code) => reject(new Error(`npm run chain exited (${code}) before it printed its settings:\n${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }

  async function faucet<Answer>(method: 'POST', route: string, body: unknown): Promise<Answer> {
    const response = await fetch(`${info.faucetUrl}${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Answer & { message?: string };
    if (!response.ok) throw new Error(`faucet ${route}: ${response.status} ${answer.message}`);
    return answer;
  }

  async function usdtMicros(owner: string): Promise<bigint> {
    // balanceOf(address): its selector, then the address as one 32-byte word.
    const data = `0x70a08231${owner.toLowerCase().replace(/^0x/, '').padStart(64, '0')}`;
    const response = await fetch(info.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: info.token, data }, 'latest'] }),
    });
    const answer = (await response.json()) as { result?: string; error?: { message: string } };
    if (!answer.result) throw new Error(`eth_call balanceOf: ${answer.error?.message}`);
    return BigInt(answer.result);
  }

  return {
    ...info,
    send: (to, amount) => faucet('POST', '/send', { to, amount }),
    mine: (blocks) => faucet('POST', '/mine', { blocks }),
    usdtMicros,
    stop,
  };
}
