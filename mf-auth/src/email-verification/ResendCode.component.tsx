import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatCooldown } from './cooldown';

interface ResendCodeProps {
  sending: boolean;
  cooldownSeconds: number;
  disabled: boolean;
  onResend: () => void;
}

function resendLabel(sending: boolean, cooldownSeconds: number): string {
  if (sending) return 'Sending...';
  if (cooldownSeconds > 0) return `Resend available in ${formatCooldown(cooldownSeconds)}`;
  return 'Resend Code';
}

export function ResendCode({ sending, cooldownSeconds, disabled, onResend }: ResendCodeProps) {
  return (
    <Typography variant="body2" color="text.secondary" align="center">
      Didn&apos;t receive the code?{' '}
      <Link
        component="button"
        type="button"
        onClick={onResend}
        disabled={disabled || sending || cooldownSeconds > 0}
        underline="hover"
        sx={{ fontWeight: 600, verticalAlign: 'baseline', '&:disabled': { color: 'text.secondary', cursor: 'default', textDecoration: 'none' } }}
      >
        {resendLabel(sending, cooldownSeconds)}
      </Link>
    </Typography>
  );
}
