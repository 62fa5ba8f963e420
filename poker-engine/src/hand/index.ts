export { applyAction, applyDealerAction, legalActions, nextToAct } from './actions';
export { amountToCall, potTotal, raiseBounds, type NoRaiseCode, type RaiseBounds } from './betting';
export { configError, createHand, MAX_PLAYERS, MIN_PLAYERS, type CreateHandOptions } from './create';
export { serializeHand, restoreHand } from './persistence';
export { REFUSALS, type Refusal, type RefusalCode } from './refusals';
export * from './types';
