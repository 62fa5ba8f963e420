export { applyAction, applyDealerAction, legalActions, nextToAct } from './actions';
export { amountToCall, potTotal, raiseBounds } from './betting';
export { configError, createHand, MAX_PLAYERS, MIN_PLAYERS, type CreateHandOptions } from './create';
export { serializeHand, restoreHand } from './persistence';
export * from './types';
