import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { STATUS_FILTERS, type LobbyFilter, type StatusFilter } from './lobby-filter';

// Native controls styled like the theme's outlined fields: MUI's TextField (with Select, Menu, Popover and Modal
// behind it) would add about 27 KB to the list's first paint, which the page's 300 KB budget cannot spare.
const field = (theme: Theme) => ({
  height: 40,
  px: 1.5,
  font: 'inherit',
  fontSize: theme.typography.body1.fontSize,
  color: 'text.primary',
  bgcolor: 'background.paper',
  colorScheme: theme.palette.mode,
  border: 1,
  borderColor: theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
  borderRadius: 1,
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: theme.palette.primary.main, outlineOffset: 0, borderColor: 'primary.main' },
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
});

const label = { display: 'flex', flexDirection: 'column', gap: 0.5, typography: 'body2', color: 'text.secondary' } as const;

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
