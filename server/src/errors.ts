import {
  API_ERROR_CODES as CODE,
  ROOM_MESSAGES,
  VALIDATION_MESSAGES,
  resendCooldownMessage,
  type ApiErrorCode,
  type ApiErrorResponse,
} from 'shared-events/contracts';
import { microsToDecimal, microsToFixed2, microsToNumber } from './money/micro-usdt';

interface AppErrorOptions {
  /** Shown by the client before `message` (SPEC §8); set only where the spec reads it. */
  error?: string;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The one error type handlers throw; the error handler answers `toBody()` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorResponse & Record<string, unknown> {
    const { error, details } = this.options;
    return { code: this.code, message: this.message, ...(error ? { error } : {}), ...details };
  }
}

const fail = (status: number, code: ApiErrorCode, message: string, options?: AppErrorOptions) => new AppError(status, code, message, options);

function tooMany(code: ApiErrorCode, message: string, retryAfter: number): AppError {
  return fail(429, code, message, { details: { retryAfter }, headers: { 'retry-after': String(retryAfter) } });
}

/** The client shows `error` first on enter-lobby (SPEC §8): it holds the same readable text. */
const lobbyError = (status: number, code: ApiErrorCode, text: string) => fail(status, code, text, { error: text });

/** Every error the API answers with: status, code (shared with the browser) and the spec's sentence. */
export const errors = {
  // The request itself
  invalidInput: (message: string) => fail(400, CODE.validationFailed, message),
  controlCharacters: (field: string) => fail(400, CODE.validationFailed, `${field} must not contain control characters.`),
  malformedJson: () => fail(400, CODE.malformedJson, 'Request body is not valid JSON.'),
  bodyTooLarge: () => fail(413, CODE.bodyTooLarge, 'Request body is too large.'),
  urlTooLong: () => fail(414, CODE.urlTooLong, 'The request URL is too long.'),
  headersTooLarge: () => fail(431, CODE.headersTooLarge, 'Request headers are too large.'),
  requestTimeout: () => fail(408, CODE.requestTimeout, 'The request took too long to arrive.'),
  /** Dropped before its turn for a database connection: its client had closed the connection (nginx's 499). Nobody reads it. */
  clientGone: () => fail(499, CODE.requestTimeout, 'The client closed the connection before the request was answered.'),
  unsupportedMediaType: () => fail(415, CODE.unsupportedMediaType, 'Unsupported content type; send application/json.'),
  /** A client error the framework found that no entry above describes; its own words are kept. */
  badRequest: (status: number, message: string) => fail(status, status === 404 ? CODE.notFound : CODE.badRequest, message),
  notFound: () => fail(404, CODE.notFound, 'Not found'),
  authenticationRequired: () => fail(401, CODE.authenticationRequired, 'Authentication required'),
  adminRequired: () => fail(403, CODE.adminRequired, 'Admin access required'),
  internal: () => fail(500, CODE.internalError, 'Internal server error'),

  // Accounts and sign-in
  usernameTaken: () => fail(409, CODE.usernameTaken, 'Username is already taken.'),
  emailTaken: () => fail(409, CODE.emailTaken, 'An account with this email already exists.'),
  invalidCredentials: () => fail(401, CODE.invalidCredentials, 'Invalid email or password.'),
  // `error` kept for clients that still read it.
  emailNotVerified: () => fail(403, CODE.emailNotVerified, 'Please verify your email before logging in.', { error: CODE.emailNotVerified }),
  // Told only to whoever gave the account's password; the operator's reason stays in the back office.
  accountSuspended: () => fail(403, CODE.accountSuspended, 'Your account is suspended. Contact support.'),
  invalidVerificationCode: () => fail(400, CODE.invalidVerificationCode, 'Invalid verification code.'),
  verificationCodeExpired: () => fail(400, CODE.verificationCodeExpired, 'Verification code has expired. Please request a new one.'),
  // 429 like every "too many"; waiting does not help, only a new code does.
  tooManyVerificationAttempts: () => fail(429, CODE.tooManyVerificationAttempts, 'Too many incorrect attempts. Please request a new code.'),
  emailAlreadyVerified: () => fail(400, CODE.emailAlreadyVerified, 'Email is already verified.'),
  resendCooldown: (retryAfter: number) => tooMany(CODE.resendCooldown, resendCooldownMessage(retryAfter), retryAfter),
  tooManyLoginAttempts: (retryAfter: number) =>
    tooMany(CODE.tooManyLoginAttempts, `Too many login attempts. Please try again in ${waitText(retryAfter)}.`, retryAfter),
  tooManyResendRequests: (retryAfter: number) =>
    tooMany(CODE.tooManyResendRequests, `Too many verification code requests. Please try again in ${waitText(retryAfter)}.`, retryAfter),
  tooManySignUps: (retryAfter: number) =>
    tooMany(CODE.tooManySignUps, `Too many sign-ups from your network. Please try again in ${waitText(retryAfter)}.`, retryAfter),
  userNotFound: () => fail(404, CODE.userNotFound, 'User not found'),
  // 400, not 401: a 401 would make the client drop a session that is still valid.
  currentPasswordIncorrect: () => fail(400, CODE.currentPasswordIncorrect, 'Current password is incorrect.'),
  newPasswordSameAsCurrent: () => fail(400, CODE.passwordUnchanged, 'New password must be different from the current password.'),
  notAnImage: () => fail(400, CODE.imageRequired, VALIDATION_MESSAGES.imageFile),
  // Over the limit is "anything else" too: the spec's message, with the reason in `error`.
  imageTooLarge: (maxBytes: number) =>
    fail(400, CODE.imageTooLarge, VALIDATION_MESSAGES.imageFile, { error: `The image must be at most ${maxBytes / (1024 * 1024)} MB.` }),
  avatarNotFound: () => fail(404, CODE.avatarNotFound, 'Avatar not found'),
  bannerNotFound: () => fail(404, CODE.bannerNotFound, 'Banner not found'),
  // Another user's notification answers the same as a missing one: ids reveal nothing.
  notificationNotFound: () => fail(404, CODE.notificationNotFound, 'Notification not found'),

  // Wallet
  invalidAmount: () => fail(400, CODE.invalidAmount, VALIDATION_MESSAGES.positiveAmount),
  amountTooLarge: (maxMicros: bigint) =>
    fail(400, CODE.amountTooLarge, `The amount must not exceed ${microsToDecimal(maxMicros)} USDT per operation.`),
  insufficientFunds: () => fail(400, CODE.insufficientFunds, VALIDATION_MESSAGES.insufficientFunds),
  idempotencyKeyReused: () =>
    fail(409, CODE.idempotencyKeyReused, 'This Idempotency-Key was already used for a different request. Use a new key for a new operation.', {
      error: CODE.idempotencyKeyReused,
    }),

  // Withdrawals to the chain (PAYMENTS=evm)
  paymentsDemo: () => fail(409, CODE.paymentsDemo, 'This site runs on demo funds (PAYMENTS=demo): there are no chain deposits or withdrawals.'),
  withdrawalAddressInvalid: (reason: string) => fail(400, CODE.withdrawalAddressInvalid, reason),
  withdrawalAddressNotFound: () =>
    fail(404, CODE.withdrawalAddressNotFound, 'This address is not among your withdrawal addresses: add it first, then confirm it.'),
  withdrawalAddressAlreadyConfirmed: () => fail(409, CODE.withdrawalAddressAlreadyConfirmed, 'This address is already confirmed.'),
  withdrawalAddressNotConfirmed: () =>
    fail(
      409,
      CODE.withdrawalAddressNotConfirmed,
      'Withdrawals go only to a confirmed address of yours: add this address and confirm it with the code we e-mail you.',
    ),
  withdrawalBelowMinimum: (minimumMicros: bigint) =>
    fail(400, CODE.withdrawalBelowMinimum, `The smallest withdrawal is ${microsToDecimal(minimumMicros)} USDT.`),
  withdrawalDailyLimit: (limitMicros: bigint, leftMicros: bigint) =>
    fail(
      400,
      CODE.withdrawalDailyLimit,
      `This withdrawal is over your daily limit of ${microsToDecimal(limitMicros)} USDT: you can withdraw ${microsToDecimal(leftMicros)} USDT more today (UTC).`,
      { details: { dailyLimit: microsToNumber(limitMicros), leftToday: microsToNumber(leftMicros) } },
    ),
  withdrawalNotFound: () => fail(404, CODE.withdrawalNotFound, 'Withdrawal not found'),
  withdrawalNotAwaitingApproval: () =>
    fail(409, CODE.withdrawalNotAwaitingApproval, 'This withdrawal is not waiting for approval: it was already approved, rejected or sent.'),
  // The operator's top-ups of the hot wallet (PAYMENTS=evm)
  fundingNotATopUp: (reason: string) => fail(400, CODE.fundingNotATopUp, reason),
  fundingAlreadyRecorded: () => fail(409, CODE.fundingAlreadyRecorded, 'This transaction is already recorded as a funding of the hot wallet.'),

  // Deposits on the chain (PAYMENTS=evm)
  depositsOnChain: () => fail(409, CODE.paymentsOnChain, 'Deposits arrive by USDT transfer to your deposit address.'),

  // Tournaments and registration
  tournamentNotFound: () => fail(404, CODE.tournamentNotFound, ROOM_MESSAGES.tournamentNotFound),
  tournamentCancelled: () => fail(409, CODE.tournamentCancelled, 'This tournament has been cancelled.'),
  registrationClosed: () => fail(409, CODE.registrationClosed, 'Registration for this tournament is closed.'),
  alreadyRegistered: () => fail(409, CODE.alreadyRegistered, 'You are already registered for this tournament.'),
  tournamentLeft: () => fail(409, CODE.tournamentLeft, 'You have left this tournament and cannot register again.'),
  tournamentFull: () => fail(409, CODE.tournamentFull, 'Tournament is full'),
  insufficientBalance: (requiredMicros: bigint, balanceMicros: bigint, currency: string) =>
    fail(
      400,
      CODE.insufficientBalance,
      `Insufficient balance. You need at least ${microsToFixed2(requiredMicros)} ${currency} to register for this tournament.`,
      {
        details: { requiredAmount: microsToNumber(requiredMicros), balance: microsToNumber(balanceMicros), currency },
      },
    ),
  notRegistered: () => fail(404, CODE.notRegistered, 'You are not registered for this tournament.'),
  unregisterAfterStart: () => fail(409, CODE.unregisterClosed, 'You can only unregister before the tournament starts.'),
  lobbyNotRegistered: () => lobbyError(403, CODE.lobbyRegistrationRequired, 'You must be registered for this tournament to enter its lobby.'),
  lobbyClosed: () => lobbyError(409, CODE.lobbyClosed, 'The lobby is open only between the start and the end of the tournament.'),
  lobbyCancelled: () => lobbyError(409, CODE.tournamentCancelled, 'This tournament has been cancelled.'),

  // Tournament administration
  startsInPast: (field = 'startsAt') => fail(400, CODE.startTimeInPast, `${field} must be a future date and time.`),
  alreadyCancelled: () => fail(409, CODE.tournamentAlreadyCancelled, 'Tournament is already cancelled.'),
  tournamentFinished: (action: string) => fail(409, CODE.tournamentFinished, `A finished tournament cannot be ${action}.`),
  cancelledNotModifiable: () => fail(409, CODE.tournamentNotModifiable, 'A cancelled tournament cannot be modified.'),
  entryFeeLocked: () => fail(409, CODE.entryFeeLocked, 'The entry fee and currency cannot change once players have registered.'),
  startTimeLocked: () => fail(409, CODE.startTimeLocked, 'The start time of a tournament that has started cannot change.'),
  // Every table plays the one clock: a table started later would play other blinds than the tables in play.
  blindClockLocked: () =>
    fail(409, CODE.blindClockLocked, 'The blind structure, level length and breaks of a tournament that has started cannot change.'),
  maxPlayersBelowRegistered: (players: number) =>
    fail(409, CODE.maxPlayersBelowRegistered, `maxPlayers cannot be below the ${players} players already registered.`),
  scheduleNotFound: () => fail(404, CODE.scheduleNotFound, 'Schedule not found'),
  scheduleInactive: () => fail(409, CODE.scheduleInactive, 'Schedule is already inactive.'),
  scheduleDeleted: () => fail(409, CODE.scheduleDeleted, 'A deleted schedule cannot be paused or resumed.'),
  scheduleAlreadyPaused: () => fail(409, CODE.scheduleAlreadyPaused, 'Schedule is already paused.'),
  scheduleNotPaused: () => fail(409, CODE.scheduleNotPaused, 'Schedule is not paused: it is already creating its tournaments.'),

  // Live operations: moving a seated player to another table of their tournament
  tournamentNotInPlay: () =>
    fail(409, CODE.tournamentNotRunning, 'This tournament is not in play: players are moved between its seating and its end.'),
  playerNotSeated: () => fail(409, CODE.playerNotSeated, 'This player is not seated at a table of this tournament.'),
  playerAlreadyMoving: () => fail(409, CODE.playerAlreadyMoving, 'This player is already being moved to another table: wait until their hand ends.'),
  playerAlreadyAtTable: () => fail(409, CODE.playerAlreadyAtTable, 'This player already sits at that table.'),
  tableNotInTournament: () => fail(409, CODE.tableNotInTournament, 'The destination is not a table of this tournament.'),
  tableFinished: () => fail(409, CODE.tableFinished, 'The destination table is no longer in play.'),
  tableFull: () => fail(409, CODE.tableFull, 'The destination table has no free seat.'),
  tableBreaking: () => fail(409, CODE.tableBreaking, 'The destination table is breaking: its players are being moved to the other tables.'),

  // Live operations: pausing a tournament between hands
  pauseNotInPlay: () => fail(409, CODE.tournamentNotRunning, 'This tournament is not in play: it can be paused between its seating and its end.'),
  tournamentAlreadyPaused: () => fail(409, CODE.tournamentAlreadyPaused, 'This tournament is already paused.'),
  tournamentNotPaused: () => fail(409, CODE.tournamentNotPaused, 'This tournament is not paused.'),

  // Player administration
  playerNotFound: () => fail(404, CODE.playerNotFound, 'Player not found'),
  suspendSelf: () => fail(403, CODE.adminNotSuspendable, 'You cannot suspend your own account.'),
  suspendAdmin: () => fail(403, CODE.adminNotSuspendable, 'An admin account cannot be suspended.'),
  alreadySuspended: () => fail(409, CODE.playerAlreadySuspended, 'This player is already suspended.'),
  notSuspended: () => fail(409, CODE.playerNotSuspended, 'This player is not suspended.'),

  // Tournament results (the payout)
  resultsOfCancelled: () => fail(409, CODE.tournamentCancelled, 'A cancelled tournament has no results to record.'),
  resultsOfDeleted: () => fail(409, CODE.tournamentDeleted, 'A deleted tournament has no results to record.'),
  resultsBeforeEnd: () => fail(409, CODE.tournamentNotEnded, 'Results can be recorded only once the tournament has ended.'),
  resultsAlreadyRecorded: () => fail(409, CODE.resultsAlreadyRecorded, 'The results of this tournament have already been recorded.'),
  placeNotRegistered: (userId: number) => fail(400, CODE.invalidFinishingOrder, `User ${userId} is not registered in this tournament.`),
  placeListedTwice: (userId: number) => fail(400, CODE.invalidFinishingOrder, `User ${userId} is listed more than once in the finishing order.`),
  tooManyPlaces: (places: number, registrations: number) =>
    fail(400, CODE.invalidFinishingOrder, `${places} places were given but only ${registrations} players registered.`),
  // Only a structure written around the admin API gets here: the API refuses one that cannot be paid.
  invalidPrizeStructure: (reason: string) => fail(409, CODE.invalidPrizeStructure, `The prize structure cannot be paid out: ${reason}.`),

  // Rooms
  roomNotFound: () => fail(404, CODE.roomNotFound, ROOM_MESSAGES.roomNotFound),
  roomNotAccepting: () => fail(409, CODE.roomNotAccepting, ROOM_MESSAGES.notAccepting),
  roomFull: () => fail(409, CODE.roomFull, ROOM_MESSAGES.full),
  roomPasswordIncorrect: () => fail(403, CODE.roomPasswordIncorrect, ROOM_MESSAGES.incorrectPassword),
  roomRegistrationRequired: () => fail(403, CODE.roomRegistrationRequired, 'You must be registered in this tournament to join its rooms.'),
  roomLobbyClosed: () => fail(409, CODE.roomLobbyClosed, 'The tournament lobby is not open: rooms can be joined between its start and its end.'),
  tournamentNotRunning: () => fail(409, CODE.tournamentNotRunning, 'The tournament is not running: rooms are created between its start and its end.'),
  tournamentOver: () => fail(409, CODE.tournamentOver, 'The tournament is over.'),
  eliminated: () => fail(409, CODE.eliminated, 'You have been eliminated from this tournament and cannot take a seat again.'),
  finalTable: () => fail(409, CODE.finalTable, 'This is the final table: the game goes on until one player holds every chip, so it cannot be ended.'),
  noSeatsToBreak: () =>
    fail(409, CODE.noSeatsToBreak, "The other tables have no seats for this table's players yet: the game goes on until they do."),
  noEntriesLeft: (maxEntries: number) =>
    fail(
      409,
      CODE.noEntriesLeft,
      maxEntries === 1
        ? 'This tournament is a freezeout: one entry per player, and yours is spent.'
        : `You have used all ${maxEntries} entries this tournament allows.`,
    ),
  resultsByPlay: () =>
    fail(
      409,
      CODE.resultsByPlay,
      'This tournament is played to its end at the tables: its places and prizes are recorded when one player holds every chip.',
    ),
  payoutPending: () => fail(409, CODE.payoutPending, 'The prizes of this tournament are being paid: try again in a moment.'),
  seatedAtTable: (tableId: number) =>
    fail(409, CODE.seatedAtTable, `Your chips are in play at table ${tableId}: you play them there until the tournament moves you.`),
  notRoomMember: () => fail(409, CODE.notRoomMember, 'You are not a member of this room.'),
  notRoomHost: () => fail(403, CODE.notRoomHost, 'Only the room creator can change its state.'),
  notEnoughPlayers: (minMembers: number) => fail(409, CODE.notEnoughPlayers, `At least ${minMembers} players are needed to start the game.`),
  invalidStateTransition: () => fail(409, CODE.invalidStateTransition, ROOM_MESSAGES.invalidTransition),
  notInTournament: () => fail(409, CODE.notInTournament, 'You are not registered in this tournament.'),
  tournamentNotStarted: () =>
    fail(409, CODE.tournamentNotStarted, 'The tournament has not started yet: unregister instead to get your entry fee back.'),
  triggerNotAllowed: () => fail(403, CODE.triggerNotAllowed, 'Only players registered in this tournament can trigger room creation.'),
  roomBusy: () => fail(409, CODE.roomBusy, 'The room changed while joining; please try again.'),

  // Tables
  tableNotFound: () => fail(404, CODE.tableNotFound, 'This table does not exist.'),
  handNotFound: () => fail(404, CODE.handNotFound, 'This hand is not in your hand history.'),

  // Password guessing and hashing
  tooManyPasswordAttempts: (retryAfter: number) =>
    tooMany(CODE.tooManyPasswordAttempts, `Too many incorrect password attempts. Please try again in ${waitText(retryAfter)}.`, retryAfter),
  tooManyRoomPasswordAttempts: (retryAfter: number) =>
    tooMany(CODE.tooManyRoomPasswordAttempts, `Too many incorrect room password attempts. Please try again in ${waitText(retryAfter)}.`, retryAfter),
  // Each user and client address gets a fair share of the hashing; a burst beyond it is refused, not queued.
  tooManyConcurrentPasswordChecks: () =>
    tooMany(CODE.tooManyConcurrentPasswordChecks, 'Too many password checks at once. Please try again in 1 second.', 1),

  // Browser origins
  originNotAllowed: () => fail(403, CODE.originNotAllowed, 'This origin is not allowed to use the API.'),

  // Concurrency: every attempt of a transaction hit a deadlock or serialization failure and was rolled back.
  transactionConflict: () =>
    fail(409, CODE.transactionConflict, 'Too many changes at once; nothing was changed. Please try again.', {
      details: { retryAfter: 1 },
      headers: { 'retry-after': '1' },
    }),

  // Hostile uploads: a decode bomb is refused from its header, with the reason in `error` like a too large file.
  imageDimensionsTooLarge: (maxSide: number) =>
    fail(400, CODE.imageTooLarge, VALIDATION_MESSAGES.imageFile, { error: `The image must be at most ${maxSide}×${maxSide} pixels.` }),

  // Hostile bodies: nesting costs the parser and the validator far more than its size suggests.
  bodyTooDeep: (maxDepth: number) => fail(400, CODE.bodyTooDeep, `Request body is nested too deeply (at most ${maxDepth} levels).`),
};

/** "5 minutes", "1 minute", "40 seconds": how long to wait, in the unit a person would use. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
