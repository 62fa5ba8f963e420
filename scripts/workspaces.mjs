import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Packages `npm start` needs built, with the file whose presence means "built". */
export const BUILT_PACKAGES = [
  { name: 'server', output: 'dist/main.js' },
  { name: 'shell', output: 'dist/index.html' },
  { name: 'mf-auth', output: 'dist/remoteEntry.js' },
  { name: 'mf-tournaments', output: 'dist/remoteEntry.js' },
  { name: 'mf-rooms', output: 'dist/remoteEntry.js' },
  { name: 'mf-wallet', output: 'dist/remoteEntry.js' },
  { name: 'mf-notifications', output: 'dist/remoteEntry.js' },
  { name: 'mf-admin', output: 'dist/remoteEntry.js' },
];

/** Sources a package's build reads: its own src and config, plus the shared packages every module bundles. */
const SHARED_SOURCES = ['shared-ui/src', 'shared-events/src', 'tools/webpack'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** A package needs a build when its output is missing or older than any source it is built from. */
export function needsBuild({ name, output }) {
  const outputFile = path.join(ROOT, name, output);
  if (!fs.existsSync(outputFile)) return true;
  const built = fs.statSync(outputFile).mtimeMs;
  const sources = [
    path.join(name, 'src'),
    path.join(name, 'package.json'),
    path.join(name, 'webpack.config.js'),
    path.join(name, 'build.mjs'),
    path.join(name, 'public'),
    ...SHARED_SOURCES,
  ];
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > built);
}
