// One lint config for every package. `npm run lint` runs it (with --max-warnings 0) and `prettier --check`;
// eslint-config-prettier turns off the stylistic rules so the two never disagree.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const MODULES = ['mf-auth', 'mf-tournaments', 'mf-rooms', 'mf-wallet', 'mf-notifications', 'mf-admin'];
const WORKSPACES = ['shell', ...MODULES, 'shared-ui', 'shared-events', 'server', 'poker-engine', 'storybook', 'e2e', 'tools'];
const FRONT_END = ['shell', ...MODULES, 'shared-ui', 'storybook'];
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A workspace is imported by its package name (the `storybook` folder is `ui-storybook`; `storybook` is the npm package). */
const packageName = (folder) => JSON.parse(readFileSync(new URL(`./${folder}/package.json`, import.meta.url), 'utf8')).name;

/**
 * The architecture's import boundaries (DESIGN.md, STYLE.md): which workspace packages each package may import.
 * `allow` lists whole packages; `allowEntries` lists the only entries allowed of a package (e.g. the server
 * sees `shared-events/contracts`, never the browser entry). Every other workspace package is forbidden, by name
 * and by a relative path that climbs out of the package into it. Static imports, type imports and re-exports go
 * through `no-restricted-imports`; `import()`, `require()` and `import('x').T` through `no-restricted-syntax`.
 */
const BOUNDARIES = {
  shell: { allow: ['shared-ui', 'shared-events', 'tools'], why: 'the shell composes modules at run time (remotes.json), never by import' },
  ...Object.fromEntries(
    MODULES.map((name) => [
      name,
      {
        // The rooms replay recorded hands and check their deals with the poker engine, in the browser (issue #25).
        allow: ['shared-ui', 'shared-events', 'tools', ...(name === 'mf-rooms' ? ['poker-engine'] : [])],
        why: 'a module imports only itself, shared-ui, shared-events and public packages (mf-rooms the poker engine too)',
      },
    ]),
  ),
  'shared-ui': { allow: ['shared-events', 'tools'], why: 'shared packages import no module' },
  'shared-events': { allow: ['tools'], why: 'shared packages import no module, and the event layer no UI' },
  server: {
    allow: ['poker-engine', 'tools'],
    allowEntries: { 'shared-events': ['contracts'] },
    why: 'the server imports only the contracts entry of shared-events',
  },
  'poker-engine': { allow: [], why: 'the poker engine is pure rules: it imports nothing of the platform' },
  storybook: { allow: ['shared-ui', 'tools'], why: 'Storybook browses shared-ui only' },
  e2e: { allow: [], allowEntries: { 'shared-events': ['contracts'] }, why: 'browser tests drive the platform from outside' },
  tools: { allow: [], why: 'the build tools know no package' },
};

/** `no-restricted-imports` and `no-restricted-syntax` for import sources matching any of `regexes` (each with its message). */
function restrictedImportRules(restrictions) {
  // esquery regexes cannot contain '/', so the selectors spell it \x2F.
  const sources = [
    'ImportExpression > Literal.source',
    'CallExpression[callee.name="require"] > Literal.arguments:first-child',
    'TSImportType Literal',
  ];
  return {
    'no-restricted-imports': ['error', { patterns: restrictions.map(({ regex, message }) => ({ regex, message })) }],
    'no-restricted-syntax': [
      'error',
      ...restrictions.flatMap(({ regex, message }) =>
        sources.map((source) => ({ selector: `${source}[value=/${regex.replaceAll('/', '\\x2F')}/]`, message })),
      ),
    ],
  };
}

/** The page holds one copy of react-router-dom, shared through shared-ui's router entry (shared-ui/src/router). */
const ROUTER_ONLY_THROUGH_SHARED_UI = {
  regex: '^react-router(?:-dom)?(?:/|$)',
  message:
    "Import the router from 'shared-ui/router': the page shares one copy of react-router-dom (a package's own copy would have contexts the others' links cannot see).",
};

function boundaryRestrictions(name, { routerEntry = false } = {}) {
  const { allow, allowEntries = {}, why } = BOUNDARIES[name];
  const forbidden = WORKSPACES.filter((other) => other !== name && !allow.includes(other));
  const bare = forbidden.map((other) => {
    const entries = allowEntries[other];
    // `shared-events` is forbidden but `shared-events/contracts` (and its subpaths) is not.
    const name = escapeRegex(packageName(other));
    return entries ? `^${name}(?!/(?:${entries.map(escapeRegex).join('|')})(?:/|$))(?:/|$)` : `^${name}(?:/|$)`;
  });
  // Any relative path that climbs out of this package and names a sibling package: no package is reached by path.
  const siblings = WORKSPACES.filter((other) => other !== name)
    .map(escapeRegex)
    .join('|');
  const relative = `^(?:\\.\\.?/)*\\.\\./(?:${siblings})(?:/|$)`;
  const message = `Import boundary: ${why}. Allowed workspace packages here: ${
    [...allow, ...Object.entries(allowEntries).flatMap(([pkg, entries]) => entries.map((entry) => `${pkg}/${entry}`))].join(', ') || 'none'
  }; never a sibling package by relative path.`;
  const restrictions = [...bare, relative].map((regex) => ({ regex, message }));
  return FRONT_END.includes(name) && !routerEntry ? [...restrictions, ROUTER_ONLY_THROUGH_SHARED_UI] : restrictions;
}

/**
 * The order of the server's domains (server/README.md): a folder (or top-level file) of server/src imports only
 * the levels below its own, never a sibling on its level nor anything above; when a lower domain must tell a higher
 * one, it declares a hook that the higher one registers. The composition root may import everything and is imported
 * by nothing. Every entry of server/src must be placed here (the config refuses to load otherwise).
 */
const SERVER_LEVELS = [
  ['clock', 'config', 'money', 'timers'],
  ['errors'],
  ['db', 'http', 'mail', 'uploads'],
  ['metrics', 'realtime', 'scheduler', 'security', 'web'],
  ['auth', 'wallet', 'notifications'],
  ['payments'],
  ['tournaments'],
  ['rooms', 'users'],
  ['tables'],
  ['hands', 'director'],
  ['admin', 'seed'],
];
const SERVER_COMPOSITION = ['app', 'app-services', 'main', 'openapi', 'scheduled-jobs'];
const serverSource = new URL('./server/src/', import.meta.url);
const unplaced = readdirSync(serverSource)
  .map((entry) => entry.replace(/\.ts$/, ''))
  .filter((entry) => ![...SERVER_LEVELS.flat(), ...SERVER_COMPOSITION].includes(entry));
if (unplaced.length > 0) throw new Error(`eslint.config.mjs: place server/src/${unplaced.join(', ')} in SERVER_LEVELS or SERVER_COMPOSITION.`);
const SERVER_ORDER = `${SERVER_LEVELS.map((level) => level.join(', ')).join(' < ')} < composition (${SERVER_COMPOSITION.join(', ')})`;

/** One config block per server domain and depth of file in it: the folders above and beside it, by relative path. */
function serverOrderBlocks() {
  return SERVER_LEVELS.flatMap((level, rank) =>
    level.flatMap((name) => {
      const below = SERVER_LEVELS.slice(0, rank).flat();
      const forbidden = [
        ...SERVER_LEVELS.slice(rank)
          .flat()
          .filter((other) => other !== name),
        ...SERVER_COMPOSITION,
      ];
      const message = `Server domains call down, never across: ${name} may import ${below.join(', ') || 'no other server folder'}. Order: ${SERVER_ORDER}. To tell a higher domain, declare a hook it registers.`;
      const target = `(?:${forbidden.map(escapeRegex).join('|')})(?:/|$)`;
      const isFile = existsSync(new URL(`${name}.ts`, serverSource));
      // A top-level file reaches its neighbours by './x'; a file n folders down by n times '../'.
      const depths = isFile
        ? [[`server/src/${name}.ts`, '\\./']]
        : [1, 2, 3].map((depth) => [`server/src/${name}/${'*/'.repeat(depth - 1)}*.{ts,js,mjs}`, '\\.\\./'.repeat(depth)]);
      return depths.map(([files, prefix]) => ({
        files: [files],
        rules: restrictedImportRules([...boundaryRestrictions('server'), { regex: `^${prefix}${target}`, message }]),
      }));
    }),
  );
}

/**
 * mf-rooms inside: the live table (`src/game/`) is a feature the room page (`src/room/`) composes through its entry
 * (`game/index.ts`), so the two never form a cycle; fixtures and harnesses live in `test/` folders, for tests only, so
 * the build never bundles them. Tests outside game/ may look inside it (a storage key, its fixtures).
 */
const ROOMS_TESTS = ['mf-rooms/src/**/*.test.{ts,tsx}', 'mf-rooms/src/**/test/**'];
const NO_TEST_SUPPORT = {
  regex: '(?:^|/)test/',
  message: 'Fixtures and harnesses (test/ folders) are for tests only: product code never imports them.',
};
const GAME_ENTRY_ONLY = {
  regex: '^(?:\\.\\.?/)+game/',
  message: 'The live table is used through its entry (game/index.ts): import "../game", not a file inside it.',
};
const NO_ROOM_PAGE = {
  regex: '^(?:\\.\\.?/)+(?:room|App)(?:[./]|$)',
  message: 'The live table (game/) is used by the room page (room/, composed by App), never the reverse.',
};
const ROOMS_FOLDERS = [
  {
    files: ['mf-rooms/src/**/*.{ts,tsx}'],
    ignores: ROOMS_TESTS,
    rules: restrictedImportRules([...boundaryRestrictions('mf-rooms'), NO_TEST_SUPPORT, GAME_ENTRY_ONLY]),
  },
  {
    files: ['mf-rooms/src/game/**/*.{ts,tsx}'],
    ignores: ROOMS_TESTS,
    rules: restrictedImportRules([...boundaryRestrictions('mf-rooms'), NO_TEST_SUPPORT, NO_ROOM_PAGE]),
  },
  {
    files: ['mf-rooms/src/game/**/*.test.{ts,tsx}', 'mf-rooms/src/game/**/test/**'],
    rules: restrictedImportRules([...boundaryRestrictions('mf-rooms'), NO_ROOM_PAGE]),
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/storybook-static/',
      '**/coverage/',
      'data/',
      'test-results/',
      'screenshots/',
      'poker-engine/test/phh/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    // CommonJS files load with require(); the TypeScript rule against it is for ES modules.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module', globals: globals.node } },
  { files: ['**/*.test.{js,cjs}', '**/test/**/*.{js,cjs}', 'tools/jest/**'], languageOptions: { globals: globals.jest } },
  {
    files: [`{${FRONT_END.join(',')}}/**/*.{ts,tsx}`],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: [`{${FRONT_END.join(',')}}/**/*.tsx`],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // `const { secret: _, ...rest } = value` is how this codebase omits a field; the rest is the point, not `_`.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  ...Object.keys(BOUNDARIES).map((name) => ({
    files: [`${name}/**/*.{ts,tsx,js,cjs,mjs}`],
    rules: restrictedImportRules(boundaryRestrictions(name)),
  })),
  { files: ['shared-ui/src/router/**'], rules: restrictedImportRules(boundaryRestrictions('shared-ui', { routerEntry: true })) },
  // After the workspace boundaries: each block repeats the server's, since a later rule's options replace earlier ones.
  ...serverOrderBlocks(),
  ...ROOMS_FOLDERS,
  {
    // The engine's own code runs anywhere (browser, worker, server): no Node built-in, no process.
    // Its tests, bench and CLI (test/, bench/, node/) run under Node and may use it.
    files: ['poker-engine/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'global', '__dirname', '__filename', 'require', 'module', 'setImmediate'].map((name) => ({
          name,
          message: 'poker-engine/src is pure rules: no Node globals (take what you need as an argument).',
        })),
      ],
    },
  },
  prettier,
);
