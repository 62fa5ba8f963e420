import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A platform that plays tournaments by itself: its timed jobs run (outside NODE_ENV=test: the director seats, balances
 * and finishes, the payments' watcher and worker run), no sample lobby, every decision the players' own (a slow machine
 * never times one out) and a finished hand shown for a moment.
 */
export const SELF_RUNNING_ENV = {
  NODE_ENV: 'development',
  SEED_SAMPLE_DATA: 'false',
  TABLE_ACTION_SECONDS: '120',
  TABLE_HAND_PAUSE_MS: '1500',
};

export interface Platform {
  baseUrl: string;
  logs: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built platform (server + shell + remotes) on a free port with its own embedded database. `root` is the
 * checkout whose build is served (another checkout's, to compare two builds in one run).
 */
export async function startPlatform(env: Record<string, string> = {}, root: string = ROOT): Promise<Platform> {
  const serverEntry = path.join(root, 'server/dist/main.js');
  if (!fs.existsSync(serverEntry)) throw new Error('server is not built: run `npm run build` first');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poker-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      // Each try is bounded: a connection accepted while the machine is loaded must not hold the loop past its deadline.
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // Not listening yet, or no answer in time.
    }
    if (Date.now() > deadline) throw new Error(`server did not start within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    logs: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
