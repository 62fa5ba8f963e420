import type { GameType } from 'shared-events/contracts';
import type { Variant } from 'poker-engine';

/** The engine's name of each tournament game type. */
export const VARIANTS: Record<GameType, Variant> = { NLH: 'NLHE', PLO: 'PLO' };
