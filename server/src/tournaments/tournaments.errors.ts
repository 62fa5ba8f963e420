import { AppError } from '../errors';
import { microsToFixed2, microsToNumber } from '../money/micro-usdt';

/**
 * Every error the tournaments API answers with. The client shows `error` before `message` (SPEC §8), so
 * `error` is only set where the spec asks for it (enter-lobby) and then holds the same readable text.
 */
export const tournamentErrors = {
  notFound: () => new AppError(404, 'Tournament not found'),
  cancelled: () => new AppError(409, 'This tournament has been cancelled.'),
  registrationClosed: () => new AppError(409, 'Registration for this tournament is closed.'),
  alreadyRegistered: () => new AppError(409, 'You are already registered for this tournament.'),
  leftForGood: () => new AppError(409, 'You have left this tournament and cannot register again.'),
  full: () => new AppError(409, 'Tournament is full'),
  insufficientBalance: (requiredMicros: bigint, balanceMicros: bigint, currency: string) =>
    new AppError(400, `Insufficient balance. You need at least ${microsToFixed2(requiredMicros)} ${currency} to register for this tournament.`, {
      details: { requiredAmount: microsToNumber(requiredMicros), balance: microsToNumber(balanceMicros), currency },
    }),
  notRegistered: () => new AppError(404, 'You are not registered for this tournament.'),
  unregisterAfterStart: () => new AppError(409, 'You can only unregister before the tournament starts.'),
  lobbyNotRegistered: () => lobbyError(403, 'You must be registered for this tournament to enter its lobby.'),
  lobbyClosed: () => lobbyError(409, 'The lobby is open only between the start and the end of the tournament.'),
  lobbyCancelled: () => lobbyError(409, 'This tournament has been cancelled.'),
};

function lobbyError(status: number, text: string): AppError {
  return new AppError(status, text, { error: text });
}
