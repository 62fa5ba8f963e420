import { AppError } from '../errors';

/** Every error the admin API answers with (tournament-not-found comes from the tournaments domain). */
export const adminErrors = {
  adminRequired: () => new AppError(403, 'Admin access required'),
  invalid: (message: string) => new AppError(400, message),
  startsInPast: (field = 'startsAt') => new AppError(400, `${field} must be a future date and time.`),
  alreadyCancelled: () => new AppError(409, 'Tournament is already cancelled.'),
  finished: (action: string) => new AppError(409, `A finished tournament cannot be ${action}.`),
  cancelledNotModifiable: () => new AppError(409, 'A cancelled tournament cannot be modified.'),
  feeLocked: () => new AppError(409, 'The entry fee and currency cannot change once players have registered.'),
  startLocked: () => new AppError(409, 'The start time of a tournament that has started cannot change.'),
  maxBelowPlayers: (players: number) => new AppError(409, `maxPlayers cannot be below the ${players} players already registered.`),
  scheduleNotFound: () => new AppError(404, 'Schedule not found'),
  scheduleInactive: () => new AppError(409, 'Schedule is already inactive.'),
  userNotFound: () => new AppError(404, 'User not found'),
};
