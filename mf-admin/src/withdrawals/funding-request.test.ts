import { FUNDING_NOTE_MAX, fundingProblems, fundingRequest } from './funding-request';

const HASH = `0x${'0123456789abcDEF'.repeat(4)}`;

describe('a top-up to record', () => {
  it('takes a transaction hash of 0x and 64 hexadecimal characters, in either case, spaces around it ignored', () => {
    expect(fundingProblems({ txHash: ` ${HASH} `, note: '' })).toEqual({});
    expect(fundingRequest({ txHash: ` ${HASH} `, note: '' })).toEqual({ txHash: HASH });
  });

  it('refuses a missing, short, long or non-hexadecimal hash, saying what a hash is', () => {
    expect(fundingProblems({ txHash: '  ', note: '' }).txHash).toBe('Enter the hash of the transaction that topped up the hot wallet.');
    for (const txHash of [HASH.slice(0, -1), `${HASH}0`, `${HASH.slice(0, -1)}g`, HASH.slice(2), `0X${HASH.slice(2)}`]) {
      expect(fundingProblems({ txHash, note: '' }).txHash).toBe('A transaction hash is 0x followed by 64 hexadecimal characters (0–9, a–f).');
    }
  });

  it('sends a note trimmed, of at most the server’s length and without control characters', () => {
    expect(fundingRequest({ txHash: HASH, note: '  From the treasury ' })).toEqual({ txHash: HASH, note: 'From the treasury' });
    expect(fundingProblems({ txHash: HASH, note: ` ${'n'.repeat(FUNDING_NOTE_MAX)} ` })).toEqual({});
    expect(fundingProblems({ txHash: HASH, note: 'n'.repeat(FUNDING_NOTE_MAX + 1) }).note).toBe('The note is at most 500 characters.');
    expect(fundingProblems({ txHash: HASH, note: 'wire\u0007' }).note).toBe('The note must not contain control characters.');
  });
});
