import { useMutation } from '@tanstack/react-query';
import {
  errorMessage,
  errorResponse,
  http,
  isNetworkError,
  type MessageResponse,
  type RateLimitedErrorBody,
  type ResendVerificationResponse,
  type VerifyEmailRequest,
} from 'shared-events';

export async function verifyEmail(request: VerifyEmailRequest): Promise<MessageResponse> {
  const { data } = await http.post<MessageResponse>('/api/auth/verify-email', request);
  return data;
}

export async function resendVerification(email: string): Promise<ResendVerificationResponse> {
  const { data } = await http.post<ResendVerificationResponse>('/api/auth/resend-verification', { email });
  return data;
}

export const useVerifyEmailMutation = () => useMutation({ mutationFn: verifyEmail });
export const useResendVerificationMutation = () => useMutation({ mutationFn: resendVerification });

/** SPEC §8: the server's text, a network hint when nothing answered, else the generic failure. */
export function resendFailureMessage(error: unknown): string {
  if (isNetworkError(error)) return 'Network error. Please check your connection and try again.';
  return errorMessage(error, 'Failed to resend verification code.');
}

/** On a 429 the seconds the server asks us to wait (body `retryAfter`, else the Retry-After header). */
export function retryAfterSeconds(error: unknown): number | undefined {
  const response = errorResponse(error);
  if (response?.status !== 429) return undefined;
  const fromBody = Number((response.data as Partial<RateLimitedErrorBody> | undefined)?.retryAfter);
  const seconds = Number.isFinite(fromBody) && fromBody > 0 ? fromBody : Number(response.headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
