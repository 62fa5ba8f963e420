import { useState } from 'react';
import { Navigate, useLocation, useNavigate, toast } from 'shared-ui';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { errorMessage, VERIFICATION_CODE_LENGTH } from 'shared-events';
import { AuthLayout } from '../common/AuthLayout.component';
import { CodeInput } from './CodeInput.component';
import { ResendCode } from './ResendCode.component';
import { verifyEmail } from './email-verification.api';
import { useCodeSlots } from './use-code-slots';
import { useErrorToasts } from '../login/use-error-toasts';
import { useResendCode } from './use-resend-code';
import { readVerificationState, type VerificationState } from './verification-state';

function VerifyEmailCard({ email, resendAvailableAt }: VerificationState) {
  const navigate = useNavigate();
  const [verifying, setVerifying] = useState(false);
  const errors = useErrorToasts();
  const resend = useResendCode(email, resendAvailableAt);
  const busy = verifying || resend.sending;

  const verify = async (code: string) => {
    setVerifying(true);
    try {
      await verifyEmail({ email, code });
      errors.dismissAll();
      toast.success('Email verified successfully! You can now log in.');
      navigate('/login');
    } catch (error) {
      errors.error(errorMessage(error, 'Failed to verify email.'));
      setVerifying(false);
      codeSlots.clear();
    }
  };
  const codeSlots = useCodeSlots({ disabled: busy, onComplete: verify });

  return (
    <AuthLayout
      title="Verify Your Email"
      subtitle={
        <>
          Enter the {VERIFICATION_CODE_LENGTH}-digit code sent to{' '}
          <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
            {email}
          </Box>
        </>
      }
    >
      <Stack spacing={2}>
        <CodeInput code={codeSlots} disabled={busy} />
        <LinearProgress aria-label="Verifying" sx={{ visibility: verifying ? 'visible' : 'hidden', borderRadius: 1, mx: 'auto', width: '60%' }} />
        <ResendCode sending={resend.sending} cooldownSeconds={resend.cooldownSeconds} disabled={verifying} onResend={resend.resend} />
      </Stack>
    </AuthLayout>
  );
}

/** SPEC §2: reachable only with the e-mail in navigation state (after registering or a refused login). */
export function EmailVerificationPage() {
  const verification = readVerificationState(useLocation().state);
  if (!verification) return <Navigate to="/register" />;
  return <VerifyEmailCard {...verification} />;
}
