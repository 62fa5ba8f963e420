import { Link as RouterLink, Navigate } from '../../routing/navigation';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from 'shared-events/session';

/** Composes the dashboard from the remotes' widgets (wallet, tournaments) around the welcome line. */
export function DashboardPage() {
  const user = useSession((state) => state.user);
  const status = useSession((state) => state.status);
  if (status === 'ready' && !user) return <Navigate to="/login" />;
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="h4" component="h1">
          Welcome, {user?.firstName || 'Player'}
        </Typography>
        <Button component={RouterLink} to="/profile" variant="outlined">
          Edit Profile
        </Button>
      </Stack>
    </Stack>
  );
}
