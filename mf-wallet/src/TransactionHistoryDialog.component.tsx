import { lazy, Suspense } from 'react';
import { InfoDialog } from 'shared-ui/dialogs';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Pagination } from 'shared-ui/pagination';
import { TransactionTable } from 'shared-ui/wallet';
import { useTransactionHistory } from './use-transaction-history';
import { TRANSACTIONS_PAGE_SIZE } from './wallet.api';

// Only a chain site shows the deposits' and withdrawals' own lists: a demo site never downloads them.
const ChainHistoryTabs = lazy(() => import('./ChainHistoryTabs.component'));

export interface TransactionHistoryDialogProps {
  /** The balance shown on the card: a change (here or pushed from another tab) re-reads the page. */
  balance: number;
  /** PAYMENTS=evm: the chain's deposits and withdrawals beside the ledger, each with its state. */
  chain?: boolean;
  onClose: () => void;
}

/** The wallet's ledger, newest first, 10 a page. */
function Ledger({ balance }: { balance: number }) {
  const { page, setPage, query: history } = useTransactionHistory(balance);
  return (
    <>
      {history.isPending && <LoadingState label="Loading transactions..." />}
      {history.isError && !history.data && (
        <ErrorState message="Failed to load transactions." onRetry={() => void history.refetch()} retrying={history.isFetching} align="start" />
      )}
      {history.data?.count === 0 && (
        <EmptyState title="No transactions yet. Your deposits, withdrawals and tournament fees will show here." align="start" />
      )}
      {history.data && history.data.rows.length > 0 && <TransactionTable rows={history.data.rows} />}
      {history.data && (
        <Pagination
          page={page}
          total={history.data.count}
          pageSize={TRANSACTIONS_PAGE_SIZE}
          onChange={setPage}
          label="Transaction pages"
          showPageCount
          disabled={history.isPlaceholderData}
          sx={{ justifyContent: 'flex-end', mt: 1.5 }}
        />
      )}
    </>
  );
}

export default function TransactionHistoryDialog({ balance, chain = false, onClose }: TransactionHistoryDialogProps) {
  const ledger = <Ledger balance={balance} />;
  return (
    <InfoDialog title="Transaction History" maxWidth="md" onClose={onClose}>
      {chain ? (
        <Suspense fallback={<LoadingState label="Loading..." />}>
          <ChainHistoryTabs ledger={ledger} />
        </Suspense>
      ) : (
        ledger
      )}
    </InfoDialog>
  );
}
