import type { Realtime } from '../../realtime/realtime';
import { toChainDeposit, type ChainDepositRow } from './chain-deposits.repository';

/** Tells the player's open tabs a deposit of theirs was seen, gained a confirmation, was credited or dropped. */
export function announceDeposit(realtime: Pick<Realtime, 'toUser'>, row: ChainDepositRow, requiredConfirmations: number): void {
  realtime.toUser(row.user_id, 'wallet:deposit', toChainDeposit(row, requiredConfirmations));
}
