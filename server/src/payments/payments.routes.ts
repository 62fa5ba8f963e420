import type { FastifyPluginAsync } from 'fastify';
import QRCode from 'qrcode';
import type { ChainDepositsResponse, DepositAddressResponse, WalletPaymentsResponse, WithdrawalLimits } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { readPage } from '../http/paging';
import { microsToNumber } from '../money/micro-usdt';
import { listUserDeposits, saveDepositAddress, toChainDeposit } from './deposits/chain-deposits.repository';
import type { EvmChain } from './evm/chain';
import { DEPOSITS_DEFAULT_LIMIT, DEPOSITS_MAX_LIMIT, paymentsSchemas } from './payments.schemas';

/** The signed-in player's withdrawal limits as they stand (the withdrawals domain provides it in evm mode). */
export type WithdrawalLimitsProvider = (userId: number) => Promise<WithdrawalLimits>;

export interface PaymentsRouteOptions {
  db: Database;
  now: Clock;
  /** PAYMENTS=evm: the chain connected at start-up; absent on demo funds. */
  evmChain?: EvmChain;
  /** When given (evm mode), GET /payments includes `withdrawal`; otherwise the field is left out. */
  withdrawalLimits?: WithdrawalLimitsProvider;
}

/** /api/users/wallet: how money comes in (PAYMENTS), the player's deposit address and their deposits seen on chain. */
export const paymentsRoutes: FastifyPluginAsync<PaymentsRouteOptions> = async (app, { db, now, evmChain, withdrawalLimits }) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/payments', { schema: paymentsSchemas.payments }, async (request): Promise<WalletPaymentsResponse> => {
    if (!evmChain) return { mode: 'demo' };
    return {
      mode: 'evm',
      network: evmChain.network,
      minimumDeposit: microsToNumber(evmChain.config.minimumDepositMicros),
      ...(withdrawalLimits && { withdrawal: await withdrawalLimits(request.user!.id) }),
    };
  });

  app.get('/deposit-address', { schema: paymentsSchemas.depositAddress }, async (request): Promise<DepositAddressResponse> => {
    if (!evmChain) throw errors.paymentsDemo();
    const userId = request.user!.id;
    const derived = evmChain.depositKeys.address(userId);
    const address = await saveDepositAddress(db, userId, derived, now());
    // Funds sent to an address of another master key could never be swept: refuse to show it.
    if (address !== derived)
      throw new Error(`user ${userId}'s stored deposit address is not derived from the master key: was PAYMENTS_MASTER_KEY changed?`);
    return {
      address,
      network: evmChain.network,
      minimumDeposit: microsToNumber(evmChain.config.minimumDepositMicros),
      qrSvg: await QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    };
  });

  app.get<{ Querystring: { page?: string; limit?: string } }>(
    '/deposits',
    { schema: paymentsSchemas.deposits },
    async (request): Promise<ChainDepositsResponse> => {
      const { page, limit, offset } = readPage(request.query, { defaultLimit: DEPOSITS_DEFAULT_LIMIT, maxLimit: DEPOSITS_MAX_LIMIT });
      const { rows, total } = await listUserDeposits(db, request.user!.id, { limit, offset });
      // On demo funds there are none, unless the site ran on a chain before: those keep their last known state.
      const required = evmChain?.config.confirmations ?? 0;
      return { rows: rows.map((row) => toChainDeposit(row, required)), count: total, page, limit };
    },
  );
};
