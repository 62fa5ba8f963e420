import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REFUSALS } from '../src/hand/refusals';
import { corpusDirectory, findPhhFiles, ManifestExpectations, replayFile, type ReplayReport } from '../node/corpus';
import { parsePhh } from '../src/phh/hand-history';
import { PhhReplayError, replayPhh } from '../src/phh/replay';

const corpus = corpusDirectory();
const manifest = new ManifestExpectations();
const relative = (file: string) => path.relative(corpus, file).split(path.sep).join('/');
const SHORT_BIG_BLIND_ANTE_FIRST = 'synthetic-bba-short-ante-first/';
/** Hands written for the engine's rules, with results worked out by hand (see the files' comments). */
const ENGINE_TDA = 'engine-tda/';

/**
 * Two generated hands re-raise where TDA rule 47 forbids it, because PokerKit, which generated them, lets a
 * wager at least as large as every earlier one on the street re-open the betting whatever its size (so the
 * first bet of a street, or the first raise over the blinds, even all in for less). Replay refuses them under
 * TDA and passes them under PokerKit's convention, with a note.
 */
const TDA_REOPENING_CONFLICTS: Record<string, string> = {
  // Flop: p4 checks, p8 bets all in for 1,479 (the minimum bet is 2,000), p1 calls; TDA lets p4 only call.
  'synthetic/NT/NT-101-00420.phh': "action 23 'p4 cbr 5245': betting was not reopened by a full raise",
  // Preflop: p5 limps for 100, the big blind raises all in by 46; TDA lets p5 only call.
  'synthetic/PO/PO-102-00996.phh': "action 11 'p5 cbr 638': betting was not reopened by a full raise",
};

describe('PHH corpus replay', () => {
  const files = findPhhFiles([corpus]);
  const reports = new Map<string, ReplayReport>(files.map((file) => [relative(file), replayFile(file, manifest)]));

  it('holds the whole corpus: Pluribus, WSOP, famous hands, generated NT and PO hands and the engine’s own', () => {
    const count = (prefix: string) => [...reports.keys()].filter((name) => name.startsWith(prefix)).length;
    assert.equal(count('pluribus/'), 250);
    assert.equal(count('wsop/'), 10);
    assert.equal(count('synthetic/NT/'), 982);
    assert.equal(count('synthetic/PO/'), 981);
    assert.equal(count(SHORT_BIG_BLIND_ANTE_FIRST), 37);
    assert.equal(count(ENGINE_TDA), 8);
    assert.equal(reports.size, 2270);
  });

  it('replays the engine’s own TDA hands, each to the finishing stacks worked out for it', () => {
    const engineHands = [...reports].filter(([name]) => name.startsWith(ENGINE_TDA));
    assert.equal(engineHands.length, 8);
    for (const [name, report] of engineHands) assert.deepEqual([report.ok, report.error, report.note], [true, null, null], name);
  });

  it('replays every hand to its finishing stacks (the short-big-blind directory aside: it needs --ante-first)', () => {
    const failures = [...reports].filter(([name, report]) => !report.ok && !name.startsWith(SHORT_BIG_BLIND_ANTE_FIRST));
    assert.deepEqual(failures, []);
  });

  it('needs PokerKit’s re-opening convention for exactly the two conflicts, and says so in a note', () => {
    const noted = Object.fromEntries([...reports].filter(([, report]) => report.note !== null).map(([name, report]) => [name, report.note]));
    assert.deepEqual(
      noted,
      Object.fromEntries(
        Object.entries(TDA_REOPENING_CONFLICTS).map(([name, error]) => [
          name,
          `replayed under PokerKit's reopening convention (TDA 47 would refuse: ${error})`,
        ]),
      ),
    );
  });

  it('the two conflicts are refused under TDA for the re-opening alone, and pass under PokerKit’s convention', () => {
    for (const [name, error] of Object.entries(TDA_REOPENING_CONFLICTS)) {
      const file = path.join(corpus, name);
      const hand = parsePhh(readFileSync(file, 'utf8'));
      assert.throws(
        () => replayPhh(hand),
        (thrown) =>
          thrown instanceof PhhReplayError &&
          thrown.code === 'BETTING_NOT_REOPENED' &&
          thrown.reason === REFUSALS.BETTING_NOT_REOPENED() &&
          thrown.message === error,
        name,
      );
      const strict = replayFile(file, manifest, { incompleteRaise: 'tda' });
      assert.deepEqual([strict.ok, strict.error, strict.note], [false, error, null], 'an explicit rule gets no second try');
      const state = replayPhh(hand, { incompleteRaise: 'pokerkit' });
      assert.equal(state.phase, 'complete');
      assert.deepEqual(state.stacks, hand.finishingStacks, name);
      assert.deepEqual(reports.get(name)?.actual, hand.finishingStacks);
    }
  });

  it('still fails a hand that PokerKit’s convention does not bring to its finishing stacks, saying both', () => {
    const name = 'synthetic/NT/NT-101-00420.phh';
    const text = readFileSync(path.join(corpus, name), 'utf8').replace(/^finishing_stacks = .*$/m, 'finishing_stacks = [1, 2, 3, 4, 5, 6, 7, 8]');
    const directory = mkdtempSync(path.join(tmpdir(), 'phh-'));
    try {
      const file = path.join(directory, 'altered.phh');
      writeFileSync(file, text);
      const report = replayFile(file, manifest);
      assert.deepEqual([report.ok, report.actual, report.note], [false, null, null]);
      assert.equal(
        report.error,
        `${TDA_REOPENING_CONFLICTS[name]}; under PokerKit's reopening convention too: ends with [181448, 0, 90658, 4604, 87026, 86143, 205094, 0]`,
      );
    } finally {
      rmSync(directory, { recursive: true });
    }
  });

  it('PokerKit’s convention changes no other hand: same result or same refusal, under either posting order', () => {
    for (const file of findPhhFiles([corpus])) {
      if (relative(file) in TDA_REOPENING_CONFLICTS) continue;
      for (const postingOrder of ['blindFirst', 'anteFirst'] as const) {
        const tda = replayFile(file, manifest, { postingOrder, incompleteRaise: 'tda' });
        const pokerkit = replayFile(file, manifest, { postingOrder, incompleteRaise: 'pokerkit' });
        assert.deepEqual(pokerkit, tda, `${relative(file)} (${postingOrder})`);
      }
    }
  });

  it('splits the four half-chip Pluribus pots in whole chips, the odd chip left of the button', () => {
    for (const name of ['pluribus/88/128.phh', 'pluribus/91/43.phh', 'pluribus/60/88.phh', 'pluribus/91/53.phh']) {
      const recorded = parsePhh(readFileSync(path.join(corpus, name), 'utf8')).finishingStacks ?? [];
      const report = reports.get(name);
      assert.ok(report?.ok, name);
      const actual = report.actual ?? [];
      const halves = recorded.flatMap((stack, player) => (Number.isInteger(stack) ? [] : [player]));
      assert.equal(halves.length, 2, `${name} records one split pot in halves`);
      assert.equal(actual[halves[0]], recorded[halves[0]] + 0.5, 'the first seat left of the button gets the odd chip');
      assert.equal(actual[halves[1]], recorded[halves[1]] - 0.5);
    }
  });
});

describe('short big blind with a big-blind ante (synthetic-bba-short-ante-first)', () => {
  const files = findPhhFiles([path.join(corpus, SHORT_BIG_BLIND_ANTE_FIRST)]);

  it('matches PokerKit on all 37 hands with PokerKit’s ante-first posting', () => {
    const failures = files.map((file) => replayFile(file, manifest, { postingOrder: 'anteFirst' })).filter((report) => !report.ok);
    assert.deepEqual(failures, []);
  });

  it('with TDA blind-first posting: 17 end the same, 10 end differently, 10 recorded lines become illegal', () => {
    const reports = files.map((file) => replayFile(file, manifest));
    const same = reports.filter((report) => report.ok).length;
    const different = reports.filter((report) => !report.ok && report.error === null).length;
    const illegal = reports.filter((report) => report.error !== null);
    assert.deepEqual([same, different, illegal.length], [17, 10, 10]);
    for (const report of illegal) assert.match(report.error ?? '', /raise must be to|not your turn/);
    // Blind first, the big blind is all in for his 443 chips and the small blind calls: the record shows the big
    // blind's hand first, which TDA rule 16 allows, since every hand is tabled at once.
    const showsOutOfOrder = reports.find((report) => report.file.endsWith('PO/PO-102-00216.phh'));
    assert.deepEqual([showsOutOfOrder?.ok, showsOutOfOrder?.actual], [true, [19179, 0, 13498]]);
  });

  it('a big blind all in for less than the blind keeps a live blind under TDA (NT-101-00568)', () => {
    const report = replayFile(path.join(corpus, SHORT_BIG_BLIND_ANTE_FIRST, 'NT/NT-101-00568.phh'), manifest);
    // 564 chips: TDA posts them as the big blind, matched by three players; ante first would make them dead money.
    assert.deepEqual(report.expected, [13724, 564, 35410, 14623, 9434, 34500]);
    assert.deepEqual(report.actual, [13724, 2256, 35410, 14623, 7742, 34500]);
  });
});
