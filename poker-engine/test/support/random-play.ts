import fc from 'fast-check';
import type { HandConfig, LegalAction, PlayerAction } from '../../src/hand/types';
import type { RandomIntSource } from '../../src/shuffle';

export interface TableSetup {
  config: HandConfig;
  /** Seeds the shuffle and the players' choices. */
  seed: number;
}

/** Tables of 2 to 10 with uneven stacks (some below a blind), optional antes, both games. */
export const tableSetups: fc.Arbitrary<TableSetup> = fc
  .record({
    variant: fc.constantFrom<HandConfig['variant']>('NLHE', 'PLO'),
    players: fc.integer({ min: 2, max: 10 }),
    bigBlind: fc.integer({ min: 2, max: 1000 }),
    deadSmallBlind: fc.boolean(),
    anteType: fc.constantFrom('none', 'bigBlind', 'everyone'),
    postingOrder: fc.constantFrom<'blindFirst' | 'anteFirst'>('blindFirst', 'anteFirst'),
    // Stacks in big blinds: mostly playable, one in five short of a blind or two.
    depths: fc.array(
      fc.oneof(
        { arbitrary: fc.integer({ min: 5, max: 300 }), weight: 4 },
        { arbitrary: fc.integer({ min: 1, max: 30 }).map((tenths) => tenths / 10), weight: 1 },
      ),
      { minLength: 10, maxLength: 10 },
    ),
    seed: fc.integer(),
  })
  .map(({ variant, players, bigBlind, deadSmallBlind, anteType, postingOrder, depths, seed }) => {
    const zeros = new Array<number>(players).fill(0);
    const smallBlind = deadSmallBlind && players > 2 ? 0 : Math.max(1, Math.floor(bigBlind / 2));
    const blinds = players === 2 ? [bigBlind, smallBlind] : [smallBlind, bigBlind, ...zeros.slice(2)];
    const bigBlindIndex = players === 2 ? 0 : 1;
    const ante = Math.max(1, Math.floor(bigBlind / 4));
    const antes = zeros.map((_, player) => (anteType === 'everyone' || (anteType === 'bigBlind' && player === bigBlindIndex) ? ante : 0));
    const config: HandConfig = {
      variant,
      startingStacks: depths.slice(0, players).map((depth) => Math.max(1, Math.round(depth * bigBlind))),
      blinds,
      antes,
      minBet: bigBlind,
      deadAntes: anteType !== 'everyone',
      postingOrder,
    };
    return { config, seed };
  });

/** A legal action picked at random, leaning towards the bet-size edges where the rules are subtle. */
export function chooseAction(options: readonly LegalAction[], random: RandomIntSource): PlayerAction {
  const option = options[random(options.length)];
  switch (option.type) {
    case 'bet':
    case 'raise': {
      const pick = random(4);
      const amount = pick === 0 ? option.min : pick === 1 ? option.max : option.min + random(option.max - option.min + 1);
      return { type: option.type, amount };
    }
    case 'call':
      return { type: 'call' };
    default:
      return { type: option.type };
  }
}
