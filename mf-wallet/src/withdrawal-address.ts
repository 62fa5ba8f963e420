import { VERIFICATION_CODE_LENGTH } from 'shared-events';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const ZERO_ADDRESS = /^0x0{40}$/;
const CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${VERIFICATION_CODE_LENGTH}}$`);

export const ADDRESS_MESSAGES = {
  format: 'Enter an address of 0x followed by 40 hexadecimal characters (0-9, a-f).',
  zero: 'The zero address cannot receive funds: enter your own address.',
  code: `Enter the ${VERIFICATION_CODE_LENGTH}-character code from the e-mail.`,
} as const;

/**
 * Why a typed destination cannot be one, or undefined. Only the form is checked here: the server checks the
 * mixed-case checksum (EIP-55), which needs a keccak hash the bundle does not carry, and says so in its answer.
 */
export function withdrawalAddressProblem(address: string): string | undefined {
  const text = address.trim();
  if (!ADDRESS_PATTERN.test(text)) return ADDRESS_MESSAGES.format;
  if (ZERO_ADDRESS.test(text)) return ADDRESS_MESSAGES.zero;
  return undefined;
}

/** The e-mailed code as the server reads it (upper case, as the e-mail verification's), or undefined when malformed. */
export function confirmationCode(code: string): string | undefined {
  const text = code.trim();
  return CODE_PATTERN.test(text) ? text.toUpperCase() : undefined;
}

/** Addresses are one whatever their letters' case (the checksum is only in the case). */
export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** "0x12ab…cdef": a hash or an address where a line has no room for all of it (the copy button copies it whole). */
export function shortHex(hex: string): string {
  return hex.length > 14 ? `${hex.slice(0, 6)}…${hex.slice(-4)}` : hex;
}
