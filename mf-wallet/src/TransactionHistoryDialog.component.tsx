import { InfoDialog } from 'shared-ui/dialogs';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Pagination } from 'shared-ui/pagination';
import { TransactionTable } from 'shared-ui/wallet';
import { useTransactionHistory } from './use-transaction-history';
import { TRANSACTIONS_PAGE_SIZE } from './wallet.api';

export interface TransactionHistoryDialogProps {
  /** The balance shown on the card: a change (here or pushed from another tab) re-reads the page. */
  balance: number;
  onClose: () => void;
}

/** The wallet's ledger, newest first, 10 a page. */
export default function TransactionHistoryDialog({ balance, onClose }: TransactionHistoryDialogProps) {
  const { page, setPage, query: history } = useTransactionHistory(balance);

  return (
    <InfoDialog title="Transaction History" maxWidth="md" onClose={onClose}>
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
    </InfoDialog>
  );
}
