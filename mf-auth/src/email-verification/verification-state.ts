import { RESEND_COOLDOWN_SECONDS } from 'shared-events';

/** What /email-verification needs in navigation state (SPEC §2): the address, and when a resend is allowed again. */
export interface VerificationState {
  email: string;
  /** ms epoch; set when a code was just mailed, whose send started the server's resend cooldown. */
  resendAvailableAt?: number;
}

/** The state to open the verification page with; `codeSentAt` (ms epoch) when a code was just mailed, e.g. by sign-up. */
export function verificationState(email: string, codeSentAt?: number): VerificationState {
  return codeSentAt === undefined ? { email } : { email, resendAvailableAt: codeSentAt + RESEND_COOLDOWN_SECONDS * 1000 };
}

export function readVerificationState(state: unknown): VerificationState | null {
  const { email, resendAvailableAt } = (state ?? {}) as Partial<Record<keyof VerificationState, unknown>>;
  if (typeof email !== 'string' || !email) return null;
  return typeof resendAvailableAt === 'number' ? { email, resendAvailableAt } : { email };
}
