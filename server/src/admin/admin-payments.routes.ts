import type { FastifyPluginAsync } from 'fastify';
import {
  CONTROL_CHARACTER_PATTERN,
  controlCharactersMessage,
  type HotWalletFunding,
  type PaymentsReconciliationResponse,
  type RecordFundingRequest,
} from 'shared-events/contracts';
import type { Hash } from 'viem';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errors } from '../errors';
import type { EvmChain } from '../payments/evm/chain';
import { recordFunding } from '../payments/reconciliation/hot-wallet-fundings';
import { reconcileAndAlert } from '../payments/reconciliation/reconciliation-job';
import { reconciliationReport } from '../payments/reconciliation/reconciliation.repository';
import type { Realtime } from '../realtime/realtime';
import { audited } from '../security/admin-audit-trail';
import { route } from './admin.schemas';

const NOTE_MAX = 500;

const fundingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['txHash'],
  properties: {
    txHash: {
      type: 'string',
      pattern: '^0x[0-9a-fA-F]{64}$',
      'x-message': 'txHash must be a transaction hash: 0x followed by 64 hexadecimal characters.',
    },
    note: {
      type: 'string',
      'x-transform': 'trim',
      maxLength: NOTE_MAX,
      'x-message': `note is at most ${NOTE_MAX} characters.`,
      'x-refuse': [{ pattern: CONTROL_CHARACTER_PATTERN.source, message: controlCharactersMessage('note') }],
    },
  },
};

const EVM_ONLY = '(PAYMENTS=evm; 409 PAYMENTS_DEMO on demo funds)';

export const adminPaymentsSchemas = {
  reconciliation: route(`The last comparison of the books with the chain, the open alerts and the latest resolved ones ${EVM_ONLY}`),
  run: route(`Compare the books with the chain now; answers the new report ${EVM_ONLY}`),
  recordFunding: route(
    `Record the operator’s top-up of the hot wallet: a confirmed transfer of the token to the hot wallet, its amount read from the chain (audited) ${EVM_ONLY}`,
    { body: fundingBody },
  ),
};

type AdminPaymentsServices = { db: Database; now: Clock; realtime: Realtime; evmChain?: EvmChain };

/** /api/admin/payments: the books against the chain (PAYMENTS=evm); registered inside adminRoutes (admins only). */
export const adminPaymentsRoutes: FastifyPluginAsync<AdminPaymentsServices> = async (app, { db, now, realtime, evmChain }) => {
  const chainOnly = () => {
    if (!evmChain) throw errors.paymentsDemo();
    return evmChain;
  };

  app.get('/payments/reconciliation', { schema: adminPaymentsSchemas.reconciliation }, async (): Promise<PaymentsReconciliationResponse> =>
    reconciliationReport(db, chainOnly().chainId),
  );

  app.post('/payments/reconciliation/run', { schema: adminPaymentsSchemas.run }, async (): Promise<PaymentsReconciliationResponse> => {
    const chain = chainOnly();
    await reconcileAndAlert({ db, chain, realtime, now });
    return reconciliationReport(db, chain.chainId);
  });

  app.post<{ Body: RecordFundingRequest }>('/payments/fundings', { schema: adminPaymentsSchemas.recordFunding }, async (request, reply) => {
    const chain = chainOnly();
    const funding = await recordFunding(
      db,
      chain,
      { txHash: request.body.txHash as Hash, note: request.body.note || null, adminId: request.user!.id, at: now() },
      audited<null, HotWalletFunding>(request, now, 'payments.recordFunding', (_before, after) => ({
        targetType: 'funding',
        targetId: after.id,
        before: null,
        after,
      })),
    );
    return reply.status(201).send(funding);
  });
};
