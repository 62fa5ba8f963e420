import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Pagination } from 'shared-ui/pagination';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/admin-audit.api';
import { ChoiceInput } from '../layout/ListFilters';
import { AUDIT_ACTION_LABELS } from './audit-actions';
import { AUDIT_ROW_HEIGHT, AuditTable } from './AuditTable';

const ACTION_FILTERS = [{ value: '', label: 'All actions' }, ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))];

/** /admin/audit: every operator action, newest first, with who did it, when, from where, and what it changed. */
export default function AuditLogPage() {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ action, page });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'flex-end' } }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Audit log
        </Typography>
        <ChoiceInput
          label="Action"
          value={action}
          options={ACTION_FILTERS}
          onChange={(chosen) => {
            setAction(chosen);
            setPage(1);
          }}
          minWidth={240}
        />
      </Stack>
      {log.isPending && <LoadingState label="Loading the audit log" placeholders={8} placeholderHeight={AUDIT_ROW_HEIGHT} />}
      {log.isError && !log.data && (
        <ErrorState message="Failed to load the audit log." onRetry={() => void log.refetch()} retrying={log.isFetching} align="start" />
      )}
      {log.data?.total === 0 && <EmptyState title="No admin actions recorded yet." align="start" />}
      {log.data && log.data.entries.length > 0 && <AuditTable entries={log.data.entries} />}
      {log.data && (
        <Pagination
          page={page}
          total={log.data.total}
          pageSize={AUDIT_PAGE_SIZE}
          onChange={setPage}
          label="Audit log pages"
          showPageCount
          disabled={log.isPlaceholderData}
          sx={{ justifyContent: 'flex-end', mt: 1.5 }}
        />
      )}
    </Paper>
  );
}
