import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { EvmWithdrawRequest, WithdrawalAddressesResponse, WithdrawalsResponse } from 'shared-events/contracts';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { errors } from '../../errors';
import { readPage } from '../../http/paging';
import type { Mailer } from '../../mail/mailer';
import type { Realtime } from '../../realtime/realtime';
import { announceBalance } from '../../wallet/balance-changed';
import { runIdempotent } from '../../wallet/idempotency';
import { checkWalletAmount, MAX_OPERATION_MICROS } from '../../wallet/wallet-amount';
import { hotWalletAccount } from '../evm/keys';
import type { EvmPaymentsConfig } from '../payments-config';
import { ADDRESS_MESSAGES, checkWithdrawalAddress } from './withdrawal-address';
import { addWithdrawalAddress, confirmWithdrawalAddress, listWithdrawalAddresses } from './withdrawal-addresses';
import { requestWithdrawal } from './withdrawal-request';
import { withdrawalSettings } from './withdrawal-settings';
import { listUserWithdrawals } from './withdrawals.repository';
import { WITHDRAWALS_DEFAULT_LIMIT, WITHDRAWALS_MAX_LIMIT, withdrawalsSchemas } from './withdrawals.schemas';

export interface WithdrawalRouteServices {
  db: Database;
  now: Clock;
  realtime: Realtime;
  mailer: Mailer;
  config: Config;
}

type WithdrawRequest = FastifyRequest<{ Body: EvmWithdrawRequest; Headers: { 'idempotency-key'?: string } }>;

/**
 * A destination a player may use: a well-formed address that is not the site's own (its hot wallet, or any player's
 * deposit address, whose tokens would be credited to that player or to nobody).
 */
async function destination(db: Queryable, payments: EvmPaymentsConfig, text: string): Promise<string> {
  const checked = checkWithdrawalAddress(text);
  if (!checked.ok) throw errors.withdrawalAddressInvalid(checked.reason);
  const { rows } = await db.query('SELECT 1 FROM deposit_addresses WHERE address = $1', [checked.address]);
  if (rows.length > 0 || checked.address === hotWalletAccount(payments.hotWalletKey).address)
    throw errors.withdrawalAddressInvalid(ADDRESS_MESSAGES.ours);
  return checked.address;
}

/**
 * /api/users/wallet: the signed-in player's withdrawal addresses and withdrawals, and in PAYMENTS=evm the withdraw
 * itself (demo mode keeps wallet.routes.ts's). The lists answer in both modes (empty in demo mode); adding an address
 * is for evm mode only.
 */
export const withdrawalsRoutes: FastifyPluginAsync<WithdrawalRouteServices> = async (app, { db, now, realtime, mailer, config }) => {
  app.addHook('onRequest', app.authenticate);
  const payments = config.payments?.mode === 'evm' ? config.payments : undefined;
  const evmOnly = () => {
    if (!payments) throw errors.paymentsDemo();
    return payments;
  };

  app.get('/withdrawal-addresses', { schema: withdrawalsSchemas.listAddresses }, async (request): Promise<WithdrawalAddressesResponse> => ({
    rows: await listWithdrawalAddresses(db, request.user!.id),
  }));

  app.post<{ Body: { address: string } }>('/withdrawal-addresses', { schema: withdrawalsSchemas.addAddress }, async (request, reply) => {
    const address = await destination(db, evmOnly(), request.body.address);
    const user = request.user!;
    const added = await addWithdrawalAddress({ db, mailer, secret: config.jwtSecret }, { id: user.id, email: user.email }, address, now());
    return reply.status(202).send(added);
  });

  app.post<{ Body: { address: string; code: string } }>(
    '/withdrawal-addresses/confirm',
    { schema: withdrawalsSchemas.confirmAddress },
    async (request) => {
      evmOnly();
      const checked = checkWithdrawalAddress(request.body.address);
      if (!checked.ok) throw errors.withdrawalAddressInvalid(checked.reason);
      return confirmWithdrawalAddress({ db, secret: config.jwtSecret }, request.user!.id, checked.address, request.body.code, now());
    },
  );

  app.get<{ Querystring: { page?: string; limit?: string } }>(
    '/withdrawals',
    { schema: withdrawalsSchemas.withdrawals },
    async (request): Promise<WithdrawalsResponse> => {
      const { page, limit, offset } = readPage(request.query, { defaultLimit: WITHDRAWALS_DEFAULT_LIMIT, maxLimit: WITHDRAWALS_MAX_LIMIT });
      return { ...(await listUserWithdrawals(db, request.user!.id, { limit, offset })), page, limit };
    },
  );

  if (!payments) return;
  const settings = withdrawalSettings(config);
  app.post('/withdraw', { schema: withdrawalsSchemas.withdraw }, async (request: WithdrawRequest, reply: FastifyReply) => {
    const amount = checkWalletAmount(request.body.amount);
    if (!amount.ok) throw amount.reason === 'tooLarge' ? errors.amountTooLarge(MAX_OPERATION_MICROS) : errors.invalidAmount();
    const toAddress = await destination(db, payments, request.body.address);
    const userId = request.user!.id;
    const key = request.headers['idempotency-key'];
    const at = now();
    const idempotencyKey = key === undefined ? undefined : { userId, key, request: `withdrawal\n${amount.micros}\n${toAddress}` };
    const result = await runIdempotent(db, idempotencyKey, at, (tx) =>
      requestWithdrawal(tx, settings, { userId, amountMicros: amount.micros, toAddress, at }),
    );
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    // A replay moved nothing: the first answer already announced its balance and its withdrawal.
    else if ('withdrawal' in result.body) {
      announceBalance(realtime, userId, result.body.newBalance);
      realtime.toUser(userId, 'wallet:withdrawal', result.body.withdrawal);
    }
    return reply.status(result.statusCode).send(result.body);
  });
};
