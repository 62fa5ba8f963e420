import { BUILT_PACKAGES, needsBuild } from './workspaces.mjs';
import { runOrExit } from './run.mjs';

/** Builds every package whose build output is missing or stale (two at a time: the machine has two cores). */
export async function buildMissing({ force = false } = {}) {
  const stale = BUILT_PACKAGES.filter((pkg) => force || needsBuild(pkg)).map((pkg) => pkg.name);
  if (stale.length === 0) {
    console.log('All packages are built.');
    return;
  }
  console.log(`Building: ${stale.join(', ')}`);
  const queue = [...stale];
  const worker = async () => {
    while (queue.length > 0) {
      const name = queue.shift();
      await runOrExit('npm', ['run', 'build', '--silent', '-w', name]);
    }
  };
  await Promise.all([worker(), worker()]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildMissing({ force: process.argv.includes('--force') });
}
