// Bundles the benchmark (it imports the server's TypeScript and the shared-events contracts) with esbuild,
// as build.mjs bundles the server, then runs it. Arguments pass through: --duration 10 --connections 50
// --sockets 1000 --events 20 --only pglite|postgres --suite all|http|tables|tournament|hands|admin|rush|scale --tables 125 --table-seconds 30
// --think-ms 0 --players 1000 --level-seconds 30 --rush-players 10000 --rush-connections 500 --rush-seconds 0
// --processes 2 --kill|--no-kill --bot-processes 2 --readers 200 (--suite scale).
// DATABASE_URL picks the PostgreSQL server.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Workspaces are TypeScript source: bundled, as build.mjs bundles them.
const WORKSPACES = ['shared-events', 'poker-engine'];
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const outdir = new URL('../dist/bench/', import.meta.url).pathname;
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter((name) => !WORKSPACES.includes(name));

await build({
  entryPoints: [
    'bench.ts',
    'bench-server.ts',
    'table-bots.ts',
    'tournament-bots.ts',
    'load-balancer-process.ts',
    'scale-bots.ts',
    'scale-readers.ts',
  ].map((file) => new URL(file, import.meta.url).pathname),
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  logLevel: 'warning',
});

const result = spawnSync(process.execPath, [`${outdir}bench.mjs`, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
