import { buildMissing } from './build-missing.mjs';
import { run } from './run.mjs';

/**
 * `npm test`: the whole suite. Builds what is missing (the browser tests run against the built platform),
 * lints (ESLint with the import boundaries, and Prettier), type-checks, runs the front-end jest projects, the server
 * suites on PGlite and PostgreSQL, the Storybook build and the browser tests. Every stage runs even if an earlier one
 * failed, so one run shows all failures.
 */
const stages = [
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['type-check front end', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['type-check server', 'npm', ['run', 'typecheck', '--silent', '-w', 'server']],
  ['front-end unit and component tests', 'npx', ['jest', '--ci']],
  ['poker engine (rules, PHH replay, property tests)', 'npm', ['test', '--silent', '-w', 'poker-engine']],
  ['server tests (PGlite and PostgreSQL)', 'npm', ['test', '--silent', '-w', 'server']],
  ['storybook build', 'npm', ['run', 'build', '--silent', '-w', 'ui-storybook']],
  ['browser tests', 'npm', ['test', '--silent', '-w', 'e2e']],
];

const only = process.argv.slice(2);
await buildMissing();
const results = [];
for (const [label, command, args] of stages) {
  if (only.length > 0 && !only.some((word) => label.includes(word))) continue;
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const code = await run(command, args, { env: { FORCE_COLOR: '0' } });
  results.push({ label, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\nSummary');
for (const { label, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`stages: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
