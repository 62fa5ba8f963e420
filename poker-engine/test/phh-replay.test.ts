import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { applyAction, legalActions, nextToAct } from '../src/hand/actions';
import { corpusDirectory, findPhhFiles } from '../node/corpus';
import { createHand } from '../src/hand/create';
import { formatPhh, parsePhh } from '../src/phh/hand-history';
import { handConfigFromPhh, handToPhh, PhhReplayError, replayPhh, writePhh } from '../src/phh/replay';
import { parseToml } from '../src/phh/toml';
import { chooseAction, tableSetups } from './support/random-play';
import { seededRandomInt } from './support/seeded-random';

describe('PHH text', () => {
  it('reads the TOML that hand histories use: comments, multi-line arrays, both string quotes', () => {
    const table = parseToml(`# header
variant = "NT"   # trailing comment
ante_trimming_status = true
antes = [
  0,  # nothing for p1
  1_000,
]
min_bet = 2.5
actions = ['d dh p1 AcKd', "p1 cbr \\"300\\""]
`);
    assert.deepEqual(table, { variant: 'NT', ante_trimming_status: true, antes: [0, 1000], min_bet: 2.5, actions: ['d dh p1 AcKd', 'p1 cbr "300"'] });
  });

  it('points at the line of a syntax error', () => {
    assert.throws(() => parseToml("variant = 'NT'\nantes = [0, 1\n"), /line 3: unterminated array/);
    assert.throws(() => parseToml("variant = 'NT' extra\n"), /line 1: unexpected text after variant/);
  });

  it('lists heads-up blinds as PHH does (small, big) although p1 is the big blind', () => {
    const hand = parsePhh(
      `variant = 'NT'\nantes = [0, 5]\nblinds_or_straddles = [50, 100]\nmin_bet = 100\nstarting_stacks = [1000.75, 900]\nactions = []\n`,
    );
    const config = handConfigFromPhh(hand);
    assert.deepEqual(config.blinds, [100, 50]);
    assert.deepEqual(config.antes, [5, 0]);
    assert.deepEqual(config.startingStacks, [1000, 900], 'chips are whole');
    assert.equal(config.deadAntes, true);
  });

  it('refuses what it does not play, saying why', () => {
    const base = `antes = [0, 0, 0]\nmin_bet = 100\nstarting_stacks = [1000, 1000, 1000]\n`;
    assert.throws(() => parsePhh(`variant = 'FT'\n${base}blinds_or_straddles = [50, 100, 0]\nactions = []`), /unsupported variant 'FT'/);
    assert.throws(() => replayPhh(parsePhh(`variant = 'NT'\n${base}blinds_or_straddles = [50, 100, 200]\nactions = []`)), /straddles/);
    const hand = parsePhh(`variant = 'NT'\n${base}blinds_or_straddles = [50, 100, 0]\nactions = ['d dh p1 AcKd', 'd dh p2 AcQd']`);
    assert.throws(() => replayPhh(hand), /action 2 'd dh p2 AcQd': a card is dealt twice/);
    const draw = parsePhh(
      `variant = 'NT'\n${base}blinds_or_straddles = [50, 100, 0]\nactions = ['d dh p1 AcKd', 'd dh p2 2c2d', 'd dh p3 3c3d', 'p3 sd']`,
    );
    assert.throws(() => replayPhh(draw), /action 4 'p3 sd': unsupported action 'sd'/);
  });
});

describe('replaying showdowns', () => {
  const handText = (actions: string[]) =>
    `variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [50, 100]\nmin_bet = 100\nstarting_stacks = [1000, 1000]\nactions = ${JSON.stringify(actions)}\n`;
  const headsUp = (actions: string[]) => parsePhh(handText(actions));

  it('accepts a record that shows all-in hands in another order: all are tabled at once (TDA rule 16)', () => {
    // The button (p2) moved all in last, so he would show first; the record turns the big blind's hand over first.
    const actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 cbr 1000', 'p1 cc', 'p1 sm AsAd', 'p2 sm KsKd', 'd db 9h8h3c', 'd db 4d', 'd db Jc'];
    const state = replayPhh(headsUp(actions));
    assert.equal(state.phase, 'complete');
    assert.deepEqual(state.stacks, [2000, 0]);
    assert.deepEqual(handToPhh(state).actions, actions, 'the record’s order is kept');
  });

  it('still holds a record to the showdown order when betting simply ended', () => {
    const checked = [
      'd dh p1 AsAd',
      'd dh p2 KsKd',
      'p2 cc',
      'p1 cc',
      'd db 9h8h3c',
      'p1 cc',
      'p2 cc',
      'd db 4d',
      'p1 cc',
      'p2 cc',
      'd db Jc',
      'p1 cc',
      'p2 cc',
    ];
    assert.throws(
      () => replayPhh(headsUp([...checked, 'p2 sm KsKd', 'p1 sm AsAd'])),
      (thrown) =>
        thrown instanceof PhhReplayError &&
        thrown.code === 'NOT_YOUR_TURN' &&
        thrown.message === "action 14 'p2 sm KsKd': not your turn: player 0 is to act",
    );
    assert.deepEqual(replayPhh(headsUp([...checked, 'p1 sm AsAd', 'p2 sm KsKd'])).stacks, [1100, 900]);
  });

  it('passes over the check PokerKit records for a big blind with no action (TDA), and no other', () => {
    const shortButton = (actions: string[]) => parsePhh(handText(actions).replace('[1000, 1000]', '[1000, 80]'));
    const deal = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 cc'];
    const rest = ['p1 sm AsAd', 'p2 sm KsKd', 'd db 9h8h3c', 'd db 4d', 'd db Jc'];
    const pokerkit = replayPhh(shortButton([...deal, 'p1 cc', ...rest]));
    assert.deepEqual(pokerkit.stacks, [1080, 0]);
    assert.deepEqual(handToPhh(pokerkit).actions, [...deal, 'p1 cc', ...rest], 'written back as recorded');
    assert.deepEqual(replayPhh(shortButton([...deal, ...rest])).stacks, [1080, 0]);
    for (const extra of [
      [...deal, 'p1 cc', 'p1 cc'],
      [...deal, 'p2 cc'],
      [...deal, 'p1 sm AsAd', 'p1 cc'],
    ]) {
      assert.throws(
        () => replayPhh(shortButton(extra)),
        (thrown) => thrown instanceof PhhReplayError && thrown.action.endsWith(' cc'),
        extra.join(', '),
      );
    }
  });
});

describe('writing PHH', () => {
  it('writes every corpus hand back with the same actions', () => {
    for (const file of findPhhFiles([corpusDirectory()]).filter((name) => !name.includes('short-ante-first'))) {
      const hand = parsePhh(readFileSync(file, 'utf8'));
      // PokerKit's re-opening convention replays every hand TDA does, identically, and the two it refuses.
      const state = replayPhh(hand, { incompleteRaise: 'pokerkit' });
      const written = handToPhh(state);
      assert.deepEqual(written.actions, hand.actions, path.basename(file));
      assert.deepEqual(written.antes, hand.antes);
      assert.deepEqual(written.blindsOrStraddles, hand.blindsOrStraddles);
    }
  });

  it('round-trips hands the engine dealt and played: write, parse, replay, write again', () => {
    fc.assert(
      fc.property(tableSetups, ({ config, seed }) => {
        const state = createHand(config, { shuffle: seededRandomInt(seed) });
        const choices = seededRandomInt(seed + 1);
        while (nextToAct(state).kind === 'player')
          assert.ok(applyAction(state, state.actor, chooseAction(legalActions(state, state.actor), choices)).ok);
        const text = writePhh(state, { players: config.startingStacks.map((_, player) => `Player ${player + 1}`) });
        const parsed = parsePhh(text);
        assert.equal(formatPhh(parsed), text);
        const replayed = replayPhh(parsed, { postingOrder: config.postingOrder });
        assert.deepEqual(replayed.stacks, state.stacks);
        assert.deepEqual(parsed.finishingStacks, state.stacks);
        assert.deepEqual(replayed.log, state.log);
        assert.equal(writePhh(replayed, parsed.extra), text);
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});
