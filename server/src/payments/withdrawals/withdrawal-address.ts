import { getAddress, isAddress, zeroAddress } from 'viem';

export type AddressCheck = { ok: true; address: string } | { ok: false; reason: string };

export const ADDRESS_MESSAGES = {
  format: 'The address must be 0x followed by 40 hexadecimal characters.',
  checksum: 'The address has an invalid checksum (EIP-55): copy it again exactly, or type it all in lower case.',
  zero: 'The zero address cannot receive a withdrawal: the funds would be lost.',
  ours: "This is one of the site's own addresses: withdraw to an address of your own.",
} as const;

/**
 * A destination as typed: 0x and 40 hex digits; in mixed case it must carry a valid EIP-55 checksum (a typo in a
 * checksummed address is caught), all lower or all upper case carries none. Answers the checksummed form, so one
 * address has one spelling in the database. The zero address burns what it receives. (The site's own addresses are
 * refused by the caller, which knows them: ADDRESS_MESSAGES.ours.)
 */
export function checkWithdrawalAddress(text: string): AddressCheck {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return { ok: false, reason: ADDRESS_MESSAGES.format };
  if (!isAddress(text, { strict: true })) return { ok: false, reason: ADDRESS_MESSAGES.checksum };
  const address = getAddress(text);
  if (address === zeroAddress) return { ok: false, reason: ADDRESS_MESSAGES.zero };
  return { ok: true, address };
}
