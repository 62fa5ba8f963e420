import type { ReactNode } from 'react';
import { Link as RouterLink } from 'shared-ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events';
import { Slot } from '../../composition/Slot';

/**
 * A widget's cell keeps the tallest widget's height (the wallet card on a phone) from before its module arrives, so
 * that nothing below moves when the cards draw; the card fills its cell.
 */
const WIDGET_MIN_HEIGHT = 260;

function widgetCell(parcel: ReactNode) {
  return <Box sx={{ position: 'relative', display: 'grid', minHeight: WIDGET_MIN_HEIGHT }}>{parcel}</Box>;
}

/**
 * SPEC §2 Dashboard: the welcome line and links around the widgets the remotes attach to `dashboard.widgets`
 * (the wallet card, the upcoming tournaments), in a grid that is one column on phones and two from tablets on, and
 * the full-width sections attached to `dashboard.sections` below it (the available tournaments).
 */
export function DashboardPage() {
  const firstName = useSession((state) => state.user?.firstName);
  return (
    <Stack spacing={3} useFlexGap>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          Welcome, {firstName || 'Player'}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/profile" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
            Edit Profile
          </Button>
          <Button component={RouterLink} to="/hand-history" variant="text" sx={{ whiteSpace: 'nowrap' }}>
            Hand History
          </Button>
        </Stack>
      </Stack>
      <Box
        data-testid="dashboard-widgets"
        sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Slot name="dashboard.widgets" wrap={widgetCell} />
      </Box>
      <Slot name="dashboard.sections" />
    </Stack>
  );
}
