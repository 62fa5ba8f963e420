import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'shared-ui/router';

/** The back office's sections, in the order the navigation shows them. */
export const SECTIONS = [
  { to: '/admin/tournaments', label: 'Tournaments' },
  { to: '/admin/live', label: 'Live' },
  { to: '/admin/schedules', label: 'Schedules' },
  { to: '/admin/players', label: 'Players' },
  { to: '/admin/withdrawals', label: 'Withdrawals' },
  { to: '/admin/statistics', label: 'Statistics' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;

/**
 * The back office's heading and its sections' navigation: links (each section is a page of its own), the current one
 * marked for assistive technology (aria-current) and by sight. Not MUI's Tabs: tabs are for panels of one page, and
 * their scroll buttons and indicator cost the first visit 7 KB on the wire. On a narrow screen the row scrolls.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => pathname.startsWith(section.to))?.to;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', width: '100%', minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        Back office
      </Typography>
      <Box component="nav" aria-label="Back office sections" sx={{ overflowX: 'auto', borderBottom: 1, borderColor: 'divider' }}>
        <Stack component="ul" direction="row" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0, pb: 1 }}>
          {SECTIONS.map((section) => {
            const here = section.to === current;
            return (
              <li key={section.to}>
                <Button
                  component={Link}
                  to={section.to}
                  aria-current={here ? 'page' : undefined}
                  variant={here ? 'contained' : 'text'}
                  color={here ? 'primary' : 'inherit'}
                  disableElevation
                  sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
                >
                  {section.label}
                </Button>
              </li>
            );
          })}
        </Stack>
      </Box>
      {children}
    </Stack>
  );
}
