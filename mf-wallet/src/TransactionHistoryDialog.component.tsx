import { useEffect, useState } from 'react';
import type { WalletTransactionsResponse } from 'shared-events';
import { InfoDialog } from 'shared-ui/dialogs';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Pagination } from 'shared-ui/pagination';
import { TransactionTable } from './TransactionTable.component';
import { fetchTransactions, TRANSACTIONS_PAGE_SIZE } from './wallet.api';

type HistoryState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; result: WalletTransactionsResponse };

export interface TransactionHistoryDialogProps {
  /** The balance shown on the card: a change (here or pushed from another tab) re-reads the page. */
  balance: number;
  onClose: () => void;
}

/** The wallet's ledger, newest first, 10 a page. */
export default function TransactionHistoryDialog({ balance, onClose }: TransactionHistoryDialogProps) {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HistoryState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchTransactions(page).then(
      (result) => current && setState({ status: 'ready', result }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [page, balance, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  return (
    <InfoDialog title="Transaction History" maxWidth="md" onClose={onClose}>
      {state.status === 'loading' && <LoadingState label="Loading transactions..." />}
      {state.status === 'failed' && <ErrorState message="Failed to load transactions." onRetry={retry} align="start" />}
      {state.status === 'ready' && state.result.count === 0 && (
        <EmptyState title="No transactions yet. Your deposits, withdrawals and tournament fees will show here." align="start" />
      )}
      {state.status === 'ready' && state.result.rows.length > 0 && <TransactionTable rows={state.result.rows} />}
      {state.status === 'ready' && (
        <Pagination
          page={page}
          total={state.result.count}
          pageSize={TRANSACTIONS_PAGE_SIZE}
          onChange={setPage}
          label="Transaction pages"
          showPageCount
          sx={{ justifyContent: 'flex-end', mt: 1.5 }}
        />
      )}
    </InfoDialog>
  );
}
