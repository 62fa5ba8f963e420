import {
  applyAction,
  createHand,
  dealCommitment,
  dealOrder,
  dealtDeckPositions,
  fairDeck,
  formatCard,
  legalActions,
  newDealSecrets,
  openingsFor,
  writePhh,
} from 'poker-engine';
import type { DealFairness } from 'shared-events/contracts';
import { checkDeal, dealRecordText, parseDealRecord, type DealRecord } from './deal-check';

/** A heads-up hand dealt fairly and checked down to a showdown: the record as a player of it receives it. */
function fairHand(): DealRecord {
  const handKey = 'table:7:hand:3';
  const secrets = newDealSecrets();
  const seeds = [
    { seat: 2, seed: '0123456789abcdef0123456789abcdef' },
    { seat: 5, seed: 'fedcba9876543210' },
  ];
  const state = createHand(
    { variant: 'NLHE', startingStacks: [1000, 1000], blinds: [100, 50], antes: [0, 0], minBet: 100, deadAntes: false },
    { deck: fairDeck(secrets, handKey, seeds) },
  );
  while (state.phase !== 'complete') {
    const options = legalActions(state, state.actor);
    const choice = options.find((option) => option.type === 'check' || option.type === 'call' || option.type === 'show')!;
    const outcome = applyAction(state, state.actor, { type: choice.type } as never);
    if (!outcome.ok) throw new Error(outcome.reason);
  }
  const order = dealOrder(secrets.serverSeed, handKey, seeds);
  const dealt = dealtDeckPositions(state.log);
  const openings = openingsFor(
    secrets,
    order,
    dealt.map((card) => card.deckIndex),
  ).map((opening) => ({ ...opening, card: formatCard(opening.card) }));
  const fairness: DealFairness = {
    version: 'poker-fair-v1',
    handKey,
    ...dealCommitment(handKey, secrets),
    serverSeed: secrets.serverSeed,
    clientSeeds: seeds,
    openings,
  };
  return { phh: writePhh(state), fairness };
}

describe('checking a deal in the browser', () => {
  it('passes a fair deal: every card seen is the one committed to before the deal', () => {
    const record = fairHand();
    expect(checkDeal(record)).toEqual({ ok: true, checked: 9 });
    expect(parseDealRecord(dealRecordText(record))).toEqual(record);
  });

  it('fails a deal whose server seed, client seed, opening or cards were altered', () => {
    const record = fairHand();
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    const altered: DealRecord[] = [
      { ...record, fairness: { ...record.fairness, serverSeed: flip(record.fairness.serverSeed) } },
      {
        ...record,
        fairness: {
          ...record.fairness,
          clientSeeds: [{ ...record.fairness.clientSeeds[0], seed: flip(record.fairness.clientSeeds[0].seed) }, record.fairness.clientSeeds[1]],
        },
      },
      {
        ...record,
        fairness: {
          ...record.fairness,
          openings: [{ ...record.fairness.openings[0], salt: flip(record.fairness.openings[0].salt) }, ...record.fairness.openings.slice(1)],
        },
      },
      // The board as the record tells it, its first card swapped for one never dealt.
      { ...record, phh: swapFirstBoardCard(record) },
    ];
    for (const bad of altered) {
      const verdict = checkDeal(bad);
      expect(verdict.ok).toBe(false);
      expect(verdict.ok === false && verdict.problems.length).toBeGreaterThan(0);
    }
  });

  it('answers a record that cannot be read with a sentence, never a throw', () => {
    expect(parseDealRecord('nonsense')).toBe('This is not a deal record: paste the JSON a hand’s review gives.');
    expect(parseDealRecord('{"phh": 3}')).toBe('A deal record holds the hand as "phh" and its "fairness" data.');
    const record = fairHand();
    expect(checkDeal({ ...record, phh: 'variant = 1' })).toMatchObject({ ok: false });
    expect(checkDeal({ ...record, fairness: { ...record.fairness, openings: [{ slot: 0, card: 'Zz', salt: 'x' }] } })).toMatchObject({ ok: false });
  });
});

function swapFirstBoardCard(record: DealRecord): string {
  const used = new Set(record.phh.match(/[2-9TJQKA][cdhs]/g));
  const unused = ['2c', '3d', '4h', '5s', '6c', '7d', '8h', '9s', 'Tc', 'Jd', 'Qh', 'Ks', 'Ac'].find((card) => !used.has(card))!;
  return record.phh.replace(/'d db ([2-9TJQKA][cdhs])/, `'d db ${unused}`);
}
