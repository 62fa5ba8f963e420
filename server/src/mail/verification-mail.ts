import { VERIFICATION_CODE_TTL_SECONDS } from 'shared-events/contracts';
import type { Mail } from './mailer';

/** The code is in the subject too, so it can be read from a notification or the dev console line. */
export function verificationMail(to: string, code: string): Mail {
  const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;
  return {
    to,
    subject: `Your verification code: ${code}`,
    highlight: { label: 'Verification code', value: code },
    text: [
      `Your verification code is ${code}.`,
      `Enter it on the verification page within ${minutes} minutes to activate your account.`,
      'If you did not create an account, you can ignore this e-mail.',
    ].join('\n\n'),
  };
}
