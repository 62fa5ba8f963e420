import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { STATUS_FILTERS, type LobbyFilter, type StatusFilter } from './lobby-filter';

/** The search box (by tournament name) and the status filter of SPEC §2. */
export function LobbyFilters({ filter, onChange }: { filter: LobbyFilter; onChange: (filter: LobbyFilter) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        id="lobby-search"
        type="search"
        size="small"
        label="Search tournaments"
        placeholder="Search by game name..."
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
      />
      <TextField
        id="lobby-status"
        select
        size="small"
        label="Status"
        value={filter.status}
        onChange={(event) => onChange({ ...filter, status: event.target.value as StatusFilter })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      >
        {STATUS_FILTERS.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
