const fs = require('node:fs');
const path = require('node:path');

/**
 * Libraries a page must hold exactly one copy of (DESIGN.md, "Shared singletons"). Icons are not among them: each
 * is a few hundred stateless bytes, and shared each cost a request of its own (measured: 7 of the 41 requests of a
 * first visit to `/`, each under 1 KB); they are bundled where they are used. Nor is a router: every module
 * follows the page's one location through shared-ui's navigation (react-router cost each remote screen 52 KB).
 * Nor is rxjs: only shared-events (itself one shared copy) uses it, and shared whole it weighed 16 KB br where the
 * bus needs 3.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'zustand',
  'socket.io-client',
  'axios',
  'single-spa',
  'single-spa-react',
  // One query cache library for the modules that fetch lists (tournaments, rooms); each keeps its own client.
  '@tanstack/react-query',
  'shared-ui',
  'shared-events',
];

/** Subpath imports (`react/jsx-runtime`, `@mui/material/Button`) are shared through a trailing-slash key. */
const SUBPATH_KEYS = ['react', 'react-dom', '@mui/material', 'zustand', 'single-spa-react', '@emotion/react', 'shared-events'];

function installedVersion(name, fromDir) {
  try {
    const file = require.resolve(`${name}/package.json`, { paths: [fromDir] });
    return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  } catch {
    return undefined;
  }
}

/**
 * Builds the `shared` map of a package from its own package.json, so each module declares
 * what it needs and the required ranges come from one place.
 */
function sharedSingletons(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const declared = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const range = declared[name];
    if (!range) continue;
    const version = installedVersion(name, packageDir);
    const entry = { singleton: true, requiredVersion: range, ...(version ? { version } : {}) };
    shared[name] = entry;
    if (SUBPATH_KEYS.includes(name)) shared[`${name}/`] = { ...entry };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
