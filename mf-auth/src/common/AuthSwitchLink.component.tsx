import { Link as RouterLink } from 'shared-ui/router';
import Link from '@mui/material/Link';

/** "Already have an account? Log in" and its mirror on the login screen. */
export function AuthSwitchLink({ question, label, to }: { question: string; label: string; to: string }) {
  return (
    <>
      {question}{' '}
      <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </>
  );
}
