import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { DECK_SIZE, formatCard, formatCards, newDeck, parseCard } from '../src/cards';
import { applyAction, legalActions, nextToAct } from '../src/hand/actions';
import { createHand } from '../src/hand/create';
import type { HandState } from '../src/hand/types';
import {
  type ClientSeed,
  dealCommitment,
  type DealReveal,
  type DealSecrets,
  dealOrder,
  dealtDeckPositions,
  FAIRNESS_VERSION,
  fairDeck,
  isClientSeed,
  newDealKey,
  newDealSecrets,
  dealSecretsFromKey,
  openingsFor,
  type ShownCard,
  verifyDeal,
} from '../src/fairness';
import { play, tableConfig } from './support/hands';
import { chooseAction, tableSetups } from './support/random-play';
import { seededRandomInt } from './support/seeded-random';

const HAND_KEY = 'table:12:hand:34';
const hexByte = (byte: number) => byte.toString(16).padStart(2, '0');
/** Fixed secrets for the test vector: seed bytes 00…1f, the deck from As down to 2c, salt i = byte i sixteen times. */
const FIXED: DealSecrets = {
  serverSeed: Array.from({ length: 32 }, (_, byte) => hexByte(byte)).join(''),
  baseDeck: newDeck().reverse(),
  salts: Array.from({ length: DECK_SIZE }, (_, slot) => hexByte(slot).repeat(16)),
};
const SEEDS: ClientSeed[] = [
  { seat: 3, seed: 'cafebabecafebabe' },
  { seat: 1, seed: '0123456789abcdef0123456789abcdef' },
];

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** FAIRNESS.md's word stream on Node's crypto: blocks HMAC-SHA-256(key, uint32be(c)), eight big-endian words each. */
function nodeWords(key: Buffer): () => number {
  const words: number[] = [];
  let blocks = 0;
  return () => {
    if (words.length === 0) {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(blocks);
      blocks += 1;
      const block = createHmac('sha256', key).update(counter).digest();
      for (let at = 0; at < 32; at += 4) words.push(block.readUInt32BE(at));
    }
    return words.shift() as number;
  };
}

/** An independent Fisher–Yates with FAIRNESS.md's rejection sampling. */
function nodeShuffle(items: number[], next: () => number): number[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const limit = 2 ** 32 - (2 ** 32 % (i + 1));
    let word = next();
    while (word >= limit) word = next();
    const j = word % (i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** The construction again, from FAIRNESS.md, on Node's crypto and an independent Fisher–Yates. */
function nodeDealOrder(serverSeed: string, handKey: string, seeds: readonly ClientSeed[]): number[] {
  const seedText = [...seeds]
    .sort((a, b) => a.seat - b.seat)
    .map(({ seat, seed }) => `${seat}:${seed}`)
    .join(',');
  const key = createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(`${FAIRNESS_VERSION}|order|${handKey}|${seedText}`).digest();
  return nodeShuffle(
    Array.from({ length: DECK_SIZE }, (_, slot) => slot),
    nodeWords(key),
  );
}

/** Plays a hand dealt from `deck` to its end with seeded random choices. */
function playOut(state: HandState, seed: number): HandState {
  const choices = seededRandomInt(seed);
  while (nextToAct(state).kind === 'player') assert.ok(applyAction(state, state.actor, chooseAction(legalActions(state, state.actor), choices)).ok);
  return state;
}

/** What `viewer` saw of a finished hand: the board, hands shown down, and his own hole cards. */
function seenBy(state: HandState, viewer: number): ShownCard[] {
  const shown = new Set(state.log.flatMap((entry) => (entry.type === 'show' ? entry.cards : [])));
  const own = new Set(state.holeCards[viewer]);
  return dealtDeckPositions(state.log).filter(({ card, label }) => label.startsWith('the ') || shown.has(card) || own.has(card));
}

function revealFor(secrets: DealSecrets, seeds: ClientSeed[], shown: readonly ShownCard[]): DealReveal {
  const order = dealOrder(secrets.serverSeed, HAND_KEY, seeds);
  const published = dealCommitment(HAND_KEY, secrets);
  const openings = openingsFor(
    secrets,
    order,
    shown.map(({ deckIndex }) => deckIndex),
  );
  return { version: FAIRNESS_VERSION, handKey: HAND_KEY, ...published, serverSeed: secrets.serverSeed, clientSeeds: seeds, openings };
}

/** Heads-up, both all in preflop: the engine tables both hands and deals the board out. */
function allInHand(secrets: DealSecrets, seeds: ClientSeed[]) {
  const state = createHand(tableConfig([1000, 1000]), { deck: fairDeck(secrets, HAND_KEY, seeds) });
  play(state, 1, { type: 'raise', amount: 1000 });
  play(state, 0, { type: 'call' });
  assert.equal(state.phase, 'complete');
  const shown = seenBy(state, 0);
  return { state, shown, reveal: revealFor(secrets, seeds, shown) };
}

describe('provably fair deals: the construction', () => {
  it('matches the fixed test vector', () => {
    const published = dealCommitment(HAND_KEY, FIXED);
    assert.equal(published.serverSeedHash, '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
    assert.equal(published.slotCommitments[0], '4a2f82c5dbfa006c28105845f688b0ae150928080f070d44f6551b0725d95d66');
    assert.equal(published.slotCommitments[51], '72fc7735d9b19fee8f0cd503b1eab40070c9ca6b795c883ce5bb7bb9388fe63b');
    assert.equal(published.commitment, 'ed87b93e59e7658cc6b3f36072dfb87d49b7abbe26b9ec3a9ad9d2442b16aeea');
    assert.deepEqual(
      dealOrder(FIXED.serverSeed, HAND_KEY, SEEDS),
      [
        20, 3, 0, 18, 31, 43, 21, 23, 15, 51, 13, 24, 2, 46, 7, 32, 22, 25, 14, 50, 38, 33, 16, 1, 27, 12, 19, 17, 10, 42, 4, 26, 35, 5, 49, 11, 28,
        9, 37, 8, 29, 41, 6, 44, 36, 45, 30, 47, 39, 48, 34, 40,
      ],
    );
    assert.equal(
      formatCards(fairDeck(FIXED, HAND_KEY, SEEDS)),
      '9sAcAsTd7c4c9h9cJc2cJh8sAd3dKc6s9d8hJd2d5d6hTsAh8cJsTcThQd4dKs8d6cKh2hQc7sQh5hQs7h4hKd3s5s3h7d3c5c2s6d4s',
    );
  });

  it('agrees with Node’s own SHA-256 and HMAC on every hash and on the order', () => {
    const published = dealCommitment(HAND_KEY, FIXED);
    const slots = FIXED.baseDeck.map((card, slot) => sha256Hex(`${FAIRNESS_VERSION}|slot|${slot}|${FIXED.salts[slot]}|${formatCard(card)}`));
    assert.deepEqual(published.slotCommitments, slots);
    const seedHash = sha256Hex(Buffer.from(FIXED.serverSeed, 'hex'));
    assert.equal(published.serverSeedHash, seedHash);
    assert.equal(published.commitment, sha256Hex(`${FAIRNESS_VERSION}|commit|${HAND_KEY}|${seedHash}|${slots.join('')}`));
    for (const seeds of [SEEDS, [], [{ seat: 0, seed: 'f'.repeat(64) }]]) {
      assert.deepEqual(dealOrder(FIXED.serverSeed, HAND_KEY, seeds), nodeDealOrder(FIXED.serverSeed, HAND_KEY, seeds));
    }
  });

  it('is deterministic, and seat order, not list order, decides how seeds enter', () => {
    assert.deepEqual(dealOrder(FIXED.serverSeed, HAND_KEY, SEEDS), dealOrder(FIXED.serverSeed, HAND_KEY, [...SEEDS].reverse()));
    assert.deepEqual(fairDeck(FIXED, HAND_KEY, SEEDS), fairDeck(FIXED, HAND_KEY, SEEDS));
  });

  it('every client seed, every seat number and the hand key change the order', () => {
    const base = dealOrder(FIXED.serverSeed, HAND_KEY, SEEDS);
    const flipLast = (seed: string) => seed.slice(0, -1) + (seed.endsWith('0') ? '1' : '0');
    const variants: [string, string, ClientSeed[]][] = [
      ['first seed', HAND_KEY, [SEEDS[0], { ...SEEDS[1], seed: flipLast(SEEDS[1].seed) }]],
      ['second seed', HAND_KEY, [{ ...SEEDS[0], seed: flipLast(SEEDS[0].seed) }, SEEDS[1]]],
      ['a seat', HAND_KEY, [{ ...SEEDS[0], seat: 4 }, SEEDS[1]]],
      ['one seed fewer', HAND_KEY, [SEEDS[0]]],
      ['no seed', HAND_KEY, []],
      ['the hand key', 'table:12:hand:35', SEEDS],
    ];
    for (const [what, handKey, seeds] of variants) assert.notDeepEqual(dealOrder(FIXED.serverSeed, handKey, seeds), base, what);
    assert.notDeepEqual(dealOrder(flipLast(FIXED.serverSeed), HAND_KEY, SEEDS), base, 'the server seed');
  });

  it('accepts client seeds of 16 to 64 lowercase hex characters, one per seat', () => {
    for (const seed of ['0123456789abcdef', 'a'.repeat(64), 'abc'.repeat(7)]) assert.ok(isClientSeed(seed), seed);
    for (const seed of ['0123456789abcde', 'a'.repeat(65), '0123456789ABCDEF', '0123456789abcdeg', 42]) assert.ok(!isClientSeed(seed), String(seed));
    assert.throws(() => dealOrder(FIXED.serverSeed, HAND_KEY, [SEEDS[0], { ...SEEDS[1], seat: 3 }]), /seat 3 gives two seeds/);
    assert.throws(() => dealOrder(FIXED.serverSeed, HAND_KEY, [{ seat: 1, seed: 'XYZ' }]), /not 16 to 64 lowercase hex/);
  });

  it('the order is always a permutation of the 52 slots, and the deck of the 52 cards', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.string(), (seed, handKey) => {
        const serverSeed = Buffer.from(seed).toString('hex');
        assert.deepEqual(
          dealOrder(serverSeed, handKey, SEEDS).toSorted((a, b) => a - b),
          newDeck(),
        );
      }),
      { seed: 11, numRuns: 200 },
    );
    const secrets = newDealSecrets();
    assert.deepEqual(
      fairDeck(secrets, HAND_KEY, []).toSorted((a, b) => a - b),
      newDeck(),
    );
  });

  it('draws the first and last dealt slot uniformly (chi-square over 5,200 fixed inputs)', () => {
    const DRAWS = 5200;
    const firsts = new Array<number>(DECK_SIZE).fill(0);
    const lasts = new Array<number>(DECK_SIZE).fill(0);
    for (let hand = 0; hand < DRAWS; hand += 1) {
      const order = dealOrder(FIXED.serverSeed, `table:1:hand:${hand}`, SEEDS);
      firsts[order[0]] += 1;
      lasts[order[DECK_SIZE - 1]] += 1;
    }
    const expected = DRAWS / DECK_SIZE;
    const chiSquare = (counts: number[]) => counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 51 degrees of freedom: 99.9 % of fair draws fall between 22.9 and 88.0 (the inputs are fixed: no flaking).
    for (const counts of [firsts, lasts]) {
      const statistic = chiSquare(counts);
      assert.ok(statistic > 22.9 && statistic < 88, `chi-square ${statistic.toFixed(1)}`);
    }
  });

  it('new secrets: a seed of 32 bytes, a shuffled deck and 52 salts of 16 bytes, fresh each time', () => {
    const secrets = newDealSecrets();
    assert.match(secrets.serverSeed, /^[0-9a-f]{64}$/);
    assert.deepEqual(
      secrets.baseDeck.toSorted((a, b) => a - b),
      newDeck(),
    );
    assert.equal(secrets.salts.length, DECK_SIZE);
    for (const salt of secrets.salts) assert.match(salt, /^[0-9a-f]{32}$/);
    assert.equal(new Set(secrets.salts).size, DECK_SIZE);
    assert.notEqual(newDealSecrets().serverSeed, secrets.serverSeed);
  });
  it("derives every secret from one deal key as FAIRNESS.md says (checked on Node's crypto), and keeps no part of it in another", () => {
    const dealKey = Array.from({ length: 32 }, (_, byte) => hexByte(255 - byte)).join('');
    const derive = (label: string) => createHmac('sha256', Buffer.from(dealKey, 'hex')).update(`${FAIRNESS_VERSION}|secret|${label}`).digest();
    const secrets = dealSecretsFromKey(dealKey);
    assert.equal(secrets.serverSeed, derive('server-seed').toString('hex'));
    assert.deepEqual(
      secrets.salts,
      Array.from({ length: DECK_SIZE }, (_, slot) => derive(`salt|${slot}`).subarray(0, 16).toString('hex')),
    );
    // The base deck is the deal order's Fisher–Yates, keyed by D("base-deck") instead of the order key.
    const deck = nodeShuffle(newDeck(), nodeWords(derive('base-deck')));
    assert.deepEqual(secrets.baseDeck, deck);
    assert.deepEqual(dealSecretsFromKey(dealKey), secrets, 'the same key, the same secrets');
    assert.notEqual(dealSecretsFromKey(newDealKey()).serverSeed, secrets.serverSeed);
    assert.equal(new Set([secrets.serverSeed, ...secrets.salts.map((salt) => salt)]).size, DECK_SIZE + 1);
    assert.throws(() => dealSecretsFromKey('abcd'), /a deal key is 32 bytes/);
  });
});

describe('provably fair deals: dealing and verifying', () => {
  it('knows where the engine dealt every card from: hole cards round the table, a burn before each street', () => {
    fc.assert(
      fc.property(tableSetups, ({ config, seed }) => {
        const deck = fairDeck(newDealSecrets(), HAND_KEY, []);
        const state = playOut(createHand(config, { deck }), seed);
        const dealt = dealtDeckPositions(state.log);
        assert.equal(dealt.length, state.holeCards.flat().length + state.board.length);
        for (const { card, deckIndex } of dealt) assert.equal(deck[deckIndex], card);
      }),
      { seed: 5, numRuns: 300 },
    );
    const state = createHand(tableConfig([1000, 1000, 1000]), { deck: fairDeck(FIXED, HAND_KEY, SEEDS) });
    assert.deepEqual(
      dealtDeckPositions(state.log).map(({ deckIndex, label }) => `${deckIndex} ${label}`),
      [
        "0 player 0's first hole card",
        "3 player 0's second hole card",
        "1 player 1's first hole card",
        "4 player 1's second hole card",
        "2 player 2's first hole card",
        "5 player 2's second hole card",
      ],
    );
  });

  it('verifies a hand played to showdown: board, both hands and the viewer’s own cards', () => {
    const { state, shown, reveal } = allInHand(newDealSecrets(), SEEDS);
    assert.equal(shown.length, 9);
    assert.deepEqual(
      dealtDeckPositions(state.log).map(({ deckIndex }) => deckIndex),
      [0, 2, 1, 3, 5, 6, 7, 9, 11],
    );
    assert.deepEqual(verifyDeal(reveal, shown, { commitment: reveal.commitment, clientSeed: SEEDS[0] }), { ok: true, checked: 9 });
  });

  it('a hand with no client seed still deals and verifies; a mucked hand is not opened', () => {
    const secrets = newDealSecrets();
    const state = createHand(tableConfig([1000, 1000]), { deck: fairDeck(secrets, HAND_KEY, []) });
    play(state, 1, { type: 'call' });
    play(state, 0, { type: 'check' });
    for (let street = 0; street < 3; street += 1) {
      play(state, 0, { type: 'check' });
      play(state, 1, { type: 'check' });
    }
    play(state, 0, { type: 'show' });
    play(state, 1, { type: 'muck' });
    const shown = seenBy(state, 0);
    assert.equal(shown.length, 7, 'the board and the shown hand; the button’s mucked cards stay closed');
    const reveal = revealFor(secrets, [], shown);
    assert.ok(!reveal.openings.some(({ card }) => state.holeCards[1].includes(card)));
    assert.deepEqual(verifyDeal(reveal, shown), { ok: true, checked: 7 });
    assert.deepEqual(verifyDeal(reveal, seenBy(state, 1)).ok, false, 'the button’s own cards need their openings');
  });

  it('fails, saying why, when anything was altered', () => {
    const secrets = newDealSecrets();
    const { shown, reveal } = allInHand(secrets, SEEDS);
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    const otherCard = (card: number) => (card + 1) % DECK_SIZE;
    const problemsOf = (altered: DealReveal, cards: readonly ShownCard[] = shown) => {
      const verdict = verifyDeal(altered, cards);
      assert.equal(verdict.ok, false);
      return verdict.ok ? [] : verdict.problems;
    };
    assert.deepEqual(problemsOf({ ...reveal, serverSeed: flip(reveal.serverSeed) }).slice(0, 1), [
      'The server seed does not match its published hash.',
    ]);
    const seeds = [SEEDS[0], { ...SEEDS[1], seed: flip(SEEDS[1].seed) }];
    assert.match(problemsOf({ ...reveal, clientSeeds: seeds }).join(' '), /has no opening for its slot|is not the card slot/);
    assert.deepEqual(verifyDeal(reveal, shown, { clientSeed: seeds[1] }), {
      ok: false,
      problems: ['The order was not drawn with your client seed (seat 1).'],
    });
    const [first, ...rest] = reveal.openings;
    const unopened = reveal.slotCommitments.findIndex((_, slot) => !reveal.openings.some((opening) => opening.slot === slot));
    assert.match(
      problemsOf({ ...reveal, openings: [{ ...first, card: otherCard(first.card) }, ...rest] }).join(' '),
      /player 0's first hole card\), \w\w, is not the card slot \d+ opens to/,
    );
    assert.match(
      problemsOf({ ...reveal, openings: [{ ...first, salt: flip(first.salt) }, ...rest] }).join(' '),
      /does not match its commitment \(slot \d+\)/,
    );
    const slotCommitments = reveal.slotCommitments.map((hash, slot) => (slot === first.slot ? flip(hash) : hash));
    assert.deepEqual(problemsOf({ ...reveal, slotCommitments }), [
      'The commitment does not match the hand key, the server seed hash and the slot commitments.',
      `The card dealt at deck index 0 (player 0's first hole card), ${formatCard(first.card)}, does not match its commitment (slot ${first.slot}).`,
    ]);
    const board = shown.findIndex(({ label }) => label === "the flop's first card");
    const swapped = shown.map((card, index) =>
      index === board ? { ...card, card: parseCard('2c') === card.card ? parseCard('3c') : parseCard('2c') } : card,
    );
    assert.match(problemsOf(reveal, swapped).join(' '), /\(the flop's first card\), \w\w, is not the card slot/);
    assert.deepEqual(problemsOf(reveal, [...shown, { deckIndex: 8, card: 0 }]), [
      `The card dealt at deck index 8, 2c, has no opening for its slot, ${dealOrder(secrets.serverSeed, HAND_KEY, SEEDS)[8]}.`,
    ]);
    assert.deepEqual(problemsOf({ ...reveal, commitment: flip(reveal.commitment) }), [
      'The commitment does not match the hand key, the server seed hash and the slot commitments.',
    ]);
    assert.ok(
      problemsOf({ ...reveal, slotCommitments: reveal.slotCommitments.map((hash, slot) => (slot === 7 ? hash.slice(1) : hash)) }).includes(
        'Slot commitment 7 is not 64 lowercase hex characters.',
      ),
    );
    assert.ok(
      problemsOf({ ...reveal, openings: [...reveal.openings, { ...first, slot: unopened }] }).includes(
        `Two openings name the same card, ${formatCard(first.card)}.`,
      ),
    );
    assert.deepEqual(verifyDeal(reveal, shown, { commitment: flip(reveal.commitment) }).ok, false, 'not the commitment published before the deal');
    const { openings: _dropped, ...withoutOpenings } = reveal;
    assert.deepEqual(verifyDeal(withoutOpenings as DealReveal, shown), { ok: false, problems: ["The reveal's openings is missing or not a list."] });
  });
});
