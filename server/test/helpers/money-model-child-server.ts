import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The real server (src/main.ts through tsx) as a child process, configured only by its environment like
 * production: so it can be killed with SIGKILL mid-request and started again on the same database.
 */
export interface ChildServer {
  url: string;
  pid: number;
  /** kill -9: no shutdown hook, no graceful close; resolves once the process is gone. */
  kill(): Promise<NodeJS.Signals | null>;
  /** SIGTERM: the server's own shutdown. */
  stop(): Promise<void>;
}

const serverDir = path.resolve(__dirname, '../..');

/** A port that was free a moment ago (the server binds it itself; another process taking it in between fails the start loudly). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startChildServer(env: Record<string, string>, readyWithinMs = 60_000): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the end of the output for the error message, and keep the pipes drained.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_, signal) => resolve(signal)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilAnswering(url, child, readyWithinMs);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    url,
    pid: child.pid!,
    kill: async () => {
      child.kill('SIGKILL');
      return exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function untilAnswering(url: string, child: ChildProcess, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited while starting (${child.exitCode ?? child.signalCode})`);
    try {
      await fetch(`${url}/api/tournaments/0`, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`the server did not answer within ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
