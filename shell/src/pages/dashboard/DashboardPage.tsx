import { Link as RouterLink } from 'shared-ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events';
import { Slot } from '../../composition/Slot';

/** The welcome line around the widgets the remotes attach to `dashboard.widgets` (wallet, tournaments). */
export function DashboardPage() {
  const user = useSession((state) => state.user);
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          Welcome, {user?.firstName || 'Player'}
        </Typography>
        <Button component={RouterLink} to="/profile" variant="outlined">
          Edit Profile
        </Button>
      </Stack>
      <Box data-testid="dashboard-widgets" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Slot name="dashboard.widgets" />
      </Box>
    </Stack>
  );
}
