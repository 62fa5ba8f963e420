import { spawn } from 'node:child_process';

/**
 * Runs `script` (CommonJS source) in a separate Node process with `args`, reading the JSON lines it prints: `started`
 * resolves at its first `{ connected: true }` line (rejects on `{ error }`), `finished` with its last line once it exits.
 * Attacks run there so that the attacker's own event loop is not the one measured.
 */
export function runAttackProcess(script: string, args: string[]) {
  const child = spawn(process.execPath, ['-e', script, ...args], { cwd: __dirname, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: Record<string, unknown>[] = [];
  let buffered = '';
  const started = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      for (let newline = buffered.indexOf('\n'); newline >= 0; newline = buffered.indexOf('\n')) {
        lines.push(JSON.parse(buffered.slice(0, newline)));
        buffered = buffered.slice(newline + 1);
        if (lines.at(-1)!.connected) resolve();
        if (lines.at(-1)!.error) reject(new Error(String(lines.at(-1)!.error)));
      }
    });
  });
  const finished = new Promise<Record<string, unknown>>((resolve) => child.on('exit', () => resolve(lines.at(-1) ?? {})));
  return { started, finished };
}
