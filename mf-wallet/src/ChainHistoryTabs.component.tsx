import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Pagination } from 'shared-ui/pagination';
import { ChainDepositList } from './ChainDepositList.component';
import { useChainDeposits } from './use-chain-deposits';
import { useWithdrawals } from './use-withdrawals';
import { WithdrawalList } from './WithdrawalList.component';
import { TRANSACTIONS_PAGE_SIZE } from './wallet.api';

type Section = 'ledger' | 'deposits' | 'withdrawals';

// Inside the tab, which the tab strip's scroller would clip outside.
// Three tabs share the width: on a phone all three labels show, none hidden behind a scroll button.
const TAB_SX = {
  minWidth: 0,
  px: 1,
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: -2 },
} as const;

const SECTIONS: { value: Section; label: string }[] = [
  { value: 'ledger', label: 'Transactions' },
  { value: 'deposits', label: 'Deposits' },
  { value: 'withdrawals', label: 'Withdrawals' },
];

interface PagedRows<Row> {
  page: number;
  setPage: (page: number) => void;
  query: UseQueryResult<{ rows: Row[]; count: number }> & { isPlaceholderData: boolean };
}

/** A paged list of the chain's movements: loading, failed (Retry), empty, or a page of rows with the pages below. */
function PagedList<Row>({ paged, noun, render }: { paged: PagedRows<Row>; noun: 'deposits' | 'withdrawals'; render: (rows: Row[]) => ReactNode }) {
  const { page, setPage, query } = paged;
  const title = noun === 'deposits' ? 'Deposit' : 'Withdrawal';
  return (
    <>
      {query.isPending && <LoadingState label={`Loading your ${noun}...`} />}
      {query.isError && !query.data && (
        <ErrorState message={`Failed to load your ${noun}.`} onRetry={() => void query.refetch()} retrying={query.isFetching} align="start" />
      )}
      {query.data?.count === 0 && <EmptyState title={noun === 'deposits' ? 'No deposits seen yet.' : 'No withdrawals yet.'} align="start" />}
      {query.data && query.data.rows.length > 0 && render(query.data.rows)}
      {query.data && (
        <Pagination
          page={page}
          total={query.data.count}
          pageSize={TRANSACTIONS_PAGE_SIZE}
          onChange={setPage}
          label={`${title} pages`}
          showPageCount
          disabled={query.isPlaceholderData}
          sx={{ justifyContent: 'flex-end', mt: 1.5 }}
        />
      )}
    </>
  );
}

function DepositsPanel() {
  return (
    <PagedList
      paged={useChainDeposits(TRANSACTIONS_PAGE_SIZE)}
      noun="deposits"
      render={(rows) => <ChainDepositList rows={rows} label="Deposits" />}
    />
  );
}

function WithdrawalsPanel() {
  return <PagedList paged={useWithdrawals(TRANSACTIONS_PAGE_SIZE)} noun="withdrawals" render={(rows) => <WithdrawalList rows={rows} />} />;
}

/** PAYMENTS=evm's history: the ledger, and the chain's deposits and withdrawals with their states, one tab each. */
export default function ChainHistoryTabs({ ledger }: { ledger: ReactNode }) {
  const id = useId();
  const [section, setSection] = useState<Section>('ledger');
  return (
    <>
      <Tabs value={section} onChange={(_event, next: Section) => setSection(next)} aria-label="History" variant="fullWidth">
        {SECTIONS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`${id}-${value}-tab`} aria-controls={`${id}-${value}-panel`} sx={TAB_SX} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-${section}-panel`} aria-labelledby={`${id}-${section}-tab`} sx={{ pt: 2 }}>
        {section === 'ledger' && ledger}
        {section === 'deposits' && <DepositsPanel />}
        {section === 'withdrawals' && <WithdrawalsPanel />}
      </Box>
    </>
  );
}
