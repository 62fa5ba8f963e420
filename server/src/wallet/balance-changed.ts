import { WALLET_CURRENCY } from 'shared-events/contracts';
import type { Realtime } from '../realtime/realtime';

/** Tells the user's own sockets (every open tab) the wallet balance a committed transaction left, in USDT. */
export function announceBalance(realtime: Pick<Realtime, 'toUser'>, userId: number, balance: number): void {
  realtime.toUser(userId, 'wallet:balanceChanged', { balance, currency: WALLET_CURRENCY });
}
