import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AdminWithdrawal, AdminWithdrawalPage, AdminWithdrawalState, RejectWithdrawalRequest } from 'shared-events/contracts';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { idOf, idParams, type IdParams } from '../http/id-params';
import type { Realtime } from '../realtime/realtime';
import { listAdminWithdrawals } from '../payments/withdrawals/admin-withdrawals.repository';
import { approveWithdrawal, rejectWithdrawal } from '../payments/withdrawals/withdrawal-approval';
import { audited } from '../security/admin-audit-trail';
import { adminPageOf, listed, oneOf, query, reasonBody, route } from './admin.schemas';

const STATES: AdminWithdrawalState[] = ['awaiting_approval', 'requested', 'signed', 'sent', 'confirmed', 'refunded'];

export const adminWithdrawalsSchemas = {
  list: route(
    `One page of the withdrawals (PAYMENTS=evm), of one state or all: state (${listed(STATES)}), page, pageSize. The open states list oldest first, the others newest first`,
    { querystring: query({ state: oneOf(STATES, `state must be one of ${listed(STATES)}.`) }) },
  ),
  approve: route('Approve a withdrawal above the approval threshold: the signing worker sends it (audited)', { params: idParams }),
  reject: route('Reject a withdrawal waiting for approval: the amount goes back to the player’s wallet, who sees the reason (audited)', {
    params: idParams,
    body: reasonBody,
  }),
};

type Request = Pick<FastifyRequest, 'user' | 'ip'>;

/** What an approval or a rejection records in the audit log: the withdrawal as the back office shows it, before and after. */
const auditWithdrawal = (request: Request, now: Clock, action: 'withdrawal.approve' | 'withdrawal.reject') =>
  audited<AdminWithdrawal, AdminWithdrawal>(request, now, action, (before, after) => ({
    targetType: 'withdrawal',
    targetId: after.id,
    before,
    after,
  }));

/** /api/admin/withdrawals: the operator's queue of PAYMENTS=evm withdrawals; registered inside adminRoutes (admins only). */
export const adminWithdrawalsRoutes: FastifyPluginAsync<{ db: Database; now: Clock; realtime: Realtime }> = async (app, services) => {
  const { db, now } = services;
  const withdrawalIdOf = (request: FastifyRequest<IdParams>) => idOf(request, errors.withdrawalNotFound);

  app.get<{ Querystring: { state?: AdminWithdrawalState; page?: string; pageSize?: string } }>(
    '/withdrawals',
    { schema: adminWithdrawalsSchemas.list },
    async (request): Promise<AdminWithdrawalPage> => {
      const { state, ...paging } = request.query;
      const { page, limit, offset } = adminPageOf(paging);
      return { ...(await listAdminWithdrawals(db, state, { limit, offset })), page, pageSize: limit };
    },
  );

  app.post<IdParams>('/withdrawals/:id/approve', { schema: adminWithdrawalsSchemas.approve }, async (request) =>
    approveWithdrawal(
      services,
      { id: withdrawalIdOf(request), adminId: request.user!.id, at: now() },
      auditWithdrawal(request, now, 'withdrawal.approve'),
    ),
  );

  app.post<IdParams & { Body: RejectWithdrawalRequest }>('/withdrawals/:id/reject', { schema: adminWithdrawalsSchemas.reject }, async (request) =>
    rejectWithdrawal(
      services,
      { id: withdrawalIdOf(request), reason: request.body.reason, at: now() },
      auditWithdrawal(request, now, 'withdrawal.reject'),
    ),
  );
};
