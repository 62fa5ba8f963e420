import { CONTROL_CHARACTER_PATTERN, controlCharactersMessage, type RecordFundingRequest } from 'shared-events/contracts';

/** The note's length the server accepts (admin-payments.routes.ts `NOTE_MAX`). */
export const FUNDING_NOTE_MAX = 500;

const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

export interface FundingInput {
  txHash: string;
  note: string;
}

/** Why each typed field cannot be sent (the server's own rules, said before asking it); empty when both can. */
export function fundingProblems({ txHash, note }: FundingInput): Partial<Record<keyof FundingInput, string>> {
  const hash = txHash.trim();
  return {
    ...(!TX_HASH_PATTERN.test(hash) && {
      txHash: hash
        ? 'A transaction hash is 0x followed by 64 hexadecimal characters (0–9, a–f).'
        : 'Enter the hash of the transaction that topped up the hot wallet.',
    }),
    ...(note.trim().length > FUNDING_NOTE_MAX && { note: `The note is at most ${FUNDING_NOTE_MAX} characters.` }),
    ...(CONTROL_CHARACTER_PATTERN.test(note.trim()) && { note: controlCharactersMessage('The note') }),
  };
}

/** The body of POST /api/admin/payments/fundings: trimmed, the note only when there is one. */
export function fundingRequest({ txHash, note }: FundingInput): RecordFundingRequest {
  const trimmed = note.trim();
  return { txHash: txHash.trim(), ...(trimmed && { note: trimmed }) };
}
