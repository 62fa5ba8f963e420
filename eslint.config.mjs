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
import { readFileSync } from 'node:fs';

const MODULES = ['mf-auth', 'mf-tournaments', 'mf-rooms', 'mf-wallet', 'mf-notifications'];
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
      { allow: ['shared-ui', 'shared-events', 'tools'], why: 'a module imports only itself, shared-ui, shared-events and public packages' },
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

/**
 * `extra` adds the boundaries of a package's own folders ({ regex, message } on the import path): both rules take a
 * single options list per file, so a folder's config repeats its package's boundaries rather than replacing them.
 */
function boundaryRules(name, extra = []) {
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
  const regexes = [...bare, relative];
  const message = `Import boundary: ${why}. Allowed workspace packages here: ${
    [...allow, ...Object.entries(allowEntries).flatMap(([pkg, entries]) => entries.map((entry) => `${pkg}/${entry}`))].join(', ') || 'none'
  }; never a sibling package by relative path.`;
  const sources = [
    'ImportExpression > Literal.source',
    'CallExpression[callee.name="require"] > Literal.arguments:first-child',
    'TSImportType Literal',
  ];
  const restrictions = [...regexes.map((regex) => ({ regex, message })), ...extra];
  return {
    'no-restricted-imports': ['error', { patterns: restrictions }],
    'no-restricted-syntax': [
      'error',
      // esquery regexes cannot contain '/', so the selectors spell it \x2F.
      ...restrictions.flatMap(({ regex, message }) =>
        sources.map((source) => ({ selector: `${source}[value=/${regex.replaceAll('/', '\\x2F')}/]`, message })),
      ),
    ],
  };
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
  { files: ['mf-rooms/src/**/*.{ts,tsx}'], ignores: ROOMS_TESTS, rules: boundaryRules('mf-rooms', [NO_TEST_SUPPORT, GAME_ENTRY_ONLY]) },
  { files: ['mf-rooms/src/game/**/*.{ts,tsx}'], ignores: ROOMS_TESTS, rules: boundaryRules('mf-rooms', [NO_TEST_SUPPORT, NO_ROOM_PAGE]) },
  { files: ['mf-rooms/src/game/**/*.test.{ts,tsx}', 'mf-rooms/src/game/**/test/**'], rules: boundaryRules('mf-rooms', [NO_ROOM_PAGE]) },
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
  ...Object.keys(BOUNDARIES).map((name) => ({ files: [`${name}/**/*.{ts,tsx,js,cjs,mjs}`], rules: boundaryRules(name) })),
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
