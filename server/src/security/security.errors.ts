import { AppError } from '../errors';
import { waitText } from './rate-limit-rules';

function tooMany(what: string, retryAfter: number): AppError {
  return new AppError(429, `Too many ${what}. Please try again in ${waitText(retryAfter)}.`, {
    details: { retryAfter },
    headers: { 'retry-after': String(retryAfter) },
  });
}

export const securityErrors = {
  tooManyLoginAttempts: (retryAfter: number) => tooMany('login attempts', retryAfter),
  tooManyResendRequests: (retryAfter: number) => tooMany('verification code requests', retryAfter),
  tooManyRegistrations: (retryAfter: number) => tooMany('sign-ups from your network', retryAfter),
};
