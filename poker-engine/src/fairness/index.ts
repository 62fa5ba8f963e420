/**
 * Provably fair deals (`poker-fair-v1`, see FAIRNESS.md): the server commits to a salted base deck and a seed
 * before the deal, the players' seeds and the server seed draw the deal order, and after the hand each card a
 * viewer saw is opened on its own, so mucked and undealt cards stay secret.
 */
export {
  dealCommitment,
  dealSecretsFromKey,
  handCommitment,
  newDealKey,
  newDealSecrets,
  openingsFor,
  serverSeedHash,
  slotCommitment,
} from './commitment';
export { dealtDeckPositions, type DealtCard } from './dealt-cards';
export { clientSeedsError, dealOrder, fairDeck, isClientSeed } from './order';
export { verifyDeal, type DealExpectations } from './verify';
export * from './types';
