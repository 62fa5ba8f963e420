import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'shared-ui/router';
import { SIGN_IN_TOAST_TOPIC, toast } from 'shared-ui';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { errorMessage, VERIFICATION_CODE_LENGTH } from 'shared-events';
import { CodeInput } from 'shared-ui/forms';
import { AuthLayout } from '../common/AuthLayout.component';
import { ResendCode } from './ResendCode.component';
import { useVerifyEmailMutation } from './email-verification.api';
import { useResendCode } from './use-resend-code';
import { readVerificationState, type VerificationState } from './verification-state';
import { useFormik } from 'formik';
import { validateWithSchema } from '../common/lazy-validation';
import { EMPTY_CODE, type VerificationCodeValues } from './verification-code.values';
import { useSubmitEnteredCode } from './use-submit-entered-code';

const validateCode = validateWithSchema<VerificationCodeValues>(() =>
  import('./verification-code.schema').then((module) => module.verificationCodeSchema),
);

function VerifyEmailCard({ email, resendAvailableAt }: VerificationState) {
  const navigate = useNavigate();
  // A new key after a refused code: the slots start over empty, the caret in the first.
  const [attempt, setAttempt] = useState(0);
  const verification = useVerifyEmailMutation();
  const resend = useResendCode(email, resendAvailableAt);
  const form = useFormik<VerificationCodeValues>({
    initialValues: EMPTY_CODE,
    validate: validateCode,
    onSubmit: async ({ code }, { resetForm }) => {
      try {
        await verification.mutateAsync({ email, code });
        toast.success('Email verified successfully! You can now log in.', { topic: SIGN_IN_TOAST_TOPIC });
        navigate('/login');
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to verify email.'), { topic: SIGN_IN_TOAST_TOPIC });
        resetForm();
        setAttempt((count) => count + 1);
      }
    },
  });
  const verifying = form.isSubmitting;
  useSubmitEnteredCode(form);
  const busy = verifying || resend.sending;

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
        <CodeInput
          key={attempt}
          length={VERIFICATION_CODE_LENGTH}
          onComplete={(entered) => void form.setFieldValue('code', entered)}
          disabled={busy}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- typing the mailed code is this screen's one task; the caret waits in the first slot
          autoFocus
        />
        <LinearProgress aria-label="Verifying" sx={{ visibility: verifying ? 'visible' : 'hidden', borderRadius: 1, mx: 'auto', width: '60%' }} />
        <ResendCode sending={resend.sending} cooldownSeconds={resend.cooldownSeconds} disabled={verifying} onResend={resend.resend} />
      </Stack>
    </AuthLayout>
  );
}

/** SPEC §2: reachable only with the e-mail in navigation state (after registering or a refused login). */
export function EmailVerificationPage() {
  const verification = readVerificationState(useLocation().state);
  if (!verification) return <Navigate to="/register" replace />;
  return <VerifyEmailCard {...verification} />;
}
