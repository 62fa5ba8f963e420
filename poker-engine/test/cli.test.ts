import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { main } from '../node/cli';
import { corpusDirectory } from '../node/corpus';

const corpus = corpusDirectory();
const pass = path.join(corpus, 'dwan-ivey-2009.phh');
const conflict = path.join(corpus, 'synthetic/PO/PO-102-00996.phh');
// A big blind short of blind + ante: recorded with PokerKit's ante-first posting, so it ends differently under TDA's.
const antePosting = path.join(corpus, 'synthetic-bba-short-ante-first/NT/NT-101-00568.phh');
const conflictNote = `note ${conflict}: replayed under PokerKit's reopening convention (TDA 47 would refuse: action 11 'p5 cbr 638': betting was not reopened by a full raise)`;

function run(args: string[]): { code: number; lines: string[]; notes: string[] } {
  const lines: string[] = [];
  const notes: string[] = [];
  const code = main(
    args,
    (line) => lines.push(line),
    (line) => notes.push(line),
  );
  return { code, lines, notes };
}

describe('poker-engine replay', () => {
  it('prints PASS or FAIL per hand and a closing count; exits 0 only if all pass', () => {
    assert.deepEqual(run(['replay', pass]), { code: 0, lines: [`PASS ${pass}`, '1 passed, 0 failed'], notes: [] });
    const mixed = run(['replay', pass, antePosting]);
    assert.equal(mixed.code, 1);
    assert.deepEqual(mixed.lines.slice(1), [
      `FAIL ${antePosting} expected [13724, 564, 35410, 14623, 9434, 34500] got [13724, 2256, 35410, 14623, 7742, 34500]`,
      '1 passed, 1 failed',
    ]);
    assert.equal(run(['replay', '--ante-first', antePosting]).code, 0);
  });

  it('passes a hand TDA 47 refuses but PokerKit’s convention replays: a plain PASS line, the note on stderr', () => {
    assert.deepEqual(run(['replay', conflict, pass]), {
      code: 0,
      lines: [`PASS ${conflict}`, `PASS ${pass}`, '2 passed, 0 failed'],
      notes: [conflictNote],
    });
  });

  it('walks directories and uses the manifest’s whole-chip results', () => {
    const { code, lines } = run(['replay', path.join(corpus, 'pluribus/88')]);
    assert.equal(code, 0);
    assert.equal(lines.at(-1), '3 passed, 0 failed');
  });

  it('prints JSON lines with --json, a note field included', () => {
    const { lines, notes } = run(['replay', '--json', conflict, antePosting]);
    assert.deepEqual(JSON.parse(lines[0]), {
      file: conflict,
      ok: true,
      expected: [2791, 0, 3086, 2515, 0],
      actual: [2791, 0, 3086, 2515, 0],
      error: null,
      note: "replayed under PokerKit's reopening convention (TDA 47 would refuse: action 11 'p5 cbr 638': betting was not reopened by a full raise)",
    });
    assert.deepEqual(JSON.parse(lines[1]), {
      file: antePosting,
      ok: false,
      expected: [13724, 564, 35410, 14623, 9434, 34500],
      actual: [13724, 2256, 35410, 14623, 7742, 34500],
      error: null,
      note: null,
    });
    assert.equal(lines[2], '1 passed, 1 failed');
    assert.deepEqual(notes, [conflictNote]);
  });

  it('answers usage errors with exit code 2', () => {
    assert.equal(run([]).code, 2);
    assert.equal(run(['replay']).code, 2);
    assert.equal(run(['replay', '--bogus', pass]).code, 2);
    assert.equal(run(['replay', path.join(corpus, 'no-such-dir')]).code, 2);
  });

  it('runs as an installed command without a build step; notes go to stderr only', () => {
    const bin = path.resolve(import.meta.dirname, '../bin/poker-engine.mjs');
    const result = spawnSync(process.execPath, [bin, 'replay', path.relative(corpus, conflict), path.relative(corpus, pass)], {
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: corpus },
    });
    assert.equal(result.status, 0);
    assert.equal(result.stdout, 'PASS synthetic/PO/PO-102-00996.phh\nPASS dwan-ivey-2009.phh\n2 passed, 0 failed\n');
    assert.equal(
      result.stderr,
      "note synthetic/PO/PO-102-00996.phh: replayed under PokerKit's reopening convention (TDA 47 would refuse: action 11 'p5 cbr 638': betting was not reopened by a full raise)\n",
    );
  });
});
