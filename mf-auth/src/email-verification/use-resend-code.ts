import { RESEND_COOLDOWN_SECONDS, resendCooldownMessage } from 'shared-events';
import { SIGN_IN_TOAST_TOPIC, toast } from 'shared-ui';
import { resendFailureMessage, retryAfterSeconds, useResendVerificationMutation } from './email-verification.api';
import { useCountdown } from './use-countdown';

/**
 * Resending a verification code, with the cooldown the server enforces (SPEC §4, §8). `resendAvailableAt`
 * (ms epoch) is when the cooldown of an earlier mail ends, so the page never offers a resend the server refuses.
 */
export function useResendCode(email: string, resendAvailableAt?: number) {
  const resendMutation = useResendVerificationMutation();
  const cooldown = useCountdown(resendAvailableAt);

  const resend = async () => {
    if (cooldown.seconds > 0) {
      toast.error(resendCooldownMessage(cooldown.seconds), { topic: SIGN_IN_TOAST_TOPIC });
      return;
    }
    try {
      const { cooldownSeconds } = await resendMutation.mutateAsync(email);
      toast.success('A new verification code has been sent to your email!', { topic: SIGN_IN_TOAST_TOPIC });
      cooldown.start(cooldownSeconds > 0 ? cooldownSeconds : RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      toast.error(resendFailureMessage(error), { topic: SIGN_IN_TOAST_TOPIC });
      const retryAfter = retryAfterSeconds(error);
      if (retryAfter) cooldown.start(retryAfter);
    }
  };
  return { sending: resendMutation.isPending, cooldownSeconds: cooldown.seconds, resend };
}
