export { evaluate7, evaluateCards } from './evaluate';
export { evaluateOmaha } from './omaha';
export { bestFiveCards } from './best-five';
export { HandCategory, HAND_CLASS_COUNT, categoryOf, handName } from './hand-value';
