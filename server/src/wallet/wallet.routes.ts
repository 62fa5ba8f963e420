import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { WalletOperationRequest, WalletTransactionsResponse } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Realtime } from '../realtime/realtime';
import { errors } from '../errors';
import { readPage } from '../http/paging';
import { announceBalance } from './balance-changed';
import { runIdempotent } from './idempotency';
import { checkWalletAmount, MAX_OPERATION_MICROS } from './wallet-amount';
import { applyWalletOperation, type WalletOperationKind } from './wallet-operations';
import { listWalletTransactions } from './wallet.repository';
import { WALLET_TRANSACTIONS_DEFAULT_LIMIT, WALLET_TRANSACTIONS_MAX_LIMIT, walletSchemas } from './wallet.schemas';

type OperationRequest = FastifyRequest<{ Body: WalletOperationRequest; Headers: { 'idempotency-key'?: string } }>;

/** /api/users/wallet: deposit, withdraw and the history of the signed-in user's USDT wallet. */
export const walletRoutes: FastifyPluginAsync<{ db: Database; now: Clock; realtime: Realtime; config: Config }> = async (
  app,
  { db, now, realtime, config },
) => {
  app.addHook('onRequest', app.authenticate);

  const operate = (kind: WalletOperationKind) => async (request: OperationRequest, reply: FastifyReply) => {
    const amount = checkWalletAmount(request.body.amount);
    if (!amount.ok) throw amount.reason === 'tooLarge' ? errors.amountTooLarge(MAX_OPERATION_MICROS) : errors.invalidAmount();
    const userId = request.user!.id;
    const key = request.headers['idempotency-key'];
    const at = now();
    const idempotencyKey = key === undefined ? undefined : { userId, key, request: `${kind}\n${amount.micros}` };
    const result = await runIdempotent(db, idempotencyKey, at, (tx) => applyWalletOperation(tx, { kind, userId, amountMicros: amount.micros, at }));
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    // A replay moved nothing: the first answer already announced its balance.
    else if ('newBalance' in result.body) announceBalance(realtime, userId, result.body.newBalance);
    return reply.status(result.statusCode).send(result.body);
  };

  const refuseOnChain = async () => {
    // PAYMENTS=evm credits deposits from the chain (payments/deposits/); nothing is deposited by request.
    if (config.payments?.mode === 'evm') throw errors.depositsOnChain();
  };
  app.post('/deposit', { schema: walletSchemas.deposit, onRequest: refuseOnChain }, operate('deposit'));
  // PAYMENTS=evm withdraws to the chain (payments/withdrawals/withdrawals.routes.ts).
  if (config.payments?.mode !== 'evm') app.post('/withdraw', { schema: walletSchemas.withdraw }, operate('withdrawal'));

  app.get<{ Querystring: { page?: string; limit?: string } }>(
    '/transactions',
    { schema: walletSchemas.transactions },
    async (request): Promise<WalletTransactionsResponse> => {
      const { page, limit, offset } = readPage(request.query, {
        defaultLimit: WALLET_TRANSACTIONS_DEFAULT_LIMIT,
        maxLimit: WALLET_TRANSACTIONS_MAX_LIMIT,
      });
      const result = await listWalletTransactions(db, request.user!.id, { limit, offset });
      return { ...result, page, limit };
    },
  );
};
