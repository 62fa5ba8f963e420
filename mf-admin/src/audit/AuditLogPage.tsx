import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { Pagination } from 'shared-ui/pagination';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/admin-audit.api';
import { AUDIT_ACTION_LABELS } from './audit-actions';
import { AUDIT_ROW_HEIGHT, AuditTable } from './AuditTable';

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
        <TextField
          select
          label="Action"
          size="small"
          value={action}
          onChange={(event) => {
            setAction(event.target.value);
            setPage(1);
          }}
          // "All actions" is the empty value: the label stays above it rather than over it.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: { sm: 240 } }}
        >
          <option value="">All actions</option>
          {Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </TextField>
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
