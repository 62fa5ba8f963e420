export { evaluate7, evaluateCards } from './evaluate';
export { evaluateOmaha } from './omaha';
export { HandCategory, HAND_CLASS_COUNT, categoryOf, handName } from './hand-value';
