const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/**
 * Lints virtual files (code plus the path it would have; nothing is written) with the root ESLint config and returns
 * the rule ids reported for each. ESLint loads its flat config with import(), which jest's module sandbox refuses,
 * so the linting runs in one plain Node child.
 */
function ruleIds(fixtures) {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const reported = [];
    for (const [file, code] of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(code, { filePath: file, warnIgnored: true });
      reported.push(result.messages.map((message) => message.ruleId ?? message.message));
    }
    process.stdout.write(JSON.stringify(reported));`;
  const input = fixtures.map(([file, code]) => [path.join(root, file), code]);
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(input)], { cwd: root, encoding: 'utf8' }));
}

const importing = (source) => `import { value } from '${source}';\n\nexport const copy = value;\n`;

const cases = [
  ['a module imports another module by name', 'mf-auth/src/fixture.ts', importing('mf-rooms'), ['no-restricted-imports']],
  ['a module imports another module by relative path', 'mf-auth/src/fixture.ts', importing('../../mf-rooms/src/x'), ['no-restricted-imports']],
  [
    'a module imports a type of another module',
    'mf-auth/src/fixture.ts',
    "import type { Room } from 'mf-rooms';\n\nexport type Copy = Room;\n",
    ['no-restricted-imports'],
  ],
  [
    'a module loads another module lazily',
    'mf-auth/src/fixture.ts',
    "export const load = () => import('mf-rooms/src/x');\n",
    ['no-restricted-syntax'],
  ],
  ['a module imports the shell', 'mf-wallet/src/fixture.ts', importing('shell'), ['no-restricted-imports']],
  ['shared-ui imports a module', 'shared-ui/src/fixture.tsx', importing('mf-auth'), ['no-restricted-imports']],
  ['shared-events imports shared-ui', 'shared-events/src/fixture.ts', importing('shared-ui'), ['no-restricted-imports']],
  ['the server imports the browser entry of shared-events', 'server/src/fixture.ts', importing('shared-events'), ['no-restricted-imports']],
  ['the server imports the session store', 'server/src/fixture.ts', importing('shared-events/session'), ['no-restricted-imports']],
  ['poker-engine imports a Node built-in', 'poker-engine/src/fixture.ts', importing('node:crypto'), ['import-x/no-nodejs-modules']],
  ['poker-engine imports a bare Node built-in', 'poker-engine/src/fixture.ts', importing('crypto'), ['import-x/no-nodejs-modules']],
  ['poker-engine reads process.env', 'poker-engine/src/fixture.ts', 'export const seed = process.env.SEED;\n', ['no-restricted-globals']],
  ['poker-engine imports the platform', 'poker-engine/src/fixture.ts', importing('shared-events/contracts'), ['no-restricted-imports']],
  ['a server domain imports a higher one', 'server/src/tournaments/fixture.ts', importing('../rooms/rooms.repository'), ['no-restricted-imports']],
  ['a server domain imports a sibling on its level', 'server/src/rooms/fixture.ts', importing('../users/session-user'), ['no-restricted-imports']],
  [
    'a server domain imports a type of a higher one',
    'server/src/rooms/fixture.ts',
    "import type { TableRunner } from '../tables/table-runner';\n\nexport type Copy = TableRunner;\n",
    ['no-restricted-imports'],
  ],
  [
    'a server domain loads a higher one lazily',
    'server/src/tournaments/fixture.ts',
    "export const load = () => import('../rooms/room-state');\n",
    ['no-restricted-syntax'],
  ],
  [
    'server infrastructure imports a domain',
    'server/src/db/fixture.ts',
    importing('../tournaments/tournaments.repository'),
    ['no-restricted-imports'],
  ],
  ['a nested server file imports a domain', 'server/src/db/migrations/fixture.ts', importing('../../users/users.routes'), ['no-restricted-imports']],
  ['a top-level server file imports a domain', 'server/src/config.ts', importing('./tables/table-timings'), ['no-restricted-imports']],
  ['a server domain imports the composition root', 'server/src/wallet/fixture.ts', importing('../app-services'), ['no-restricted-imports']],
  [
    'a server domain imports the browser entry of shared-events',
    'server/src/tournaments/fixture.ts',
    importing('shared-events'),
    ['no-restricted-imports'],
  ],
];

const allowed = [
  [
    'a module imports shared-ui and shared-events',
    'mf-wallet/src/fixture.tsx',
    `${importing('shared-ui')}export { sessionStore } from 'shared-events/session';\n`,
  ],
  [
    'a module imports its own files and public packages',
    'mf-auth/src/login/fixture.ts',
    `${importing('../countries/flag-url')}export { map } from 'rxjs';\n`,
  ],
  ['the server imports the contracts entry of shared-events', 'server/src/fixture.ts', importing('shared-events/contracts')],
  ['poker-engine imports its own files', 'poker-engine/src/hand/fixture.ts', importing('../cards')],
  [
    'a server domain imports lower ones and its own files',
    'server/src/rooms/fixture.ts',
    `${importing('../tournaments/registrations.repository')}export { errors } from '../errors';\nexport { seatPlayers } from './seating';\n`,
  ],
  ['a nested server file imports its own folder', 'server/src/db/migrations/fixture.ts', importing('../database')],
  [
    'the composition root imports every domain',
    'server/src/app.ts',
    `${importing('./admin/admin.routes')}export { roomsRoutes } from './rooms/rooms.routes';\n`,
  ],
  ['a poker-engine test uses Node', 'poker-engine/test/fixture.test.ts', `${importing('node:test')}export const seed = process.env.SEED;\n`],
];

describe('import boundaries (root eslint.config.mjs)', () => {
  const reported = ruleIds([...cases, ...allowed].map(([, file, code]) => [file, code]));

  it.each(cases.map((fixture, index) => [...fixture, reported[index]]))('fails when %s', (_label, _file, _code, expected, actual) => {
    expect(actual).toEqual(expected);
  });

  it.each(allowed.map((fixture, index) => [...fixture, reported[cases.length + index]]))('passes when %s', (_label, _file, _code, actual) => {
    expect(actual).toEqual([]);
  });
});
