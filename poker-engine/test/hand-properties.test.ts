import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { formatCard } from '../src/cards';
import type { RandomIntSource } from '../src/shuffle';
import { chipsInPlay } from './support/hands';
import { chooseAction, tableSetups, type TableSetup } from './support/random-play';
import { seededRandomInt } from './support/seeded-random';
import { viewHand } from '../src/views';
import { applyAction, legalActions, nextToAct } from '../src/hand/actions';
import { createHand } from '../src/hand/create';
import { restoreHand, serializeHand } from '../src/hand/persistence';
import type { HandState, LegalAction, PlayerAction } from '../src/hand/types';

const RUNS = { seed: 20_240_401, numRuns: 400 };
const MAX_STEPS = 400;
const ACTION_TYPES = ['fold', 'check', 'call', 'bet', 'raise', 'show', 'muck'] as const;

/** Any action by anyone: mostly nonsense, sometimes exactly legal. */
function arbitraryAttempt(state: HandState, random: RandomIntSource): { player: number; action: PlayerAction } {
  const n = state.stacks.length;
  const player = random(3) === 0 ? random(n) : Math.max(0, state.actor);
  const type = ACTION_TYPES[random(ACTION_TYPES.length)];
  const bound = legalActions(state, player).find((option) => option.type === 'bet' || option.type === 'raise');
  const around = bound && 'min' in bound ? [bound.min - 1, bound.min, bound.max, bound.max + 1] : [0, 1];
  const amounts = [...around, -5, 0.5, state.currentBet, state.stacks[player] + state.bets[player], random(100_000)];
  const amount = amounts[random(amounts.length)];
  return { player, action: type === 'bet' || type === 'raise' ? { type, amount } : { type } };
}

function isListed(options: readonly LegalAction[], action: PlayerAction): boolean {
  return options.some((option) => {
    if (option.type !== action.type) return false;
    if ((option.type === 'bet' || option.type === 'raise') && (action.type === 'bet' || action.type === 'raise')) {
      return Number.isSafeInteger(action.amount) && action.amount >= option.min && action.amount <= option.max;
    }
    return true;
  });
}

function assertViewsHideSecrets(state: HandState): void {
  const n = state.stacks.length;
  for (const viewer of [null, ...Array.from({ length: n }, (_, position) => position)]) {
    const view = viewHand(state, viewer);
    const text = JSON.stringify(view);
    assert.ok(!('deck' in view) && !('log' in view));
    for (const card of state.deck ?? []) assert.ok(!text.includes(`"${formatCard(card)}"`), 'the deck never shows');
    for (let owner = 0; owner < n; owner += 1) {
      const shown = owner === viewer || (state.revealed[owner] && !state.mucked[owner]);
      if (shown) continue;
      assert.equal(view.players[owner].cards, null);
      for (const card of state.holeCards[owner]) assert.ok(!text.includes(`"${formatCard(card)}"`), `seat ${viewer} sees a card of ${owner}`);
    }
  }
}

interface PlayedHand {
  state: HandState;
  steps: number;
}

/** Plays a hand to the end with random legal choices, checking every invariant on the way. */
function playRandomHand({ config, seed }: TableSetup, options: { attempts?: boolean; persist?: boolean; views?: boolean } = {}): PlayedHand {
  let state = createHand(config, { shuffle: seededRandomInt(seed) });
  const choices = seededRandomInt(seed ^ 0x5bd1e995);
  const total = config.startingStacks.reduce((sum, stack) => sum + stack, 0);
  let steps = 0;
  for (; nextToAct(state).kind === 'player'; steps += 1) {
    assert.ok(steps < MAX_STEPS, 'the hand ends');
    const options_ = legalActions(state, state.actor);
    assert.ok(options_.length > 0, 'whoever is to act has something legal to do');
    if (options.attempts) {
      const attempt = arbitraryAttempt(state, choices);
      const expected = attempt.player === state.actor && isListed(legalActions(state, attempt.player), attempt.action);
      const before = serializeHand(state);
      const outcome = applyAction(state, attempt.player, attempt.action);
      assert.equal(outcome.ok, expected, `${attempt.player} ${JSON.stringify(attempt.action)} legal=${expected}`);
      if (!outcome.ok) assert.equal(serializeHand(state), before, 'a rejected action changes nothing');
      else continue;
    }
    const outcome = applyAction(state, state.actor, chooseAction(options_, choices));
    assert.ok(outcome.ok);
    assert.equal(chipsInPlay(state), total, 'no chip created or lost');
    assert.ok(state.stacks.every((stack) => stack >= 0));
    if (options.views) assertViewsHideSecrets(state);
    if (options.persist) state = restoreHand(serializeHand(state));
  }
  assert.deepEqual(nextToAct(state), { kind: 'none' }, 'the engine deals by itself, so only players are waited for');
  assert.equal(state.phase, 'complete');
  assert.equal(
    state.stacks.reduce((sum, stack) => sum + stack, 0),
    total,
  );
  if (options.views) assertViewsHideSecrets(state);
  return { state, steps };
}

describe('random legal play (fast-check)', () => {
  it('never creates or loses a chip and always finishes', () => {
    fc.assert(
      fc.property(tableSetups, (setup) => void playRandomHand(setup)),
      RUNS,
    );
  });

  it('accepts exactly the actions it lists as legal, and a rejection changes nothing', () => {
    fc.assert(
      fc.property(tableSetups, (setup) => void playRandomHand(setup, { attempts: true })),
      RUNS,
    );
  });

  it('resumes from its serialised state exactly as if never interrupted', () => {
    fc.assert(
      fc.property(tableSetups, (setup) => {
        const straight = playRandomHand(setup).state;
        const resumed = playRandomHand(setup, { persist: true }).state;
        assert.deepEqual(resumed, straight);
      }),
      { ...RUNS, numRuns: 150 },
    );
  });

  it('shows every seat and spectator only what it may see', () => {
    fc.assert(
      fc.property(tableSetups, (setup) => void playRandomHand(setup, { views: true })),
      { ...RUNS, numRuns: 150 },
    );
  });
});
