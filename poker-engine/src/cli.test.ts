import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { main } from './cli';
import { corpusDirectory } from './phh/corpus';

const corpus = corpusDirectory();
const pass = path.join(corpus, 'dwan-ivey-2009.phh');
const conflict = path.join(corpus, 'synthetic/PO/PO-102-00996.phh');

function run(args: string[]): { code: number; lines: string[] } {
  const lines: string[] = [];
  const code = main(args, (line) => lines.push(line));
  return { code, lines };
}

describe('poker-engine replay', () => {
  it('prints PASS or FAIL per hand and a closing count; exits 0 only if all pass', () => {
    assert.deepEqual(run(['replay', pass]), { code: 0, lines: [`PASS ${pass}`, '1 passed, 0 failed'] });
    const mixed = run(['replay', pass, conflict]);
    assert.equal(mixed.code, 1);
    assert.deepEqual(mixed.lines.slice(1), [
      `FAIL ${conflict} expected [2791, 0, 3086, 2515, 0] got error: action 11 'p5 cbr 638': betting was not reopened by a full raise`,
      '1 passed, 1 failed',
    ]);
  });

  it('walks directories and uses the manifest’s whole-chip results', () => {
    const { code, lines } = run(['replay', path.join(corpus, 'pluribus/88')]);
    assert.equal(code, 0);
    assert.equal(lines.at(-1), '3 passed, 0 failed');
  });

  it('prints JSON lines with --json', () => {
    const { lines } = run(['replay', '--json', conflict]);
    assert.deepEqual(JSON.parse(lines[0]), {
      file: conflict,
      ok: false,
      expected: [2791, 0, 3086, 2515, 0],
      actual: null,
      error: "action 11 'p5 cbr 638': betting was not reopened by a full raise",
    });
    assert.equal(lines[1], '0 passed, 1 failed');
  });

  it('answers usage errors with exit code 2', () => {
    assert.equal(run([]).code, 2);
    assert.equal(run(['replay']).code, 2);
    assert.equal(run(['replay', '--bogus', pass]).code, 2);
    assert.equal(run(['replay', path.join(corpus, 'no-such-dir')]).code, 2);
  });

  it('runs as an installed command without a build step', () => {
    const bin = path.resolve(import.meta.dirname, '../bin/poker-engine.mjs');
    const output = execFileSync(process.execPath, [bin, 'replay', path.relative(corpus, pass)], {
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: corpus },
    });
    assert.equal(output, 'PASS dwan-ivey-2009.phh\n1 passed, 0 failed\n');
  });
});
