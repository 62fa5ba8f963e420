import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { nativeField as field, nativeFieldLabel as label } from './native-field';
import { STATUS_FILTERS, type LobbyFilter, type StatusFilter } from './lobby-filter';

/** The search box (by tournament name) and the status filter of SPEC §2. */
export function LobbyFilters({ filter, onChange }: { filter: LobbyFilter; onChange: (filter: LobbyFilter) => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mb: 2 }}>
      <Box component="label" sx={{ ...label, flex: 1, maxWidth: { sm: 420 } }}>
        Search tournaments
        <Box
          component="input"
          type="search"
          placeholder="Search by game name..."
          value={filter.search}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange({ ...filter, search: event.target.value })}
          sx={field}
        />
      </Box>
      <Box component="label" sx={{ ...label, minWidth: 180 }}>
        Status
        <Box
          component="select"
          value={filter.status}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange({ ...filter, status: event.target.value as StatusFilter })}
          sx={(theme: Theme) => ({ ...field(theme), cursor: 'pointer' })}
        >
          {STATUS_FILTERS.map(({ value, label: text }) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
