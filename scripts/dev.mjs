import { spawn } from 'node:child_process';
import { ROOT, BUILT_PACKAGES } from './workspaces.mjs';
import { buildMissing } from './build-missing.mjs';

/**
 * `npm run dev [-- mf-auth shell …]`: the whole platform on :3000 with the server restarting on change and the
 * named front-end packages rebuilt on change (development mode, into their dist/ that the server serves).
 * Without names every front-end package is watched, which is heavy on two cores; name the ones you work on.
 */
const frontEnd = BUILT_PACKAGES.map((pkg) => pkg.name).filter((name) => name !== 'server');
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !frontEnd.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown package(s): ${unknown.join(', ')}. Choose from: ${frontEnd.join(', ')}`);
  process.exit(2);
}
const watched = requested.length > 0 ? requested : frontEnd;

await buildMissing();
const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], { cwd: ROOT, stdio: 'inherit' }),
  ...watched.map((name) => spawn('npx', ['webpack', '--mode', 'development', '--watch'], { cwd: `${ROOT}/${name}`, stdio: 'inherit' })),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
