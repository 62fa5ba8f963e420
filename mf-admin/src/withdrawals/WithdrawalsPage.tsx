import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { AdminWithdrawal, AdminWithdrawalState } from 'shared-events/contracts';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Pagination } from 'shared-ui/pagination';
import { useSearchParams } from 'shared-ui/router';
import { usePaymentsMode, useAdminWithdrawals, WITHDRAWALS_PAGE_SIZE } from '../api/admin-withdrawals.api';
import { ChoiceInput } from '../layout/ListFilters';
import { ListHeading } from '../layout/ListHeading';
import { ReconciliationCard } from './ReconciliationCard';
import { WithdrawalDecisionDialog } from './WithdrawalDecisionDialog';
import { WITHDRAWAL_STATE_LABELS, WithdrawalsTable } from './WithdrawalsTable';

type StateFilter = AdminWithdrawalState | 'all';

const DEFAULT_STATE: StateFilter = 'awaiting_approval';
const STATE_FILTERS: { value: StateFilter; label: string }[] = [
  ...Object.entries(WITHDRAWAL_STATE_LABELS).map(([value, label]) => ({ value: value as AdminWithdrawalState, label })),
  { value: 'all', label: 'All states' },
];

const stateIn = (params: URLSearchParams): StateFilter =>
  STATE_FILTERS.find((filter) => filter.value === params.get('state'))?.value ?? DEFAULT_STATE;

/** The withdrawals' queue, by state (those awaiting approval first); its state and page live in the address. */
function WithdrawalQueue() {
  const [params, setParams] = useSearchParams();
  const state = stateIn(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { state?: StateFilter; page?: number }) => {
    const wanted = new URLSearchParams();
    const chosen = next.state ?? state;
    if (chosen !== DEFAULT_STATE) wanted.set('state', chosen);
    if ((next.page ?? 1) > 1) wanted.set('page', String(next.page));
    setParams(wanted, { replace: true });
  };
  const withdrawals = useAdminWithdrawals(state, page);
  const [deciding, setDeciding] = useState<{ withdrawal: AdminWithdrawal; approve: boolean }>();

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'flex-end' } }}>
        <ListHeading title="Withdrawals" total={withdrawals.data?.total} />
        <ChoiceInput label="State" value={state} options={STATE_FILTERS} onChange={(chosen) => go({ state: chosen })} minWidth={220} />
      </Stack>
      {withdrawals.isPending && <LoadingState label="Loading the withdrawals" placeholders={6} placeholderHeight={53} />}
      {withdrawals.isError && !withdrawals.data && (
        <ErrorState
          message="Failed to load the withdrawals."
          onRetry={() => void withdrawals.refetch()}
          retrying={withdrawals.isFetching}
          align="start"
        />
      )}
      {withdrawals.data?.total === 0 && (
        <EmptyState
          title={state === 'awaiting_approval' ? 'No withdrawal is waiting for approval.' : 'No withdrawals in this state.'}
          align="start"
        />
      )}
      {withdrawals.data && withdrawals.data.withdrawals.length > 0 && (
        <WithdrawalsTable withdrawals={withdrawals.data.withdrawals} onDecide={(withdrawal, approve) => setDeciding({ withdrawal, approve })} />
      )}
      {withdrawals.data && (
        <Pagination
          page={page}
          total={withdrawals.data.total}
          pageSize={WITHDRAWALS_PAGE_SIZE}
          onChange={(next) => go({ page: next })}
          label="Withdrawal pages"
          showPageCount
          disabled={withdrawals.isPlaceholderData}
          sx={{ justifyContent: 'flex-end', mt: 1.5 }}
        />
      )}
      {deciding && <WithdrawalDecisionDialog {...deciding} onClose={() => setDeciding(undefined)} />}
    </Paper>
  );
}

/** /admin/withdrawals: withdrawals above the approval threshold approved or rejected, and the books against the chain. */
export default function WithdrawalsPage() {
  const mode = usePaymentsMode();
  if (mode.isPending) return <LoadingState label="Loading the payments" />;
  if (mode.isError) {
    return <ErrorState message="Failed to load the payments’ mode." onRetry={() => void mode.refetch()} retrying={mode.isFetching} align="start" />;
  }
  if (mode.data === 'demo') {
    return (
      <Alert severity="info">
        Payments are in demo mode (PAYMENTS=demo): deposits and withdrawals are instant demo funds, so there are no withdrawals to approve and nothing
        on chain to reconcile.
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <WithdrawalQueue />
      <ReconciliationCard />
    </Stack>
  );
}
