import { spawn } from 'node:child_process';
import { buildMissing } from './build-missing.mjs';
import { run } from './run.mjs';
import { ROOT } from './workspaces.mjs';

/**
 * `npm test`: the whole suite. Builds what is missing (the browser tests run against the built platform),
 * lints (ESLint with the import boundaries, and Prettier), type-checks, runs the front-end jest projects, the server
 * suites on PGlite and PostgreSQL, the Storybook build and the browser tests. Every stage runs even if an earlier one
 * failed, so one run shows all failures.
 *
 * Stages of one step run side by side: each of them keeps one core of the two busy at most (ESLint and the two
 * type-checks; the engine's tests and the Storybook build), so together they fill the machine instead of taking
 * turns. Their output is printed whole as each ends, so it never interleaves. Stages that fill both cores on their
 * own (the front-end jest's two workers, the server suites, the browser tests two files at a time) run alone, their
 * output as it comes.
 */
const steps = [
  [
    ['lint', 'npm', ['run', 'lint', '--silent']],
    ['type-check front end', 'npx', ['tsc', '-p', 'tsconfig.json']],
    ['type-check server', 'npm', ['run', 'typecheck', '--silent', '-w', 'server']],
  ],
  // Two workers: jest's default on two cores is one, which leaves a core idle.
  [['front-end unit and component tests', 'npx', ['jest', '--ci', '--maxWorkers=2']]],
  [
    ['poker engine (rules, PHH replay, property tests)', 'npm', ['test', '--silent', '-w', 'poker-engine']],
    ['storybook build', 'npm', ['run', 'build', '--silent', '-w', 'ui-storybook']],
  ],
  [['server tests (PGlite and PostgreSQL)', 'npm', ['test', '--silent', '-w', 'server']]],
  [['browser tests', 'npm', ['test', '--silent', '-w', 'e2e']]],
];

const ENV = { FORCE_COLOR: '0' };

/** Runs a command with its output held back; resolves with its exit code and that output. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...ENV } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }));
  });
}

async function runStage([label, command, args], alone) {
  const started = Date.now();
  let code;
  if (alone) {
    console.log(`\n▶ ${label}`);
    code = await run(command, args, { env: ENV });
  } else {
    const result = await runQuietly(command, args);
    code = result.code;
    console.log(`\n▶ ${label} (side by side)\n${result.output}`);
  }
  return { label, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

const only = process.argv.slice(2);
const wanted = ([label]) => only.length === 0 || only.some((word) => label.includes(word));
await buildMissing();
const results = [];
for (const step of steps) {
  const stages = step.filter(wanted);
  results.push(...(await Promise.all(stages.map((stage) => runStage(stage, stages.length === 1)))));
}

console.log('\nSummary');
for (const { label, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`stages: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
