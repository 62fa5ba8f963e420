import { useState } from 'react';
import { RESEND_COOLDOWN_SECONDS, resendCooldownMessage } from 'shared-events';
import { toast } from 'shared-ui';
import { resendFailureMessage, resendVerification, retryAfterSeconds } from './email-verification.api';
import { useCountdown } from './use-countdown';

/**
 * Resending a verification code, with the cooldown the server enforces (SPEC §4, §8). `resendAvailableAt`
 * (ms epoch) is when the cooldown of an earlier mail ends, so the page never offers a resend the server refuses.
 */
export function useResendCode(email: string, resendAvailableAt?: number) {
  const [sending, setSending] = useState(false);
  const cooldown = useCountdown(resendAvailableAt);

  const resend = async () => {
    if (cooldown.seconds > 0) {
      toast.error(resendCooldownMessage(cooldown.seconds));
      return;
    }
    setSending(true);
    try {
      const { cooldownSeconds } = await resendVerification(email);
      toast.success('A new verification code has been sent to your email!');
      cooldown.start(cooldownSeconds > 0 ? cooldownSeconds : RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      toast.error(resendFailureMessage(error));
      const retryAfter = retryAfterSeconds(error);
      if (retryAfter) cooldown.start(retryAfter);
    } finally {
      setSending(false);
    }
  };
  return { sending, cooldownSeconds: cooldown.seconds, resend };
}
