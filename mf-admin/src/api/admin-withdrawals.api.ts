import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-events';
import type {
  AdminWithdrawal,
  AdminWithdrawalPage,
  AdminWithdrawalState,
  HotWalletFunding,
  PaymentsReconciliationResponse,
  RecordFundingRequest,
  RejectWithdrawalRequest,
  WalletPaymentsResponse,
} from 'shared-events/contracts';

export const WITHDRAWALS_PAGE_SIZE = 25;

const WITHDRAWALS_KEY = ['admin', 'withdrawals'] as const;
const RECONCILIATION_KEY = ['admin', 'payments', 'reconciliation'] as const;

/** Demo funds or USDT on a chain: a demo site has no withdrawals to approve. */
export function usePaymentsMode() {
  return useQuery({
    queryKey: ['admin', 'payments-mode'],
    queryFn: async () => (await http.get<WalletPaymentsResponse>('/api/users/wallet/payments')).data.mode,
    staleTime: Infinity,
  });
}

/** One page of the withdrawals in `state` (every state when 'all'). */
export function useAdminWithdrawals(state: AdminWithdrawalState | 'all', page: number) {
  return useQuery({
    queryKey: [...WITHDRAWALS_KEY, state, page],
    queryFn: async () => {
      const params = { ...(state === 'all' ? {} : { state }), page, pageSize: WITHDRAWALS_PAGE_SIZE };
      return (await http.get<AdminWithdrawalPage>('/api/admin/withdrawals', { params })).data;
    },
    placeholderData: keepPreviousData,
  });
}

/** The last comparison of the books with the chain, and the differences still open. */
export function useReconciliation() {
  return useQuery({
    queryKey: RECONCILIATION_KEY,
    queryFn: async () => (await http.get<PaymentsReconciliationResponse>('/api/admin/payments/reconciliation')).data,
  });
}

/** Compares the books with the chain now; its answer is the report shown, with no second request. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await http.post<PaymentsReconciliationResponse>('/api/admin/payments/reconciliation/run')).data,
    onSuccess: (report) => queryClient.setQueryData(RECONCILIATION_KEY, report),
  });
}

/** Records the operator's top-up of the hot wallet (its amount read from the chain); the report is read again. */
export function useRecordFunding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: RecordFundingRequest) => (await http.post<HotWalletFunding>('/api/admin/payments/fundings', request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECONCILIATION_KEY }),
  });
}

export type WithdrawalDecision = { approve: true } | { approve: false; reason: string };

/** Approves a withdrawal waiting for it (the worker sends it) or rejects it with a reason (refunded); the lists are read again. */
export function useWithdrawalDecision(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: WithdrawalDecision) => {
      const url = `/api/admin/withdrawals/${id}/${decision.approve ? 'approve' : 'reject'}`;
      const body: RejectWithdrawalRequest | undefined = decision.approve ? undefined : { reason: decision.reason };
      return (await http.post<AdminWithdrawal>(url, body)).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY }),
  });
}
