import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'shared-ui/router';

/** The back office's sections, in the order the tabs show them. */
export const SECTIONS = [
  { to: '/admin/tournaments', label: 'Tournaments' },
  { to: '/admin/live', label: 'Live' },
  { to: '/admin/schedules', label: 'Schedules' },
  { to: '/admin/players', label: 'Players' },
  { to: '/admin/statistics', label: 'Statistics' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;

/** The back office's heading and its sections' tabs (links: each section is a page of its own). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => pathname.startsWith(section.to))?.to ?? false;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1">
        Back office
      </Typography>
      <Tabs value={current} aria-label="Back office sections" variant="scrollable" allowScrollButtonsMobile>
        {SECTIONS.map((section) => (
          <Tab key={section.to} value={section.to} label={section.label} component={Link} to={section.to} />
        ))}
      </Tabs>
      {children}
    </Stack>
  );
}
