import { VERIFICATION_CODE_TTL_SECONDS } from 'shared-events/contracts';
import type { Mail } from '../../mail/mailer';

/** Names the address in full: whoever did not add it learns that someone signed in as them is trying to. */
export function withdrawalAddressMail(to: string, address: string, code: string): Mail {
  const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;
  return {
    to,
    subject: `Confirm your withdrawal address: ${code}`,
    highlight: { label: 'Confirmation code', value: code },
    text: [
      `Your code to confirm the withdrawal address ${address} is ${code}.`,
      `Enter it in the Withdraw dialog within ${minutes} minutes. Withdrawals go only to addresses you confirmed.`,
      'If you did not add this address, do not share the code, change your password and contact support.',
    ].join('\n\n'),
  };
}
