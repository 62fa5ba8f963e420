/**
 * poker-engine: rules, evaluation, shuffling, views and hand histories for NLHE and PLO. No I/O and no Node
 * built-in, so the same code runs in the browser and on the server; Node-only helpers are in `poker-engine/node`.
 */
export * from './cards';
export * from './evaluator';
export * from './hand';
export { buildPots, splitPot, type Pot } from './pots';
export { forcedBets, positionsForNextHand, type ForcedBets, type TablePositions } from './positions';
export { cryptoRandomBytes, cryptoRandomInt, shuffleInPlace, shuffledDeck, uniformIntFrom, type RandomIntSource } from './shuffle';
export { viewHand, type HandView, type PlayerView, type ShowdownView } from './views';
export { formatPhh, parsePhh, type PhhHand, type PhhVariant } from './phh/hand-history';
export { applyPhhAction, handConfigFromPhh, handToPhh, PhhReplayError, replayPhh, writePhh, type ReplayOptions } from './phh/replay';
export {
  applyPokerKitAction,
  freshPokerKitReopening,
  pokerkitLegalActions,
  type IncompleteRaiseRule,
  type PokerKitReopening,
} from './phh/pokerkit-reopening';
export { verifyPhh, type ReplayVerdict } from './phh/verify';
export * from './fairness';
