import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './workspaces.mjs';
import { buildMissing } from './build-missing.mjs';

/** `npm start`: build what is missing, then serve the whole platform (API, socket, shell, remotes) on PORT (3000). */
await buildMissing();
const server = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.js')], { cwd: ROOT, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
