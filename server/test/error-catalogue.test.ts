import { API_ERROR_CODES } from 'shared-events/contracts';
import { AppError, errors } from '../src/errors';

/** Arguments for the entries whose sentence is built from values; the others take none. */
const SAMPLE_ARGUMENTS: Partial<Record<keyof typeof errors, unknown[]>> = {
  invalidInput: ['Name is required.'],
  controlCharacters: ['First name'],
  badRequest: [400, 'Client Error'],
  resendCooldown: [45],
  tooManyLoginAttempts: [840],
  tooManyResendRequests: [3480],
  tooManySignUps: [3600],
  insufficientBalance: [60_000_000n, 5_000_000n, 'USDT'],
  tournamentFinished: ['modified'],
  maxPlayersBelowRegistered: [7],
  notEnoughPlayers: [2],
  seatedAtTable: [3],
  noEntriesLeft: [3],
  placeNotRegistered: [42],
  placeListedTwice: [42],
  tooManyPlaces: [5, 3],
  invalidPrizeStructure: ['its places add up to more than 100 %'],
  tooManyPasswordAttempts: [900],
  tooManyRoomPasswordAttempts: [900],
  imageTooLarge: [2 * 1024 * 1024],
  imageDimensionsTooLarge: [4096],
  amountTooLarge: [1_000_000_000_000n],
  bodyTooDeep: [32],
  withdrawalAddressInvalid: ['The address must be 0x followed by 40 hexadecimal characters.'],
  withdrawalBelowMinimum: [10_000_000n],
  withdrawalDailyLimit: [10_000_000_000n, 250_500_000n],
  fundingNotATopUp: ['No transaction with this hash is mined on chain 31337.'],
};

const entries = Object.entries(errors).map(([name, build]) => {
  const error = (build as (...args: unknown[]) => AppError)(...(SAMPLE_ARGUMENTS[name as keyof typeof errors] ?? []));
  return { name, error };
});

describe('the error catalogue (src/errors.ts)', () => {
  it('gives every entry an error status, a code shared with the browser and a sentence', () => {
    const codes = new Set<string>(Object.values(API_ERROR_CODES));
    const wrong = entries.filter(
      ({ error }) =>
        !(error instanceof AppError) || error.statusCode < 400 || error.statusCode > 599 || !codes.has(error.code) || !error.message.trim(),
    );
    expect(wrong.map(({ name }) => name)).toEqual([]);
  });

  it('has sample values for every entry built from values, so no sample sentence reads NaN or undefined', () => {
    const unsampled = Object.entries(errors).filter(([name, build]) => build.length > 0 && !(name in SAMPLE_ARGUMENTS));
    expect(unsampled.map(([name]) => name)).toEqual([]);
    const broken = entries.filter(({ error }) => /NaN|undefined|null|\[object /.test(`${error.message} ${JSON.stringify(error.toBody())}`));
    expect(broken.map(({ name, error }) => `${name}: ${error.message}`)).toEqual([]);
  });

  it('tells how long to wait on the password throttles', () => {
    expect(errors.tooManyPasswordAttempts(900).toBody()).toEqual({
      code: 'TOO_MANY_PASSWORD_ATTEMPTS',
      message: 'Too many incorrect password attempts. Please try again in 15 minutes.',
      retryAfter: 900,
    });
    expect(errors.tooManyRoomPasswordAttempts(30).message).toBe('Too many incorrect room password attempts. Please try again in 30 seconds.');
    expect(errors.tooManyConcurrentPasswordChecks().options.headers).toEqual({ 'retry-after': '1' });
  });

  it('uses every code of the shared list, so the browser is never promised a code the server cannot send', () => {
    const used = new Set(entries.map(({ error }) => error.code));
    expect(Object.values(API_ERROR_CODES).filter((code) => !used.has(code))).toEqual([]);
  });

  it('answers { code, message } plus the error text and details where an entry has them', () => {
    expect(errors.tournamentFull().toBody()).toEqual({ code: 'TOURNAMENT_FULL', message: 'Tournament is full' });
    expect(errors.lobbyClosed().toBody()).toEqual({
      code: 'LOBBY_CLOSED',
      message: 'The lobby is open only between the start and the end of the tournament.',
      error: 'The lobby is open only between the start and the end of the tournament.',
    });
    expect(errors.resendCooldown(45).toBody()).toEqual({ code: 'RESEND_COOLDOWN', message: expect.stringContaining('45 seconds'), retryAfter: 45 });
    expect(errors.resendCooldown(45).options.headers).toEqual({ 'retry-after': '45' });
  });
});
