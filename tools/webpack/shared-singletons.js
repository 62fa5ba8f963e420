const fs = require('node:fs');
const path = require('node:path');

/**
 * Libraries a page must hold exactly one copy of (DESIGN.md, "Shared singletons"). Icons are not among them: each
 * is a few hundred stateless bytes, and shared each cost a request of its own (measured: 7 of the 41 requests of a
 * first visit to `/`, each under 1 KB); they are bundled where they are used. react-router-dom is shared through shared-ui's
 * router entry only (`shared-ui/router`, re-exporting the declarative part): each parcel has its own router (single-spa
 * keeps them on one URL), and shared whole the library cannot be tree-shaken (measured, JS KB on the wire of a first
 * visit, before / v7 bundled into each router user / v7 shared whole / v6 bundled: `/` 158 / 168 / 207 / 162,
 * `/login` 246 / 267 / 295 / 256, `/tournaments` 230 / 252 / 280 / 242, `/dashboard` 253 / 274 / 302 / 264,
 * `/tournaments/{id}` 255 / 277 / 304 / 266, `/game/{id}` 249 / 271 / 298 / 260); bundled, every remote screen
 * carried two copies (the shell's and the remote's); through the one entry, one. Nor is rxjs: only shared-events (itself one shared copy) uses it, and shared whole it weighed 16 KB br where the
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
  'single-spa',
  'single-spa-react',
  // The page's one query cache: its client is shared-events/query's, every root provides that one.
  '@tanstack/react-query',
  'shared-ui',
  'shared-events',
];

/** Subpath imports (`react/jsx-runtime`, `@mui/material/Button`) are shared through a trailing-slash key. */
/** The one shared-ui subpath shared rather than bundled (see shared-ui/src/router). */
const SHARED_UI_ROUTER = 'shared-ui/router';

const SUBPATH_KEYS = ['react', 'react-dom', '@mui/material', 'zustand', 'single-spa-react', '@emotion/react', 'shared-events'];

/**
 * The package.json of `name` as installed for `fromDir`, found by walking up the node_modules folders (a package whose
 * `exports` omit package.json cannot be require.resolve()d to it); undefined when it is not installed.
 */
function installedManifest(name, fromDir) {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return fs.realpathSync(file);
    if (path.dirname(dir) === dir) return undefined;
  }
}

function installedVersion(name, fromDir) {
  const manifest = installedManifest(name, fromDir);
  return manifest && JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

const packageNameOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/** The file webpack resolves an ES import of `request` to (the `import` condition of its package's `exports`). */
function exportedFile(request, fromDir) {
  const name = packageNameOf(request);
  const manifest = installedManifest(name, fromDir);
  if (!manifest) throw new Error(`${name} is not installed for ${fromDir}`);
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  let target = exports[`.${request.slice(name.length)}`];
  while (target && typeof target === 'object') target = target.import ?? target.default;
  if (typeof target !== 'string') throw new Error(`${request}: no ES entry in ${manifest}`);
  return path.join(path.dirname(manifest), target);
}

const MUI_COMPONENT_IMPORT = /from '(@mui\/material\/[A-Za-z]+)'/g;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Provided by the host, the text-field family reshaped the host's own chunk split: its first screen then preloaded
 * 14 KB br more (measured on `/`). The remotes that use it (sign-in and wallet forms) keep their own copy.
 */
const LEFT_TO_REMOTES = new Set(
  ['TextField', 'FormControl', 'InputAdornment', 'InputBase', 'InputLabel', 'OutlinedInput'].map((name) => `@mui/material/${name}`),
);

function muiComponentsIn(dirs) {
  const components = new Set();
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(MUI_COMPONENT_IMPORT)) components.add(match[1]);
    }
  }
  return components;
}

/**
 * shared-ui's folders by how they reach a page: its main entry is a singleton the shell runs at start; each subpath
 * entry (`shared-ui/forms`, `shared-ui/poker`…, from its package.json `exports`) is bundled into the packages that
 * import it; the router entry is a shared module of its own. The Storybook-only and test-only folders (catalogue,
 * testing) reach no page.
 */
function sharedUiFolders(workspaceRoot) {
  const root = path.join(workspaceRoot, 'shared-ui');
  const { exports } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const folderOf = (target) => path.relative(path.join(root, 'src'), path.dirname(path.join(root, target))).split(path.sep)[0];
  const subpaths = new Map(
    Object.entries(exports)
      .filter(([key]) => !['.', './router', './storybook-preview', './testing'].includes(key))
      .map(([key, target]) => [key.slice(2), path.join(root, 'src', folderOf(target))]),
  );
  const bundled = new Set(subpaths.values());
  const main = fs
    .readdirSync(path.join(root, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['catalogue', 'testing', 'router'].includes(entry.name))
    .map((entry) => path.join(root, 'src', entry.name))
    .filter((dir) => !bundled.has(dir));
  return { main, subpaths };
}

const SHARED_UI_SUBPATH_IMPORT = /from 'shared-ui\/([\w-]+)'/g;

/** The shared-ui subpath folders a package's own source imports (bundled into it). */
function subpathFoldersImportedBy(dir, subpaths) {
  const folders = new Set();
  for (const file of sourceFiles(dir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(SHARED_UI_SUBPATH_IMPORT)) {
      if (subpaths.has(match[1])) folders.add(subpaths.get(match[1]));
    }
  }
  return [...folders];
}

/**
 * The MUI components remotes import that the shell does not (shared-ui's main entry runs in the shell; its subpath
 * entries are bundled into the packages that import them). A component only a remote used was that remote's own
 * fallback copy, and it bundled a second copy of MUI's styling internals with it (its relative imports are not
 * shared): measured 16-28 KB br per remote screen. Providing them from the host as well as the ones it imports itself
 * would give those a second, differently split chunk group and preload more at start (measured +20 KB br on `/`).
 */
function muiComponentsOnlyRemotesUse(workspaceRoot) {
  const { main, subpaths } = sharedUiFolders(workspaceRoot);
  const remotes = fs
    .readdirSync(workspaceRoot)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => path.join(workspaceRoot, name, 'src'));
  const used = muiComponentsIn([...remotes, ...remotes.flatMap((dir) => subpathFoldersImportedBy(dir, subpaths))]);
  const shell = path.join(workspaceRoot, 'shell/src');
  const hostOwn = muiComponentsIn([shell, ...main, ...subpathFoldersImportedBy(shell, subpaths)]);
  return [...used].filter((request) => !hostOwn.has(request) && !LEFT_TO_REMOTES.has(request)).sort();
}

/**
 * Builds the `shared` map of a package from its own package.json, so each module declares
 * what it needs and the required ranges come from one place. The host also provides the MUI components the
 * remotes use.
 */
function sharedSingletons(packageDir, { host = false } = {}) {
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
  // shared-ui's subpath entries are bundled into each importer, except the router: one copy for the page.
  if (shared['shared-ui']) shared[SHARED_UI_ROUTER] = { ...shared['shared-ui'] };
  if (host) {
    // Shared entries only remotes import: provided by the host too, so that every remote on a page is pointed at one
    // copy. Otherwise each remote preloads its own (measured: /dashboard fetched react-query three times, once per
    // remote, and mf-tournaments' copy of shared-events/contracts brought a second shared-events chunk).
    for (const [request, range] of [
      ['@tanstack/react-query', declared['@tanstack/react-query']],
      ['shared-events/contracts', declared['shared-events']],
      ['shared-events/query', declared['shared-events']],
    ]) {
      if (!range) continue;
      const file = exportedFile(request, packageDir);
      const version = installedVersion(packageNameOf(request), packageDir);
      shared[file] = { singleton: true, requiredVersion: range, ...(version ? { version } : {}), shareKey: request };
    }
  }
  if (host && shared['@mui/material']) {
    // A plain key is provided only if the host itself imports it; a resolved path is provided in any case (webpack's
    // ProvideSharedPlugin), under its shareKey. The path is the ESM file webpack resolves the request to.
    const muiDir = path.dirname(require.resolve('@mui/material/package.json', { paths: [packageDir] }));
    for (const request of muiComponentsOnlyRemotesUse(path.resolve(packageDir, '..'))) {
      const file = path.join(muiDir, request.slice('@mui/material/'.length), 'index.mjs');
      if (fs.existsSync(file)) shared[file] = { ...shared['@mui/material'], shareKey: request };
    }
  }
  return shared;
}

module.exports = { sharedSingletons, sharedUiFolders, sourceFiles, SINGLETONS };
