export { applyAction, applyDealerAction, legalActions, nextToAct } from './actions';
export { amountToCall, NOT_REOPENED, potTotal, raiseBounds } from './betting';
export { configError, createHand, MAX_PLAYERS, MIN_PLAYERS, type CreateHandOptions } from './create';
export { serializeHand, restoreHand } from './persistence';
export * from './types';
